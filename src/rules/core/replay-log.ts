import type { RulesEngine } from './engine';

/** A replay is the initial config, the seed and the actions; hashes pin the states. */
export interface ReplayLog<C, A> {
  readonly config: C;
  readonly seed: number;
  readonly actions: readonly A[];
  /** State hash after `index` actions (index 0 is the initial state). */
  readonly checkpoints: readonly { readonly index: number; readonly hash: string }[];
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

/** Re-runs a log; stops at the first rejected action or hash mismatch. */
export function verifyLog<C, S, A, E>(engine: RulesEngine<C, S, A, E>, log: ReplayLog<C, A>): ReplayCheck<S> {
  let state = engine.createGame(log.config, log.seed);
  const hashes = new Map(log.checkpoints.map((c) => [c.index, c.hash]));
  const check = (index: number): string | null => {
    const want = hashes.get(index);
    if (want === undefined) return null;
    const got = engine.stateHash(state);
    return got === want ? null : `state hash ${got} differs from the recorded ${want}`;
  };
  const first = check(0);
  if (first) return { ok: false, index: 0, reason: first, state };
  for (let i = 0; i < log.actions.length; i++) {
    const result = engine.applyAction(state, log.actions[i]!);
    if (!result.ok) return { ok: false, index: i, reason: `${result.code}: ${result.message}`, state };
    state = result.state;
    const bad = check(i + 1);
    if (bad) return { ok: false, index: i, reason: bad, state };
  }
  return { ok: true, state };
}
