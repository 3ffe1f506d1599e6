/**
 * The dice placed in the dice boxes (rulebook: "The Dice" — "you decide if
 * you want to use the number that is face up on the die, or the number on the
 * bottom"; "Acceleration" — what each die reads turned over; "Game Play" —
 * "FIRST PLACE THE DICE, THEN MOVE THE CAR"; "Shifting Gears" — "If this is
 * not possible, you must choose the lower die number (of the two sides) to
 * use"): every plan of a roll and those a player may choose, kept across
 * turns by what they depend on.
 */
import { DICE, DIE_NAMES, dieReading, type DieName } from './data';
import { carOf } from './draft';
import { NEARBY_STEPS, nearbyCars } from './nearby';
import { Recent } from './recent';
import { bestUnusableKey, drivesAllStraight, drivesStraight, newPlanner, planInfo, straightRun, type PlanInfo, type Planner } from './search';
import { ctxKey, ctxOf, dieCode, dutiesOf, envOf, type MoveEnv } from './steps';
import type { MssAction, MssState, PlacedDie, Side, Turn } from './types';

/** A die placed in a dice box with `face` on top, read from `side`. */
export function placed(die: DieName, face: number, side: Side): PlacedDie {
  const value = dieReading(DICE[die], face, side);
  const other = dieReading(DICE[die], face, side === 'top' ? 'bottom' : 'top');
  return { die, side, value, low: value <= other };
}

/** The dice of a roll as placed plans: every order and reading, one per distinct sequence of numbers. */
function plans(state: MssState, turn: Turn): { action: MssAction; plan: PlacedDie[] }[] {
  const rolled = (Object.keys(turn.roll) as DieName[]).sort();
  const perms: DieName[][] = [];
  const permute = (left: DieName[], acc: DieName[]) => {
    if (left.length === 0) perms.push(acc);
    left.forEach((d, i) => permute([...left.slice(0, i), ...left.slice(i + 1)], [...acc, d]));
  };
  permute(rolled, []);
  const out: { action: MssAction; plan: PlacedDie[] }[] = [];
  const seen = new Set<string>();
  for (const perm of perms) {
    for (let mask = 0; mask < 1 << perm.length; mask++) {
      const plan = perm.map((die, i) => placed(die, turn.roll[die]!, mask & (1 << i) ? 'bottom' : 'top'));
      const key = plan.map((d) => `${d.value}${d.low ? 'l' : 'h'}`).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ action: { type: 'order', dice: plan.map((d) => ({ die: d.die, side: d.side })) }, plan });
    }
  }
  return out;
}

/**
 * The placed plans a player may choose: every one, except that a die read
 * high must be read low when the high number cannot be driven and the low
 * one loses fewer points ("you must choose the lower die number").
 */
const plannerCache = new Recent<MssState, Planner>(4);

/** A plan the player may choose: the order action, its dice, and what the searches read of them. */
export interface ListedPlan {
  readonly action: MssAction;
  readonly plan: PlacedDie[];
  readonly info: PlanInfo;
}

const plansCache = new Recent<MssState, ListedPlan[]>(4);

/** The shared search results of the car on turn in this state (its searches repeat across plans, bots and previews). */
export function plannerOf(state: MssState): Planner {
  let p = plannerCache.get(state);
  if (!p) {
    p = sharedPlanner(state);
    plannerCache.set(state, p);
  }
  return p;
}

/**
 * The searches read the board, the other cars' spaces, the car's pit duty and
 * line offset and two options, nothing else (see `envOf`), so the states of
 * one turn (the order, then each die) share one planner. Another turn gets a
 * new one: the same key seldom comes back once other cars have moved, and the
 * memo tables hold one planner's results at a time anyway.
 */
/** The planner found last and the state it was found for (a turn's states mostly differ only in the car on turn, so they share it). */
let lastShared: { readonly state: MssState; readonly planner: Planner } | null = null;

/** Whether the searches of car `id` read the same in `a` as in `b`: the board, the options, its pit duty and line offset, where the other cars on the track stand. */
function sameKey(a: MssState, b: MssState, id: number): boolean {
  if (a.graph !== b.graph || a.config !== b.config || a.cars.length !== b.cars.length) return false;
  const x = a.cars[id]!;
  const y = b.cars[id]!;
  if (x.mustPit !== y.mustPit || x.crossOffset !== y.crossOffset) return false;
  for (let i = 0; i < a.cars.length; i++) {
    if (i === id) continue;
    const c = a.cars[i]!;
    const d = b.cars[i]!;
    if (c === d) continue;
    const cOn = c.status === 'racing' && !c.off;
    const dOn = d.status === 'racing' && !d.off;
    if (cOn !== dOn || (cOn && c.space !== d.space)) return false;
  }
  return true;
}

