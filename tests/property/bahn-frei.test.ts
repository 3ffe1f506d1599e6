/** Bahn Frei invariants on random games (random and team bots, every table size and variant). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { germanyMap, stationAt, stepTargets } from '../../src/rail';
import { bahnFreiGame as game, card, CARS, isExpress, maxActionsFor, type BahnConfig, type BahnEvent, type BahnState } from '../../src/rules/bahn-frei';

const map = germanyMap();

interface Run {
  readonly states: BahnState[];
  readonly events: BahnEvent[][];
}

function play(seats: number, trains: number, config: BahnConfig, seed: number, kind: 'random' | 'heuristic'): Run {
  const setups = Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, kind, ...(seats === 1 ? { tokens: trains } : {}) }));
  let s = game.setup(map, config, setups, seed);
  const bots = setups.map((_, i) => game.bots[kind]!(seed * 13 + i));
  const states = [s];
  const events: BahnEvent[][] = [];
  const bound = maxActionsFor(trains, 83);
  for (let k = 0; k < bound && game.actors(s).length > 0; k++) {
    const actors = game.actors(s);
    const seat = actors[(seed + k) % actors.length]!;
    const r = game.apply(s, seat, bots[seat]!.choose(s, seat, game.legalActions(s, seat)));
    if (!r.ok) throw new Error(`rejected: ${r.code}`);
    s = r.state;
    states.push(s);
    events.push([...r.events]);
  }
  return { states, events };
}

function checkState(s: BahnState): void {
  // Every passenger in exactly one place: the pile holds exactly those marked as in it, once each.
  const ids = s.passengers.map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...s.pile].sort()).toEqual(s.passengers.filter((p) => p.where.at === 'pile').map((p) => p.id).sort());
  const parts = new Set(s.parts.map((p) => p.id));
  for (const p of s.passengers) {
    if (p.where.at === 'aboard') {
      expect(parts.has(p.where.part), `${p.id} aboard a part that is not on the board`).toBe(true);
      expect(p.where.car).toBeGreaterThanOrEqual(1);
      expect(p.where.car).toBeLessThanOrEqual(CARS);
    }
    if (p.where.at === 'waiting') expect(p.where.station).toBe(card(p.id).from);
  }
  // Travelling alone means alone.
  for (const part of s.parts) {
    const on = s.passengers.filter((p) => p.where.at === 'aboard' && p.where.part === part.id);
    if (on.some((p) => card(p.id).kind === 'alone')) expect(on.length).toBe(1);
    expect(part.left).toBeGreaterThanOrEqual(0);
  }
  expect(s.vouchers).toBeGreaterThanOrEqual(0);
  expect(s.vouchers).toBeLessThanOrEqual(s.maxVouchers);
  expect(s.round).toBeGreaterThanOrEqual(1);
  expect(s.round).toBeLessThanOrEqual(15);
  expect(s.played).toBeLessThanOrEqual(16);
}

function checkRun(run: Run): void {
  let points = 0;
  let cashed = 0;
  run.states.forEach((s) => checkState(s));
  run.events.forEach((evs, i) => {
    const before = run.states[i]!;
    for (const e of evs) {
      if (e.type === 'Complaint') points += e.points;
      if (e.type === 'Cashed') cashed += 1;
      if (e.type === 'Moved') {
        // Trains move only along the routes, one counted step at a time, within their range.
        const part = before.parts.find((p) => p.id === e.part)!;
        expect(part.left).toBeGreaterThan(0);
        expect(stepTargets(map, e.from, { express: isExpress(before, part), closed: { stations: before.closedStations, routes: before.closedRoutes } })).toContain(e.to);
      }
      if (e.type === 'Alighted') expect(stationAt(map, before.parts.find((p) => p.id === e.part)!.space)).toBe(card(e.passenger).to);
      if (e.type === 'Boarded') expect(stationAt(map, before.parts.find((p) => p.id === e.part)!.space)).toBe(card(e.passenger).from);
      // The meter shows every complaint, less the cashed circles, whenever a round ends.
      if (e.type === 'RoundEnded' || e.type === 'GameOver') expect(run.states[i + 1]!.complaints).toBe(points - cashed);
    }
  });
  const last = run.states.at(-1)!;
  expect(game.actors(last)).toEqual([]);
  const r = game.result(last);
  expect(r).toMatchObject({ kind: 'team', score: last.complaints });
  if (r?.kind === 'team') {
    expect(r.won).toBe(last.complaints <= 7);
    // Lost early only with 8 complaints; otherwise the game ran to the end of round 15.
    if (last.complaints < 8) expect(last.round).toBe(15);
  }
}

const table = fc.record({
  seats: fc.integer({ min: 1, max: 4 }),
  solo: fc.integer({ min: 2, max: 4 }),
  plates: fc.constantFrom('beginner' as const, 'frequent' as const),
  specialPassengers: fc.boolean(),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe('Bahn Frei on random games', () => {
  it('random play keeps every invariant and ends by round 15 or at 8 complaints', () => {
    fc.assert(
      fc.property(table, (t) => {
        const trains = t.seats === 1 ? t.solo : t.seats;
        checkRun(play(t.seats, trains, { plates: t.plates, specialPassengers: t.specialPassengers }, t.seed, 'random'));
      }),
      { numRuns: 25 },
    );
  });

  it('the team bot keeps every invariant too, the same way from the same seed', () => {
    fc.assert(
      fc.property(table, (t) => {
        const trains = t.seats === 1 ? t.solo : t.seats;
        const config = { plates: t.plates, specialPassengers: t.specialPassengers };
        const run = play(t.seats, trains, config, t.seed, 'heuristic');
        checkRun(run);
        const again = play(t.seats, trains, config, t.seed, 'heuristic');
        expect(game.hashable(again.states.at(-1)!)).toEqual(game.hashable(run.states.at(-1)!));
      }),
      { numRuns: 10 },
    );
  });

  it('is lost once, at the eighth complaint, even when a delay moves several passengers out at once', () => {
    // Found by the property above: a delayed train put two passengers out of car 1 in one action.
    const run = play(1, 2, { plates: 'frequent', specialPassengers: false }, 9, 'heuristic');
    const overs = run.events.flat().filter((e) => e.type === 'GameOver');
    expect(overs).toEqual([{ type: 'GameOver', won: false, complaints: 8 }]);
    expect(run.states.at(-1)!.complaints).toBe(8);
    checkRun(run);
  });

  it('apply never changes the state it is given', () => {
    fc.assert(
      fc.property(table, (t) => {
        const trains = t.seats === 1 ? t.solo : t.seats;
        const run = play(t.seats, trains, { plates: t.plates }, t.seed, 'random');
        const pick = run.states[Math.floor(run.states.length / 2)]!;
        const before = JSON.stringify(game.hashable(pick));
        for (const seat of game.actors(pick)) for (const a of game.legalActions(pick, seat)) game.apply(pick, seat, a);
        expect(JSON.stringify(game.hashable(pick))).toBe(before);
      }),
      { numRuns: 10 },
    );
  });
});
