/** Building Bahn Frei positions for rule tests: set up, place trains, then shape the plain state. */
import { expect } from 'vitest';
import { germanyMap, stationSpace } from '../../../src/rail';
import { bahnFreiGame, EVENT_CARDS, type BahnAction, type BahnConfig, type BahnEvent, type BahnState, type Effect, type Passenger } from '../../../src/rules/bahn-frei';

export const game = bahnFreiGame;
export const map = germanyMap();

export function sp(id: string): number {
  const s = stationSpace(map, id);
  if (s === undefined) throw new Error(`no station ${id}`);
  return s;
}

export function seats(n: number, tokens?: number) {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human', ...(tokens !== undefined ? { tokens } : {}) }));
}

/** Applies a listed action; fails the test when it is not accepted. */
export function act(s: BahnState, seat: number, a: BahnAction): { state: BahnState; events: readonly BahnEvent[] } {
  const r = game.apply(s, seat, a);
  if (!r.ok) expect.fail(`${JSON.stringify(a)} by seat ${seat} rejected: ${r.code} ${r.message}`);
  return { state: r.state, events: r.events };
}

/** A new game with every train placed (train i on `at[i]`), now in round 1's briefing or a decision. */
export function started(n: number, at: readonly string[], config: BahnConfig = {}, seed = 1, tokens?: number): BahnState {
  let s = game.setup(map, config, seats(n, tokens), seed);
  s.trains.forEach((t, i) => {
    s = act(s, t.driver, { type: 'place', train: t.colour, station: at[i]! }).state;
  });
  return s;
}

/** The card number of an event by its effect. */
export function cardOf(effect: Effect): number {
  return EVENT_CARDS.find((e) => e.effect === effect)!.card;
}

/** Passengers put on the board or trains for a test (the rest stay in the pile). */
export function withPassengers(s: BahnState, placed: Record<string, Passenger['where']>, vouchers: Record<string, number> = {}): BahnState {
  return {
    ...s,
    passengers: s.passengers.map((p) => (p.id in placed ? { ...p, where: placed[p.id]!, vouchers: vouchers[p.id] ?? 0, rode: placed[p.id]!.at === 'aboard' ? [(placed[p.id] as { part: string }).part] : [] } : { ...p, where: { at: 'pile' } })),
    pile: s.passengers.map((p) => p.id).filter((id) => !(id in placed)),
  };
}

/** Straight into round `round`'s rail operations (no waiting passengers unless given, no event). */
export function operations(s: BahnState, patch: Partial<BahnState> = {}): BahnState {
  return { ...s, phase: 'operations', stage: 'operations', pending: [], done: s.done.map(() => false), ...patch };
}

/**
 * The next round drawn with `effect` on top of the event pile: from a state in
 * rail operations, the round ends (time up) and round `round` starts.
 */
export function nextRoundWith(s: BahnState, effect: Effect | null, round: number, patch: Partial<BahnState> = {}): { state: BahnState; events: readonly BahnEvent[] } {
  const before = operations(s, { round: round - 1, eventPile: effect ? [cardOf(effect), ...s.eventPile.filter((c) => c !== cardOf(effect))] : s.eventPile, ...patch });
  return act(before, game.actors(before)[0]!, { type: 'time-up' });
}

export function listed(s: BahnState, seat: number): BahnAction[] {
  return [...game.legalActions(s, seat)];
}

export function partSpace(s: BahnState, id: string): number {
  return s.parts.find((p) => p.id === id)!.space;
}

export function where(s: BahnState, id: string): Passenger['where'] {
  return s.passengers.find((p) => p.id === id)!.where;
}
