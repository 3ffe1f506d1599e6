/**
 * Drives any registered game through the `Game` interface only: seeded random
 * play (a random actor among those who may act, a random listed action), the
 * record of every move and state hash, and generic malformed variants of an
 * action for the rejection checks.
 */
import { core, type core as Core } from '../../src/rules';

export type G = Core.AnyGame;
export type A = { readonly type: string };

export interface Table {
  readonly game: G;
  readonly example: Core.GameExample<unknown, unknown>;
  readonly board: unknown;
  readonly config: unknown;
  readonly seats: readonly Core.SeatSetup[];
}

export function table(game: G, example: Core.GameExample<unknown, unknown>, seats = example.seats): Table {
  const { board, config } = example.load();
  return { game, example, board, config, seats: Array.from({ length: seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'random' })) };
}

/** A small seeded random source for the driver (never the game's own). */
export class Rand {
  private s: number;
  constructor(seed: number) {
    this.s = core.seedRng(seed);
  }
  int(n: number): number {
    const r = core.nextInt(this.s, n);
    this.s = r.state;
    return r.value;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

export interface Played {
  readonly seed: number;
  readonly moves: Core.Move<A>[];
  /** Every state, the initial one first (states[i] after i moves). */
  readonly states: unknown[];
  /** hashes[i] = hash of states[i]. */
  readonly hashes: string[];
  /** Whether nobody may act at the end (false: stopped at the example's action bound). */
  readonly over: boolean;
}

export const hashOf = (game: G, state: unknown): string => core.gameHash(game, state);

/** A key for comparing actions as data (canonical JSON: key order and absent fields do not matter). */
export const actionKey = (action: unknown): string => core.canonicalJson(action);

/**
 * The key of an action as the game reads it: through its action schema when
 * that accepts it (so fields the schema drops, as a file load would, do not
 * count), else as it is.
 */
export function readKey(game: G, action: unknown): string {
  const parsed = game.actionSchema.safeParse(action);
  return actionKey(parsed.success ? parsed.data : action);
}

/**
 * Plays one game with random choices. `onState` sees every state before its
 * move (and the final one), for checks along the way.
 */
export function playRandom(t: Table, seed: number, onState?: (state: unknown, step: number) => void): Played {
  const { game } = t;
  const rnd = new Rand(seed ^ 0x5bd1e995);
  let state = game.setup(t.board, t.config, t.seats, seed);
  const moves: Core.Move<A>[] = [];
  const states: unknown[] = [state];
  const hashes: string[] = [hashOf(game, state)];
  while (moves.length < t.example.maxActions) {
    onState?.(state, moves.length);
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const seat = rnd.pick(actors);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`step ${moves.length}: seat ${seat} may act but has no legal action`);
    const action = rnd.pick(legal);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`step ${moves.length}: a listed action was rejected: ${r.code} ${r.message} ${actionKey(action)}`);
    state = r.state;
    moves.push({ seat, action });
    states.push(state);
    hashes.push(hashOf(game, state));
  }
  return { seed, moves, states, hashes, over: game.actors(state).length === 0 };
}

/** Checkpoints of a played game at every index. */
export function allCheckpoints(p: Played): Core.Checkpoint[] {
  return p.hashes.map((hash, index) => ({ index, hash }));
}

export function logOf(t: Table, p: Played, moves: readonly Core.Move<A>[] = p.moves, checkpoints: readonly Core.Checkpoint[] = allCheckpoints(p)): Core.MoveLog<unknown, A, unknown> {
  return { board: t.board, config: t.config, seats: t.seats, seed: p.seed, moves, checkpoints };
}

/** Wrong values for one field: out of range, of the wrong type, missing. `undefined` means "delete the field". */
function wrongValues(v: unknown): unknown[] {
  if (typeof v === 'number') return [v + 1, v - 1, -1 - Math.abs(v), v + 0.5, 1e9, String(v), null];
  if (typeof v === 'string') return ['bogus', '', 42, null];
  if (typeof v === 'boolean') return [!v, String(v), 1];
  if (v === null) return [0, -1, 99, 'null', false];
  if (Array.isArray(v)) return [[], [...v, 99_999], v.slice(1), [-1], 'x', null, [...v].reverse()];
  if (typeof v === 'object') return [{}, null, 7];
  return [null];
}

/**
 * Malformed variants of an action: each field changed to a wrong value or
 * removed, nested objects one level down, the type changed to another known
 * type or to nonsense. A changed type keeps the other fields, which the new
 * type may not have (compare with `readKey`).
 */
export function variants(action: A, otherTypes: readonly string[]): unknown[] {
  const out: unknown[] = [];
  const rec = action as unknown as Record<string, unknown>;
  for (const key of Object.keys(rec)) {
    if (key === 'type') continue;
    const v = rec[key];
    for (const w of wrongValues(v)) out.push({ ...rec, [key]: w });
    const { [key]: _drop, ...without } = rec;
    out.push(without);
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const inner = v as Record<string, unknown>;
      for (const ik of Object.keys(inner)) for (const w of wrongValues(inner[ik])) out.push({ ...rec, [key]: { ...inner, [ik]: w } });
    }
  }
  for (const type of otherTypes) if (type !== action.type) out.push({ ...rec, type });
  out.push({ ...rec, type: 'no-such-action' }, { ...rec, type: 42 }, { ...rec, type: '__proto__' }, { ...rec, type: 'constructor' });
  const { type: _t, ...untyped } = rec;
  out.push(untyped);
  return out;
}

/** Not actions at all. */
export const NOT_ACTIONS: readonly unknown[] = [null, undefined, 42, 'roll', [], {}, { type: null }];
