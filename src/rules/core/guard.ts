/**
 * The Game interface as a trust boundary: every seat and action from outside
 * (a network message, a file, the CLI, a click) is checked here, once for all
 * games, before the game's own `apply` sees it — in a fixed order, as
 * boardgame.io's reducer does:
 *
 * 1. the seat is a whole number (not "0", 0.5, -1, NaN);
 * 2. the action is what the game's action schema reads, with no field the
 *    schema does not know at any depth (zod drops unknown keys, so the parse
 *    is compared with the input), and plain data (no class, no getter);
 * 3. the game is not over;
 * 4. the seat is one that may act now (so a seat out of range never is);
 * 5. then the game's own rules (`legalActions` is the one source of legality).
 *
 * A refusal has a stable code and one plain line; the state is never touched.
 */
import type { z } from 'zod';
import { reject, type ApplyResult } from './engine';
import type { GameRules, Seat } from './game';

export type ActionCheck = { readonly ok: true } | { readonly ok: false; readonly code: string; readonly message: string };

const OK: ActionCheck = { ok: true };
/** Deeper than any action of any game; a deeper input is refused without walking it all. */
const MAX_DEPTH = 8;

function typeName(type: unknown): string {
  if (typeof type === 'string') return `'${type.replace(/\s+/g, ' ').slice(0, 40)}'`;
  return type === undefined ? '(none)' : type === null ? 'null' : typeof type;
}

function valueWord(v: unknown): string {
  if (typeof v === 'string') return `"${v.replace(/\s+/g, ' ').slice(0, 20)}"`;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  return Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : typeof v;
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Where `input` holds something `parsed` (the schema's reading of it) does
 * not: a field the schema dropped, a value it changed, a class instance or
 * accessor. Null when the two are the same plain data. A field that is
 * `undefined` counts as absent (a JSON round trip drops it).
 */
export function extraField(input: unknown, parsed: unknown, path = '', depth = 0): string | null {
  if (depth > MAX_DEPTH) return `${path || '(action)'}: nested too deep`;
  if (input === null || typeof input !== 'object') {
    if (Object.is(input, parsed)) return null;
    return `${path || '(action)'}: ${valueWord(input)} reads as ${valueWord(parsed)}`;
  }
  if (parsed === null || typeof parsed !== 'object') return `${path || '(action)'}: ${valueWord(input)} is not what the game reads`;
  if (Array.isArray(input)) {
    if (!Array.isArray(parsed) || parsed.length !== input.length) return `${path || '(action)'}: a list the game reads otherwise`;
    for (let i = 0; i < input.length; i++) {
      const p = extraField(input[i], parsed[i], `${path}[${i}]`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(input) as unknown;
  if (proto !== Object.prototype && proto !== null) return `${path || '(action)'}: not plain data`;
  for (const key of Object.keys(input)) {
    const desc = Object.getOwnPropertyDescriptor(input, key)!;
    const where = path ? `${path}.${key.slice(0, 40)}` : key.slice(0, 40);
    if (!('value' in desc)) return `${where}: not plain data`;
    if (desc.value === undefined) continue;
    if (!own(parsed, key)) return `${where}: a field the game does not know`;
    const p = extraField(desc.value, (parsed as Record<string, unknown>)[key], where, depth + 1);
    if (p) return p;
  }
  return null;
}

/** Whether `v` is plain data frozen all the way down (so what was checked of it once stays true). */
function deepFrozen(v: unknown, depth = 0): boolean {
  if (v === null || typeof v !== 'object') return true;
  if (depth > MAX_DEPTH || !Object.isFrozen(v)) return false;
  for (const x of Object.values(v)) if (!deepFrozen(x, depth + 1)) return false;
  return true;
}

/**
 * The action objects each schema has passed that are frozen all the way down:
 * such an object cannot change, so it is not read again (a game that lists the
 * same frozen actions every time pays the schema once per action, not once per move).
 */
const passed = new WeakMap<z.ZodType, WeakSet<object>>();

/** The frozen actions `schema` has passed (made on first use). */
function passedBy(schema: z.ZodType): WeakSet<object> {
  let set = passed.get(schema);
  if (!set) {
    set = new WeakSet();
    passed.set(schema, set);
  }
  return set;
}

/** Whether `action` is exactly an action of `schema`: what it reads, nothing more. */
export function checkAction(schema: z.ZodType, action: unknown): ActionCheck {
  return checkWith(schema, passedBy(schema), action);
}

/** `checkAction` with the schema's set of passed actions at hand (the boundary looks it up once per game). */
function checkWith(schema: z.ZodType, seen: WeakSet<object>, action: unknown): ActionCheck {
  if (action !== null && typeof action === 'object' && seen.has(action)) return OK;
  const type: unknown = action !== null && typeof action === 'object' && !Array.isArray(action) ? (action as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return { ok: false, code: 'unknown-action', message: `unknown action type ${typeName(type)}` };
  const parsed = schema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.map(String).join('.').slice(0, 60);
    // The discriminator matched none of the game's action types.
    if (where === 'type' || (where === '' && issue.code === 'invalid_union')) return { ok: false, code: 'unknown-action', message: `unknown action type ${typeName(type)}` };
    return { ok: false, code: 'bad-action', message: `this ${typeName(type)} is malformed: ${where || '(action)'}: ${issue.message.replace(/\s+/g, ' ').slice(0, 160)}` };
  }
  const extra = extraField(action, parsed.data);
  if (extra) return { ok: false, code: 'unknown-field', message: `this ${typeName(type)} is refused: ${extra}` };
  if (deepFrozen(action)) seen.add(action as object);
  return OK;
}

/** Whether `seat` can name a seat at all (a whole number from 0); whether it may act is the game's `actors`. */
export function seatProblem(seat: unknown): string | null {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return `a seat is a whole number from 0, not ${valueWord(seat)}`;
  return null;
}

/** What the guard needs of a game (its methods take its own states and actions). */
interface Loose {
  readonly actionSchema: z.ZodType;
  actors(state: unknown): readonly Seat[];
  isActor?(state: unknown, seat: Seat): boolean;
  apply(state: unknown, seat: Seat, action: unknown): ApplyResult<unknown, unknown>;
}

/** `apply` behind the boundary's checks (see the top of this file). */
function guardedApply(rules: Loose): Loose['apply'] {
  const inner = rules.apply.bind(rules);
  const isActor = rules.isActor?.bind(rules);
  const seen = passedBy(rules.actionSchema);
  return (state, seat, action) => {
    const bad = seatProblem(seat);
    if (bad) return reject('bad-seat', bad);
    const check = checkWith(rules.actionSchema, seen, action);
    if (!check.ok) return reject(check.code, check.message);
    // A seat that may act means the game is not over: the list of actors is built only to say why a seat may not.
    if (isActor?.(state, seat) === true) return inner(state, seat, action);
    const actors = rules.actors(state);
    if (actors.length === 0) return reject('game-over', 'the game is over: no action is taken after the end');
    if (!actors.includes(seat)) return reject('not-your-turn', `seat ${seat} may not act now`);
    return inner(state, seat, action);
  };
}

/** The same game with its `apply` behind the boundary (what the registry lists). */
export function guarded<T extends GameRules<unknown, unknown, { readonly type: string }, { readonly type: string }, unknown>>(game: T): T {
  return { ...game, apply: guardedApply(game as unknown as Loose) };
}
