/**
 * A game's log through the `Game` interface: set-up (board, config, seats,
 * seed) plus `{ seat, action }` moves, with state hashes at checkpoints.
 * Re-running it stops at the first rejected move or differing hash — the
 * ground the replay file v2 stands on.
 */
import type { GameRules, Seat, SeatSetup } from './game';
import { hashState } from './hash';
import { chainStep } from './replay-log';

export interface Move<A> {
  readonly seat: Seat;
  readonly action: A;
}

export interface Checkpoint {
  /** Moves applied before the hash was taken (0: the initial state). */
  readonly index: number;
  readonly hash: string;
}

export interface MoveLog<Cfg, A, Board> {
  readonly board: Board;
  readonly config: Cfg;
  readonly seats: readonly SeatSetup[];
  readonly seed: number;
  readonly moves: readonly Move<A>[];
  readonly checkpoints: readonly Checkpoint[];
  /** The move chain: `start` and, per move, the chained hash of every `{ seat, action }` so far (`chainStep`). */
  readonly chain?: { readonly start: string; readonly hashes: readonly string[] };
  /** The final record: the move count and the state hash after the last move. */
  readonly final?: { readonly moves: number; readonly hash: string };
}

/** The chained hashes of a list of moves (one per move), as `MoveLog.chain` records them. */
export function chainMoves<A>(start: string, moves: readonly Move<A>[]): string[] {
  const out: string[] = [];
  let h = start;
  for (const m of moves) out.push((h = chainStep(h, { seat: m.seat, action: m.action })));
  return out;
}

export type MoveCheck<S> =
  | { readonly ok: true; readonly state: S }
  /** `index`: the first bad move (a rejection, or the hash after it differs); -1 when the initial state differs. */
  | { readonly ok: false; readonly index: number; readonly reason: string; readonly state: S };

type AnyRules<Cfg, S, A extends { readonly type: string }, Board> = GameRules<Cfg, S, A, { readonly type: string }, Board>;

/** The checkpoint hash of a state. */
export function gameHash<S>(game: { hashable(state: S): unknown }, state: S): string {
  return hashState(game.hashable(state));
}

/** Re-runs a log; stops at the first rejected move or hash mismatch. */
export function verifyMoves<Cfg, S, A extends { readonly type: string }, Board>(game: AnyRules<Cfg, S, A, Board>, log: MoveLog<Cfg, A, Board>): MoveCheck<S> {
  let state = game.setup(log.board, log.config, log.seats, log.seed);
  const want = new Map(log.checkpoints.map((c) => [c.index, c.hash]));
  const differs = (index: number): string | null => {
    const hash = want.get(index);
    if (hash === undefined) return null;
    const got = gameHash(game, state);
    return got === hash ? null : `state hash ${got} differs from the recorded ${hash}`;
  };
  const first = differs(0);
  if (first) return { ok: false, index: -1, reason: first, state };
  const chain = log.chain;
  let link = chain?.start ?? '';
  const n = log.moves.length;
  for (let i = 0; i < n; i++) {
    const move = log.moves[i]!;
    if (chain) {
      const hash = chain.hashes[i];
      if (hash === undefined) return { ok: false, index: i, reason: `the move chain records ${chain.hashes.length} moves, so this one was added`, state };
      link = chainStep(link, { seat: move.seat, action: move.action });
      if (link !== hash) return { ok: false, index: i, reason: `this move is not the one recorded (chained hash ${link}, recorded ${hash})`, state };
    }
    const r = game.apply(state, move.seat, move.action);
    if (!r.ok) return { ok: false, index: i, reason: `${r.code}: ${r.message}`, state };
    state = r.state;
    const bad = differs(i + 1);
    if (bad) return { ok: false, index: i, reason: bad, state };
  }
  // A checkpoint after the last move: moves are missing at the end.
  const last = Math.max(-1, ...log.checkpoints.map((c) => c.index));
  if (last > log.moves.length) return { ok: false, index: log.moves.length, reason: `the log ends after ${log.moves.length} moves, but has a checkpoint after ${last}`, state };
  if (chain && chain.hashes.length > n) return { ok: false, index: n, reason: `the log ends after ${n} moves, but its move chain records ${chain.hashes.length}`, state };
  if (log.final) {
    if (log.final.moves !== n) return { ok: false, index: Math.min(n, log.final.moves), reason: `the log has ${n} moves, but its final record counts ${log.final.moves}`, state };
    const got = gameHash(game, state);
    if (got !== log.final.hash) return { ok: false, index: Math.max(0, n - 1), reason: `final state hash ${got} differs from the recorded ${log.final.hash}`, state };
  }
  return { ok: true, state };
}
