/**
 * Snapshot-based seeking over a recorded game: the state after every `every`
 * actions is kept, so reaching any step re-applies fewer than `every` actions
 * and never replays from the start. States are immutable values, so a
 * snapshot is just a reference. Pure: no React, no clock.
 */

export type Step<S, E> = { ok: true; state: S; events: readonly E[] } | { ok: false; message: string };

export interface SeekerInput<S, A, E> {
  readonly initial: S;
  readonly actions: readonly A[];
  readonly apply: (state: S, action: A) => Step<S, E>;
  /** Snapshot spacing in actions (default 16). */
  readonly every?: number;
}

export interface Seeker<S, E> {
  /** Number of actions; steps run from 0 (initial state) to `length`. */
  readonly length: number;
  readonly every: number;
  /** The events of action `i` (what happens between step i and step i + 1). */
  readonly events: readonly (readonly E[])[];
  /** The state after `step` actions (clamped to 0..length). */
  stateAt(step: number): S;
}

export class SeekError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(`action ${index}: ${message}`);
    this.name = 'SeekError';
  }
}

export const DEFAULT_SNAPSHOT_EVERY = 16;

/** Runs the actions once (collecting events and snapshots); throws SeekError on a rejected action. */
export function createSeeker<S, A, E>(input: SeekerInput<S, A, E>): Seeker<S, E> {
  const every = Math.max(1, Math.floor(input.every ?? DEFAULT_SNAPSHOT_EVERY));
  const { actions, apply } = input;
  const snapshots: S[] = [input.initial];
  const events: (readonly E[])[] = [];
  let state = input.initial;
  for (let i = 0; i < actions.length; i++) {
    const r = apply(state, actions[i]!);
    if (!r.ok) throw new SeekError(i, r.message);
    state = r.state;
    events.push(r.events);
    if ((i + 1) % every === 0) snapshots.push(state);
  }
  const last = state;
  // The last state reached by a seek: stepping forward or back by one reuses it.
  let cacheStep = 0;
  let cacheState = input.initial;

  function stateAt(step: number): S {
    const target = Math.max(0, Math.min(actions.length, Math.floor(step)));
    if (target === actions.length) return last;
    if (target === cacheStep) return cacheState;
    let from = Math.floor(target / every) * every;
    let s: S = snapshots[from / every] as S;
    if (cacheStep > from && cacheStep < target) {
      from = cacheStep;
      s = cacheState;
    }
    for (let i = from; i < target; i++) {
      const r = apply(s, actions[i]!);
      // Every action was accepted on the first run; the core is deterministic.
      if (!r.ok) throw new SeekError(i, r.message);
      s = r.state;
    }
    cacheStep = target;
    cacheState = s;
    return s;
  }

  return { length: actions.length, every, events, stateAt };
}
