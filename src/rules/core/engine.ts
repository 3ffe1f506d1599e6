/**
 * The shape every rules engine shares: `(state, action) → { state, events }`
 * or a rejection with a stable code, the state untouched (boardgame.io's
 * reducer, chess.js's single source of legality).
 */

export interface Accepted<S, E> {
  readonly ok: true;
  readonly state: S;
  readonly events: readonly E[];
}

export interface Rejection {
  readonly ok: false;
  /** Stable machine-readable reason, e.g. 'not-your-turn', 'illegal-action'. */
  readonly code: string;
  readonly message: string;
}

export type ApplyResult<S, E> = Accepted<S, E> | Rejection;

export function reject(code: string, message: string): Rejection {
  return { ok: false, code, message };
}

/** A rules engine as plain functions; the CLI, bots and replays use only this. */
export interface RulesEngine<C, S, A, E> {
  readonly ruleset: string;
  createGame(config: C, seed: number): S;
  legalActions(state: S): readonly A[];
  applyAction(state: S, action: A): ApplyResult<S, E>;
  isOver(state: S): boolean;
  /** A short stable hash of the state (replay checkpoints). */
  stateHash(state: S): string;
}
