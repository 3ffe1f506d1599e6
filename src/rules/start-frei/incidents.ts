/**
 * What the track rating (src/rating) watches in a Start Frei race: the
 * trouble a car meets on a piece, and the running order.
 */
import type { Incident, RaceWatch } from '../core/game';
import { distance, standings } from './standings';
import type { GameEvent, GameState } from './types';

export const startFreiWatch: RaceWatch<GameState, GameEvent> = {
  kinds: {
    // start-frei: "Chicane Approached Too Fast" — the car stops and shifts down.
    'chicane-penalty': 'a car came into a chicane too fast and had to stop and shift down',
    // start-frei: "Braking" — a car blocked by the one ahead shifts down.
    braking: 'a car ran up behind another and had to brake (shift down)',
    'wall-reached': 'a car reached the end of the track laid so far and stopped there',
    'overtake-failed': 'an announced overtaking manoeuvre failed',
  },
  incidents(state, events) {
    const out: Incident[] = [];
    for (const e of events) {
      if (e.type === 'ChicaneHit' && !e.exact) out.push({ kind: 'chicane-penalty', space: e.space });
      else if (e.type === 'Braked') out.push({ kind: 'braking', space: state.players[e.player]!.space });
      else if (e.type === 'WallReached') out.push({ kind: 'wall-reached', space: e.space });
      else if (e.type === 'OvertakeResolved' && e.outcome !== 'made-it') out.push({ kind: 'overtake-failed', space: state.players[e.player]!.space });
    }
    return out;
  },
  order: standings,
  distances: (state) => state.players.map((_, i) => distance(state, i)),
};