function sharedPlanner(state: MssState): Planner {
  const turn = state.turn;
  if (!turn) return newPlanner();
  const last = lastShared;
  if (last && last.state.turn?.car === turn.car && sameKey(last.state, state, turn.car)) {
    lastShared = { state, planner: last.planner };
    return last.planner;
  }
  const p = newPlanner();
  lastShared = { state, planner: p };
  return p;
}

export function legalPlans(state: MssState, turn: Turn): ListedPlan[] {
  const hit = plansCache.get(state);
  if (hit && state.turn === turn) return hit;
  const out = computePlans(state, turn);
  if (state.turn === turn) plansCache.set(state, out);
  return out;
}

/** A placed plan of a roll, with what the "read it low" rule compares (all fixed by the roll alone). */
interface RollPlan {
  readonly action: MssAction;
  readonly plan: PlacedDie[];
  /** The indices (in the roll's list) of the same plan with some of its high readings turned low (every non-empty choice of them that is listed). */
  readonly lowered: readonly number[];
  readonly info: PlanInfo;
}

/**
 * A roll's plans depend on the faces rolled only, so they are worked out once
 * per roll (a few hundred rolls at most), by the faces as one number; beside
 * them what the table of legal plans keys on. A die's face and the face
 * opposite it give the same two readings, and the two white dice are alike,
 * so rolls of the same pairs of readings have the same plans as sequences of
 * numbers read high or low, only named by other dice and sides: their `class`
 * is one, and `canon` numbers each plan by its sequence (its place among the
 * sorted sequences of the class), so one entry of the table serves them all.
 */
interface RollEntry {
  readonly all: readonly RollPlan[];
  readonly rollKey: number;
  readonly classKey: number;
  readonly canon: Uint8Array;
  /** The most steps the dice can drive: each die's higher reading. */
  readonly steps: number;
  /** Every die code (`dieCode`) the roll's plans read, each once. */
  readonly codes: readonly number[];
}

const rollEntries = new Array<RollEntry | null>(512).fill(null);

/** The placed dice of each listed order action (so applying it reuses them). */
export const planOfAction = new WeakMap<MssAction, PlacedDie[]>();

function rollEntryOf(state: MssState, turn: Turn): RollEntry {
  let rollKey = 0;
  for (const d of DIE_NAMES) rollKey = rollKey * 8 + (turn.roll[d] ?? 7);
  const hit = rollEntries[rollKey];
  if (hit) return hit;
  const all = rollPlans(state, turn);
  const seqOf = (plan: readonly PlacedDie[]) => plan.map((d) => `${d.value}${d.low ? 'l' : 'h'}`).join(',');
  const sorted = all.map((p) => seqOf(p.plan)).sort();
  const canon = Uint8Array.from(all, (p) => sorted.indexOf(seqOf(p.plan)));
  // A die's pair of readings as a number 1–3 (0: not rolled); the whites' two in order.
  const pair = (d: DieName) => {
    const face = turn.roll[d];
    if (face === undefined) return 0;
    const x = dieReading(DICE[d], face, 'top');
    const y = dieReading(DICE[d], face, 'bottom');
    return d === 'red' ? x + y - 2 : Math.min(x, y);
  };
  const w1 = pair('white1');
  const w2 = pair('white2');
  const classKey = pair('red') * 64 + Math.min(w1, w2) * 8 + Math.max(w1, w2);
  let steps = 0;
  for (const d of DIE_NAMES) {
    const face = turn.roll[d];
    if (face !== undefined) steps += Math.max(dieReading(DICE[d], face, 'top'), dieReading(DICE[d], face, 'bottom'));
  }
  const codes = [...new Set(all.flatMap((p) => p.plan.map((d) => dieCode(d.value, d.low))))];
  const entry: RollEntry = { all, rollKey, classKey, canon, steps, codes };
  rollEntries[rollKey] = entry;
  return entry;
}

