/**
 * The actions on offer to the car on turn (rulebook: "Game Play" — "Before
 * rolling, you must state how many of the white dice you will roll. The red
 * die must always be rolled", then the dice placed, then each die driven;
 * "Time Penalties" — the move timer; "Final Lap Alternate Rule" — pit in or
 * ride it out with "the red die and ONE white die as a maximum").
 */
import { carOf } from './draft';
import { NEARBY_STEPS, nearbyCars } from './nearby';
import { decisionDue } from './order';
import { diePaths } from './paths';
import { legalPlans } from './plans';
import { Recent } from './recent';
import { ctxKey, ctxOf, ctxOfKey, dieCode, dutiesOf, envOf, type MoveEnv } from './steps';
import type { Car, MssAction, MssState, PlacedDie } from './types';

const legalCache = new Recent<MssState, readonly MssAction[]>(4);

/** The dice actions: the car may state 0 or 1 white dice (cautious), or 0, 1 or 2. The same frozen lists every time: a listed action is legal by what it says. */
const DICE_UP_TO_1: readonly MssAction[] = Object.freeze([Object.freeze({ type: 'dice', white: 0 } as const), Object.freeze({ type: 'dice', white: 1 } as const)]);

const DICE_UP_TO_2: readonly MssAction[] = Object.freeze([...DICE_UP_TO_1, Object.freeze({ type: 'dice', white: 2 } as const)]);

const FINAL_LAP: readonly MssAction[] = Object.freeze([Object.freeze({ type: 'final-lap', pit: true } as const), Object.freeze({ type: 'final-lap', pit: false } as const)]);

const TIME_UP: MssAction = Object.freeze({ type: 'time-up' } as const);

/**
 * The paths a die can drive depend on the car's place, the die, its duties
 * and the cars on the spaces a drive of that many steps can read (the key of
 * `moves.ts`'s table of die ends), so the listed path actions are kept across
 * turns and races in a direct-mapped table by those (exact key), as frozen
 * lists; a replaced entry is simply made again.
 */
const PATH_BITS = 14;

const PATH_SLOTS = 1 << PATH_BITS;

/** The key of each slot, one record of three numbers per slot (one cache line a look-up): the board's number (0: empty) and the two words of the key. */
const pathKeys = new Float64Array(PATH_SLOTS * 3);

const pathLists = new Array<readonly MssAction[] | null>(PATH_SLOTS).fill(null);

function pathActions(state: MssState, car: Car, die: PlacedDie): readonly MssAction[] {
  const env = envOf(state, car);
  const k = ctxKey(ctxOf(car));
  const code = dieCode(die.value, die.low);
  const nb = env.nearby;
  const sig = die.value >= 1 && die.value <= NEARBY_STEPS ? nearbyCars(nb, env.t, env.count, car.space, die.value) : -1;
  const duties = dutiesOf(env);
  const a = (k * 16 + code) * 8192 + duties;
  if (sig < 0 || duties < 0 || code >= 16 || a > Number.MAX_SAFE_INTEGER) return makePaths(env, k, die);
  const slot = Math.imul(Math.imul((a | 0) ^ ((a / 4294967296) | 0), 0x9e3779b1) ^ (sig | 0) ^ ((sig / 4294967296) | 0), 0x85ebca6b) >>> (32 - PATH_BITS);
  const at = slot * 3;
  if (pathKeys[at] === nb.id && pathKeys[at + 1] === a && pathKeys[at + 2] === sig) return pathLists[slot]!;
  const list = makePaths(env, k, die);
  pathKeys[at] = nb.id;
  pathKeys[at + 1] = a;
  pathKeys[at + 2] = sig;
  pathLists[slot] = list;
  return list;
}

/** The path actions of a die: the paths that drive it whole, else the longest ones, each once. */
function makePaths(env: MoveEnv, k: number, die: PlacedDie): readonly MssAction[] {
  const p = diePaths(env, ctxOfKey(k), die);
  const paths = p.full.length > 0 ? p.full : p.partial;
  const out: MssAction[] = [];
  // Two steps from one space to the same space would give one path twice; boards without such steps need no check.
  const seen = env.t.twinSteps ? new Set<string>() : null;
  for (const path of paths) {
    if (seen) {
      const key = path.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
    }
    // Frozen all the way down, as every listed action: the boundary reads each such object once.
    out.push(Object.freeze({ type: 'path', to: Object.freeze(path) }));
  }
  return out;
}

function computeLegal(state: MssState): readonly MssAction[] {
  const turn = state.turn;
  if (state.over || !turn) return [];
  const car = carOf(state, turn.car);
  if (turn.phase === 'final-lap' || decisionDue(state, car)) return FINAL_LAP;
  const timeUp = state.config.timePenalties && !turn.timedOut && turn.phase !== 'dice';
  if (turn.phase === 'dice') return car.cautious ? DICE_UP_TO_1 : DICE_UP_TO_2;
  if (turn.phase === 'order') {
    const out: MssAction[] = [];
    for (const p of legalPlans(state, turn)) out.push(p.action);
    if (timeUp) out.push(TIME_UP);
    return out;
  }
  const paths = pathActions(state, car, turn.plan[turn.die]!);
  return timeUp ? [...paths, TIME_UP] : paths;
}

export function legalActions(state: MssState, seat: number): readonly MssAction[] {
  if (!state.turn || carOf(state, state.turn.car).seat !== seat) return [];
  let hit = legalCache.get(state);
  if (!hit) {
    hit = computeLegal(state);
    legalCache.set(state, hit);
  }
  return hit;
}

/** Whether `action` is one of the very objects the engine listed for this state and seat: legal as it stands, no need to read it again. */
export function isListed(state: MssState, seat: number, action: MssAction): boolean {
  return !state.over && state.turn !== null && carOf(state, state.turn.car).seat === seat && legalCache.get(state)?.includes(action) === true;
}

export function actorsOf(state: MssState): number[] {
  return state.turn && !state.over ? [carOf(state, state.turn.car).seat] : [];
}
