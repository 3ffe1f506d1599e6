/**
 * What each seat of an online table sees of a race of Das Motorsportspiel
 * (issue 31): the dice are rolled in the open and there are no cards, so
 * everything is seen but the generator, which stays on the server.
 */
import { withoutGenerator, type GameView } from '../core/game';
import { seedRng } from '../core/rng';
import type { MssAction, MssState } from './types';

export const motorsportspielView: GameView<MssState, MssAction> = {
  view: (state) => {
    const { graph: _graph, ...rest } = state;
    return withoutGenerator(rest);
  },
  reshuffle: (state, _viewer, seed) => ({ ...state, rng: seedRng(seed) }),
};