function rollPlans(state: MssState, turn: Turn): readonly RollPlan[] {
  // A lowered plan is found by its sequence of numbers (read high or low): the roll lists one plan per sequence, so another order of the dice giving the same numbers stands for it.
  const keyOf = (plan: readonly PlacedDie[]) => plan.map((d) => `${d.value}${d.low ? 'l' : 'h'}`).join(',');
  const all = plans(state, turn);
  const index = new Map(all.map((p, i) => [keyOf(p.plan), i]));
  return all.map((p): RollPlan => {
    const high = p.plan.map((d, i) => (d.low ? -1 : i)).filter((i) => i >= 0);
    const lowered: number[] = [];
    for (let mask = 1; mask < 1 << high.length; mask++) {
      const plan = p.plan.map((d, i) => {
        const j = high.indexOf(i);
        if (j < 0 || !(mask & (1 << j))) return d;
        const face = turn.roll[d.die]!;
        const side: Side = d.side === 'top' ? 'bottom' : 'top';
        return { ...d, side, value: dieReading(DICE[d.die], face, side), low: true };
      });
      const at = index.get(keyOf(plan));
      if (at !== undefined) lowered.push(at);
    }
    Object.freeze(p.plan);
    // Frozen all the way down, as every listed action: the boundary reads each such object once.
    if (p.action.type === 'order') {
      for (const d of p.action.dice) Object.freeze(d);
      Object.freeze(p.action.dice);
    }
    planOfAction.set(p.action, p.plan);
    return Object.freeze({ action: Object.freeze(p.action), plan: p.plan, lowered, info: planInfo(p.plan) });
  });
}

/** The points each plan of a roll loses at best, worked out only when the rule asks (NaN: not yet); a roll has at most 48 plans. */
let costs = new Float64Array(48);

/**
 * The legal plans of a roll depend on the car's place, its duties, the
 * roll's pairs of readings (its class, see `RollEntry`) and the cars on the
 * spaces its dice can read (see `nearbyOf`), so they are kept across turns
 * and races in a direct-mapped table by those (exact key), as bits by the
 * plans' sequences of numbers; a replaced entry is worked out again.
 */
const PLAN_BITS = 17;

const PLAN_SLOTS = 1 << PLAN_BITS;

const PLAN_MAX = 48;

/**
 * One record of five numbers per slot (a look-up reads one cache line, not
 * five tables): the board's number (0: empty), the two words of the key, and
 * the legal plans as bit `canon` of two words (plans 0–23, 24–47 of the class).
 */
const PLAN_STRIDE = 5;

const planTable = new Float64Array(PLAN_SLOTS * PLAN_STRIDE);

/**
 * A bot's choice among the legal plans, for each of four settings of the bot
 * (the roll's plan index + 1; 0: not yet chosen), kept in a table of its own
 * by the key of the plans' table but with the roll itself in place of its
 * pairs of readings: the bot chooses among the plans in the order of the
 * roll, so rolls of one class may choose differently.
 */
const CHOICES = 4;

const CHOICE_BITS = 16;

const CHOICE_SLOTS = 1 << CHOICE_BITS;

/** The key of each slot's choices, one record of three numbers per slot: the board's number (0: empty) and the two words of the key. */
const choiceKeys = new Float64Array(CHOICE_SLOTS * 3);

const choices = new Uint8Array(CHOICE_SLOTS * CHOICES);

/** The list made last, its roll's plans and the key of its choices (a bot asks about the list it was just given). */
let lastList: ListedPlan[] | null = null;

let lastAll: readonly RollPlan[] = [];

let lastSlot = -1;

let lastA = 0;

let lastB = 0;

let lastBoard = 0;

/** The slot of the choices for the list made last if it is `list` and they are still in the table (-1 if not); with `claim`, the slot made theirs. */
function choiceSlotOf(list: readonly ListedPlan[], claim: boolean): number {
  if (list !== lastList || lastSlot < 0) return -1;
  const slot = lastSlot;
  const at = slot * 3;
  if (choiceKeys[at] === lastBoard && choiceKeys[at + 1] === lastA && choiceKeys[at + 2] === lastB) return slot;
  if (!claim) return -1;
  choiceKeys[at] = lastBoard;
  choiceKeys[at + 1] = lastA;
  choiceKeys[at + 2] = lastB;
  choices.fill(0, slot * CHOICES, slot * CHOICES + CHOICES);
  return slot;
}

/**
 * A bot's choice among the legal plans `list`, kept for `setting` (0–3: what
 * of the car beside the key the bot reads) when the same key came before; or null.
 */
export function keptChoice(list: readonly ListedPlan[], setting: number): ListedPlan | null {
  if (setting < 0 || setting >= CHOICES) return null;
  const slot = choiceSlotOf(list, false);
  if (slot < 0) return null;
  const c = choices[slot * CHOICES + setting]!;
  return c > 0 ? lastAll[c - 1]! : null;
}

/** Keeps a bot's choice `plan` (one of `list`) for `setting`. */
export function keepChoice(list: readonly ListedPlan[], setting: number, plan: ListedPlan): void {
  if (setting < 0 || setting >= CHOICES) return;
  const slot = choiceSlotOf(list, true);
  if (slot < 0) return;
  const at = lastAll.indexOf(plan as RollPlan);
  if (at >= 0 && at < 255) choices[slot * CHOICES + setting] = at + 1;
}

