/**
 * The actions the engine lists, as interned frozen objects (see `Acts`). Rulebook: none of its own; every phase
 * lists its actions through these.
 */
import type { BahnAction } from './types';


/**
 * The actions the engine lists, made once each and frozen (an action is plain data: the same move is the same
 * object in every state and game). A listed object is what `isListed` knows again; frozen, nobody can widen it.
 */
export type Of<T extends BahnAction['type']> = Extract<BahnAction, { type: T }>;
function row<A>(m: Map<string, Map<string, A>>, k: string): Map<string, A> {
  let r = m.get(k);
  if (r === undefined) m.set(k, (r = new Map<string, A>()));
  return r;
}
export const START: Of<'start'> = Object.freeze({ type: 'start' });
export const DONE: Of<'done'> = Object.freeze({ type: 'done' });
export const TIME_UP: Of<'time-up'> = Object.freeze({ type: 'time-up' });
const picks = new Map<string, Of<'pick'>>();
const chooses = new Map<string, Of<'choose'>>();
const pickTrains = new Map<string, Of<'pick-train'>>();
const sips = new Map<string, Of<'sip'>>();
const steps = new Map<string, Of<'step'>[]>();
const places = new Map<string, Map<string, Of<'place'>>>();
const alights = new Map<string, Map<string, Of<'alight'>>>();
const boards = new Map<string, Map<string, Of<'board'>>>();
const transfers = new Map<string, Map<string, Of<'transfer'>>>();

export const Acts = {
  pick(passenger: string): Of<'pick'> {
    let a = picks.get(passenger);
    if (a === undefined) picks.set(passenger, (a = Object.freeze({ type: 'pick', passenger })));
    return a;
  },
  choose(option: string): Of<'choose'> {
    let a = chooses.get(option);
    if (a === undefined) chooses.set(option, (a = Object.freeze({ type: 'choose', option })));
    return a;
  },
  pickTrain(train: string): Of<'pick-train'> {
    let a = pickTrains.get(train);
    if (a === undefined) pickTrains.set(train, (a = Object.freeze({ type: 'pick-train', train })));
    return a;
  },
  sip(part: string): Of<'sip'> {
    let a = sips.get(part);
    if (a === undefined) sips.set(part, (a = Object.freeze({ type: 'sip', part })));
    return a;
  },
  step(part: string, to: number): Of<'step'> {
    let r = steps.get(part);
    if (r === undefined) steps.set(part, (r = []));
    return (r[to] ??= Object.freeze({ type: 'step', part, to }));
  },
  place(train: string, station: string): Of<'place'> {
    const r = row(places, train);
    let a = r.get(station);
    if (a === undefined) r.set(station, (a = Object.freeze({ type: 'place', train, station })));
    return a;
  },
  alight(part: string, passenger: string): Of<'alight'> {
    const r = row(alights, part);
    let a = r.get(passenger);
    if (a === undefined) r.set(passenger, (a = Object.freeze({ type: 'alight', part, passenger })));
    return a;
  },
  board(part: string, passenger: string): Of<'board'> {
    const r = row(boards, part);
    let a = r.get(passenger);
    if (a === undefined) r.set(passenger, (a = Object.freeze({ type: 'board', part, passenger })));
    return a;
  },
  transfer(passenger: string, to: string): Of<'transfer'> {
    const r = row(transfers, passenger);
    let a = r.get(to);
    if (a === undefined) r.set(to, (a = Object.freeze({ type: 'transfer', passenger, to })));
    return a;
  },
};

export function pick(ids: readonly string[]): BahnAction[] {
  const out: BahnAction[] = [];
  for (const id of ids) out.push(Acts.pick(id));
  return out;
}

export function choose(...options: string[]): BahnAction[] {
  const out: BahnAction[] = [];
  for (const o of options) out.push(Acts.choose(o));
  return out;
}
