/**
 * Learn mode's question: "with this roll, where can the car go, and what
 * happens?" The engine moves cars with the same `moveOptions`.
 */
import type { BoostFace } from './data/dice';
import { moveOptions, type MoveOption } from './movement';
import { carSpaces } from './turn';
import type { GameState, OvertakePlan, PlayerId } from './types';

export interface PreviewOptions {
  /** Whose car (default: the player whose turn it is, else player 0). */
  readonly player?: PlayerId;
  /** Chicanes that may be driven over (default: those already activated for the pending roll). */
  readonly ignores?: number;
  readonly overtake?: OvertakePlan | null;
  readonly boost?: BoostFace | null;
}

/** Every end space reachable with `roll` movement points, with its path and consequence. */
export function previewMove(state: GameState, roll: number, opts: PreviewOptions = {}): MoveOption[] {
  const player = opts.player ?? state.turn?.player ?? 0;
  const pending = state.turn?.player === player ? state.turn.pending : null;
  return moveOptions(state.track, {
    laid: state.laid,
    cars: carSpaces(state),
    player,
    points: roll,
    coins: state.players[player]!.coins,
    ignores: opts.ignores ?? pending?.ignores ?? 0,
    overtake: opts.overtake ?? null,
    boost: opts.boost ?? null,
  });
}