/** Where the choices of this key go: the key of the plans' table with the roll itself. */
function remember(list: ListedPlan[], all: readonly RollPlan[], k: number, rollKey: number, duties: number, sig: number, board: number): void {
  const a = (k * 512 + rollKey) * 8192 + duties;
  lastList = list;
  lastAll = all;
  if (a > Number.MAX_SAFE_INTEGER) {
    lastSlot = -1;
    return;
  }
  lastSlot = Math.imul(Math.imul((a | 0) ^ ((a / 4294967296) | 0), 0x9e3779b1) ^ (sig | 0) ^ ((sig / 4294967296) | 0), 0x85ebca6b) >>> (32 - CHOICE_BITS);
  lastA = a;
  lastB = sig;
  lastBoard = board;
}

function computePlans(state: MssState, turn: Turn): ListedPlan[] {
  const car = carOf(state, turn.car);
  const env = envOf(state, car);
  const k = ctxKey(ctxOf(car));
  const roll = rollEntryOf(state, turn);
  const all = roll.all;
  const steps = roll.steps;
  const nb = env.nearby;
  const sig = steps >= 1 && steps <= NEARBY_STEPS ? nearbyCars(nb, env.t, env.count, car.space, steps) : -1;
  const duties = dutiesOf(env);
  const a = (k * 512 + roll.classKey) * 8192 + duties;
  if (sig < 0 || duties < 0 || a > Number.MAX_SAFE_INTEGER || all.length > PLAN_MAX) {
    lastSlot = -1;
    lastList = null;
    return searchPlans(state, turn, env, k, roll);
  }
  const slot = Math.imul(Math.imul((a | 0) ^ ((a / 4294967296) | 0), 0x9e3779b1) ^ (sig | 0) ^ ((sig / 4294967296) | 0), 0x85ebca6b) >>> (32 - PLAN_BITS);
  const canon = roll.canon;
  const at = slot * PLAN_STRIDE;
  if (planTable[at] === nb.id && planTable[at + 1] === a && planTable[at + 2] === sig) {
    const low = planTable[at + 3]!;
    const high = planTable[at + 4]!;
    const out: ListedPlan[] = [];
    for (let i = 0; i < all.length; i++) {
      const c = canon[i]!;
      if ((c < 24 ? low >>> c : high >>> (c - 24)) & 1) out.push(all[i]!);
    }
    remember(out, all, k, roll.rollKey, duties, sig, nb.id);
    return out;
  }
  const out = searchPlans(state, turn, env, k, roll);
  let low = 0;
  let high = 0;
  for (let i = 0, j = 0; i < all.length && j < out.length; i++) {
    if (all[i] !== out[j]) continue;
    j++;
    const c = canon[i]!;
    if (c < 24) low |= 1 << c;
    else high |= 1 << (c - 24);
  }
  planTable[at] = nb.id;
  planTable[at + 1] = a;
  planTable[at + 2] = sig;
  planTable[at + 3] = low;
  planTable[at + 4] = high;
  remember(out, all, k, roll.rollKey, duties, sig, nb.id);
  return out;
}

/** The legal plans of a roll worked out: each plan but those the "read it low" rule forbids. */
function searchPlans(state: MssState, turn: Turn, env: MoveEnv, k: number, roll: RollEntry): ListedPlan[] {
  const all = roll.all;
  straightRun(env, k);
  // Every die read either way drives its steps straight on anywhere within the roll's most steps: every plan does, and loses nothing.
  if (drivesAllStraight(roll.codes, roll.steps)) return all.slice();
  const planner = plannerOf(state);
  if (costs.length < all.length) costs = new Float64Array(all.length);
  costs.fill(NaN, 0, all.length);
  const out: ListedPlan[] = [];
  for (let i = 0; i < all.length; i++) {
    const p = all[i]!;
    // A plan read all low (nothing to lower) is always a choice; one that loses nothing too.
    if (p.lowered.length > 0) {
      const own = costAt(env, k, all, planner, i);
      let lower = false;
      if (own !== 0) for (let m = 0; m < p.lowered.length && !lower; m++) lower = costAt(env, k, all, planner, p.lowered[m]!) < own;
      if (lower) continue;
    }
    out.push(p);
  }
  return out;
}

function costAt(env: MoveEnv, k: number, all: readonly RollPlan[], planner: Planner, i: number): number {
  let c = costs[i]!;
  if (Number.isNaN(c)) {
    const info = all[i]!.info;
    c = drivesStraight(info) ? 0 : bestUnusableKey(env, k, info, 0, planner);
    costs[i] = c;
  }
  return c;
}
