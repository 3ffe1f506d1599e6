import type { RulesEngine } from './engine';
import { hashState } from './hash';

/** A replay is the initial config, the seed and the actions; hashes pin the states and a hash chain pins the moves. */
export interface ReplayLog<C, A> {
  readonly config: C;
  readonly seed: number;
  readonly actions: readonly A[];
  /** State hash after `index` actions (index 0 is the initial state). */
  readonly checkpoints: readonly { readonly index: number; readonly hash: string }[];
  /**
   * The move chain (replay v2): `start` (the set-up's hash) and, per action,
   * the chained hash of every action so far (`chainStep`). Without it the
   * actions are checked against the checkpoints only.
   */
  readonly chain?: { readonly start: string; readonly hashes: readonly string[] };
  /** The final record (replay v2): the action count and the state hash after the last action. */
  readonly final?: { readonly moves: number; readonly hash: string };
}

export type ReplayCheck<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly index: number; readonly reason: string; readonly state: S };

/** Checkpoint spacing used when recording (and the final state is always hashed). */
export const CHECKPOINT_EVERY = 100;

export function checkpointIndices(actionCount: number, every = CHECKPOINT_EVERY): number[] {
  const out: number[] = [];
  for (let i = 0; i < actionCount; i += every) out.push(i);
  out.push(actionCount);
  return out;
}

/** The chained hash after one more action: FNV-1a of the canonical JSON of `[previous, action]`. */
export function chainStep(previous: string, action: unknown): string {
  return hashState([previous, action]);
}

/** The chained hashes of a list of actions from `start` (one per action). */
export function moveChain(start: string, actions: readonly unknown[]): string[] {
  const out: string[] = [];
  let h = start;
  for (const a of actions) out.push((h = chainStep(h, a)));
  return out;
}

/**
 * Re-runs a log; stops at the first action that is not the recorded one (the
 * chain), is rejected, or leaves a differing hash. A log cut short (a
 * checkpoint, chain entry or final count beyond its last action) is refused.
 */
export function verifyLog<C, S, A, E>(engine: RulesEngine<C, S, A, E>, log: ReplayLog<C, A>): ReplayCheck<S> {
  let state = engine.createGame(log.config, log.seed);
  const n = log.actions.length;
  const hashes = new Map(log.checkpoints.map((c) => [c.index, c.hash]));
  const check = (index: number): string | null => {
    const want = hashes.get(index);
    if (want === undefined) return null;
    const got = engine.stateHash(state);
    return got === want ? null : `state hash ${got} differs from the recorded ${want}`;
  };
  const first = check(0);
  if (first) return { ok: false, index: 0, reason: first, state };
  const chain = log.chain;
  let link = chain?.start ?? '';
  for (let i = 0; i < n; i++) {
    const action = log.actions[i]!;
    if (chain) {
      const want = chain.hashes[i];
      if (want === undefined) return { ok: false, index: i, reason: `the move chain records ${chain.hashes.length} actions, so this one was added`, state };
      link = chainStep(link, action);
      if (link !== want) return { ok: false, index: i, reason: `this action is not the one recorded (chained hash ${link}, recorded ${want})`, state };
    }
    const result = engine.applyAction(state, action);
    if (!result.ok) return { ok: false, index: i, reason: `${result.code}: ${result.message}`, state };
    state = result.state;
    const bad = check(i + 1);
    if (bad) return { ok: false, index: i, reason: bad, state };
  }
  if (chain && chain.hashes.length > n) return { ok: false, index: n, reason: `the replay ends after ${n} actions, but its move chain records ${chain.hashes.length}`, state };
  const last = Math.max(0, ...log.checkpoints.map((c) => c.index));
  if (last > n) return { ok: false, index: n, reason: `the replay ends after ${n} actions, but has a checkpoint after ${last}`, state };
  if (log.final) {
    if (log.final.moves !== n) return { ok: false, index: Math.min(n, log.final.moves), reason: `the replay has ${n} actions, but its final record counts ${log.final.moves}`, state };
    const got = engine.stateHash(state);
    if (got !== log.final.hash) return { ok: false, index: Math.max(0, n - 1), reason: `final state hash ${got} differs from the recorded ${log.final.hash}`, state };
  } else if (!hashes.has(n)) {
    return { ok: false, index: n, reason: `the replay has no checkpoint after its last action (${n}), so it may have been cut short`, state };
  }
  return { ok: true, state };
}
