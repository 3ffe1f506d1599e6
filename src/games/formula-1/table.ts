/**
 * What Formuła 1's objects on the table show, as plain data (the components in
 * TableObjects.tsx only draw it): per car its speedometer (the pointer at the
 * car's speed) and its pile of tyre tokens in stacks of five; the die throws of
 * the move shown, in order, each with its result in words; the cars serviced
 * in the pit this move (their piles topped up to 30). Read from the state and
 * the core's events, never re-derived.
 */
import { carName, PIT_TYRES, SPEED_STEP, TOP_SPEED, type Formula1Event, type Formula1State } from '../../rules/formula-1';
import { ordinal } from '../../ui/words';

/** Tokens in one stack of the tyre pile (a stack of five is read at a glance). */
export const TYRES_PER_STACK = 5;

/** The die on the table: a standard die, 1–6, opposite sides adding up to 7 (the cube's sides +x, −x, +y, −y, +z, −z). */
export const F1_DIE_SIDES = [1, 6, 2, 5, 3, 4] as const;

export interface CarInstrument {
  readonly car: number;
  readonly token: string;
  readonly name: string;
  readonly speed: number;
  readonly tyres: number;
  /** The pile as stacks, left to right: five each, the rest in the last. */
  readonly stacks: readonly number[];
  /** The line printed on the car's plate: "Anna · 27 tyres". */
  readonly plate: string;
  /** A short line under it when the car is not simply racing ("In the pit service", "Beside the track", "Finished 2nd"). */
  readonly status: string | null;
}

export interface ThrowShown {
  readonly car: number;
  readonly space: number;
  /** The face the die lands on (1–6). */
  readonly die: number;
  /** The result in words, beside the die: "1 — one tyre lost". */
  readonly text: string;
}

export interface Formula1Table {
  readonly top: number;
  readonly step: number;
  readonly cars: readonly CarInstrument[];
  readonly throws: readonly ThrowShown[];
  /** Cars whose tyres were topped up in this move (the pile grows to 30). */
  readonly serviced: readonly number[];
}

const COUNT = ['no', 'one', 'two', 'three', 'four', 'five'];

/** The pile of `n` tyre tokens as stacks of five (the last one holding the rest). */
export function tyreStacks(n: number): number[] {
  const out: number[] = [];
  for (let left = Math.max(0, n); left > 0; left -= TYRES_PER_STACK) out.push(Math.min(TYRES_PER_STACK, left));
  return out;
}

/** The result of one safe-speed throw in words: "1 — one tyre lost", "4 — no harm", "6 — off the track". */
export function throwText(die: number, tyresLost: number, off: boolean): string {
  if (off) return die === 6 ? `${die} — off the track` : `${die} — no tyres left: off the track`;
  if (tyresLost > 0) return `${die} — ${COUNT[tyresLost] ?? tyresLost} tyre${tyresLost === 1 ? '' : 's'} lost`;
  return `${die} — no harm`;
}

/** The pointer's angle on the dial: 0 km/h at the left (π), over the top, the top speed at the right (0). */
export function dialAngle(kmh: number, top = TOP_SPEED): number {
  return Math.PI - (Math.min(Math.max(kmh, 0), top) / top) * Math.PI;
}

function statusOf(state: Formula1State, i: number): string | null {
  const c = state.cars[i]!;
  if (c.finished > 0) return `Finished ${ordinal(c.finished)}`;
  if (c.inPit) return 'In the pit service';
  if (c.off) return 'Beside the track';
  return null;
}

export function formula1Table(state: Formula1State, events: readonly { readonly type: string }[]): Formula1Table {
  const cars = state.cars.map((c, i) => ({
    car: i,
    token: `f1-${c.seat}-${c.index}`,
    name: carName(state, i),
    speed: c.speed,
    tyres: c.tyres,
    stacks: tyreStacks(c.tyres),
    plate: `${carName(state, i)} · ${c.tyres} tyre${c.tyres === 1 ? '' : 's'}`,
    status: statusOf(state, i),
  }));
  const throws: ThrowShown[] = [];
  const serviced: number[] = [];
  for (const e of events as readonly Formula1Event[]) {
    if (e.type === 'throw') throws.push({ car: e.car, space: e.space, die: e.die, text: throwText(e.die, e.tyresLost, e.off) });
    else if (e.type === 'service' && e.tyres === PIT_TYRES) serviced.push(e.car);
  }
  return { top: TOP_SPEED, step: SPEED_STEP, cars, throws, serviced };
}
