/** Placement of the cars: who is first, midfield, last. */
import type { Placement } from './data/cards';
import type { GameState, PlayerId } from './types';

/** Distance driven, in spaces: laps × lap length + progress of the space. */
export function distance(state: GameState, player: PlayerId): number {
  const p = state.players[player]!;
  const g = state.track.graph;
  return p.laps * g.lapLength + g.spaces[p.space]!.progress;
}

/**
 * Whether car `a` is placed before car `b`: further ahead, or level on the
 * inner lane, or (assumption) level in the same lane and the lower seat.
 * start-frei: "Game End & Winner" — "Should there be a tie, the player on the inner lane wins."
 */
function ahead(state: GameState, a: PlayerId, b: PlayerId): boolean {
  const da = distance(state, a);
  const db = distance(state, b);
  if (da !== db) return da > db;
  const g = state.track.graph;
  const ia = g.spaces[state.players[a]!.space]!.lane === g.innerLane ? 1 : 0;
  const ib = g.spaces[state.players[b]!.space]!.lane === g.innerLane ? 1 : 0;
  if (ia !== ib) return ia > ib;
  return a < b;
}

/** Players ordered from first to last position (an insertion sort: at most 4 cars, no closures). */
export function standings(state: GameState): PlayerId[] {
  const order: PlayerId[] = [];
  for (let i = 0; i < state.players.length; i++) {
    let j = order.length;
    order.push(i);
    while (j > 0 && ahead(state, i, order[j - 1]!)) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
  }
  return order;
}

/** First, midfield or last; counts the cars ahead instead of sorting (asked at the start of every turn). */
export function placementOf(state: GameState, player: PlayerId): Placement {
  const n = state.players.length;
  let rank = 0;
  for (let i = 0; i < n; i++) if (i !== player && ahead(state, i, player)) rank++;
  if (rank === 0) return 'first';
  if (rank === n - 1) return 'last';
  return 'mid';
}
