/**
 * What each seat of an online table sees of a Formuła 1 race (issue 31):
 * everything on the table is open (speeds, tyres, the die as rolled); only the
 * generator stays on the server.
 */
import { withoutGenerator, type GameView } from '../core/game';
import { seedRng } from '../core/rng';
import type { Formula1Action, Formula1State } from './types';

export const formula1View: GameView<Formula1State, Formula1Action> = {
  view: (state) => {
    const { graph: _graph, ...rest } = state;
    return withoutGenerator(rest);
  },
  reshuffle: (state, _viewer, seed) => ({ ...state, rng: seedRng(seed) }),
};
