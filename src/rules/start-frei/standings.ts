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
 * Players ordered from first to last position.
 * start-frei: "Game End & Winner" — "Should there be a tie, the player on the inner lane wins."
 */
export function standings(state: GameState): PlayerId[] {
  const g = state.track.graph;
  const ids = state.players.map((_, i) => i);
  const dist = ids.map((i) => distance(state, i));
  const inner = ids.map((i) => (g.spaces[state.players[i]!.space]!.lane === g.innerLane ? 1 : 0));
  return ids.sort((a, b) => dist[b]! - dist[a]! || inner[b]! - inner[a]! || a - b);
}

export function placementOf(state: GameState, player: PlayerId): Placement {
  const order = standings(state);
  const rank = order.indexOf(player);
  if (rank === 0) return 'first';
  if (rank === order.length - 1) return 'last';
  return 'mid';
}
