/**
 * The rulebook's worked examples as Bahn Frei positions built directly (tests/fixtures/bahn-frei/positions/, scenario
 * v2 with `start`), each run and checked against what the rulebook says happens there; and positions the rules could
 * never reach, refused in one line naming the conflict.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bahnPositionSchema, type BahnEvent, type BahnPosition, type BahnState } from '../../../src/rules/bahn-frei';
import { runGameScenario } from '../../../src/sim';
import { game, map, seats, sp } from './helpers';

const dir = join(__dirname, '..', '..', 'fixtures', 'bahn-frei', 'positions');

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Record<string, unknown>;
}

function run(name: string): { state: BahnState; events: readonly BahnEvent[]; start: BahnState } {
  const file = fixture(name);
  const r = runGameScenario(file);
  if (!r.ok) throw new Error(`${name}: ${r.error}`);
  // The start is built, not played to: no move leads to it.
  expect(file.position).toBe(0);
  const startOnly = runGameScenario({ ...file, moves: [] });
  if (!startOnly.ok) throw new Error(startOnly.error);
  return { state: r.state as BahnState, events: r.events as BahnEvent[], start: startOnly.state as BahnState };
}

const part = (s: BahnState, id: string) => s.parts.find((p) => p.id === id)!;
const where = (s: BahnState, id: string) => s.passengers.find((p) => p.id === id)!.where;

describe("the rulebook's worked examples, built as positions", () => {
  it('Move Train: from Rostock to Berlin takes 4 spaces on the direct way', () => {
    const { state, start } = run('move-rostock-berlin');
    expect(part(start, 'red').space).toBe(sp('rostock'));
    expect(part(state, 'red').space).toBe(sp('berlin'));
    expect(part(state, 'red').left).toBe(8 - 4);
  });

  it('Passenger Boarding: travel time 3 rounds is put below car 3, travel time 2 below car 2', () => {
    const { state, events } = run('boarding-travel-time');
    expect(events).toContainEqual({ type: 'Boarded', part: 'red', passenger: 'p75', car: 3 });
    expect(events).toContainEqual({ type: 'Boarded', part: 'red', passenger: 'p51', car: 2 });
    expect(where(state, 'p75')).toEqual({ at: 'aboard', part: 'red', car: 3 });
  });

  it('Delays at the Departure Station: travel time 3 and one voucher on the card boards car 2 instead of car 3', () => {
    const { events, start } = run('voucher-on-waiting-card');
    expect(start.passengers.find((p) => p.id === 'p75')!.vouchers).toBe(1);
    expect(events).toContainEqual({ type: 'Boarded', part: 'red', passenger: 'p75', car: 2 });
  });

  it('Passenger Changes Trains: both locomotives on the same space, the card goes below the car with the same number', () => {
    const { state, events } = run('changing-trains');
    expect(events).toContainEqual({ type: 'Transferred', passenger: 'p63', from: 'red', to: 'green' });
    expect(where(state, 'p63')).toEqual({ at: 'aboard', part: 'green', car: 2 });
  });

  it('Vouchers: early in car 2 to 5 wins one; the circle holds only as many as there are players; car 1 wins none', () => {
    const { state, events } = run('vouchers-early-arrival');
    expect(events.filter((e) => e.type === 'Voucher')).toEqual([
      { type: 'Voucher', won: true },
      { type: 'Voucher', won: false },
    ]);
    expect(state.vouchers).toBe(2);
    expect(['p01', 'p18', 'p40'].map((id) => where(state, id).at)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('Move Passengers Within Train: car 3 to car 2, car 2 to car 1, car 1 out and late; a passenger left waiting complains', () => {
    const { state, events, start } = run('end-of-round-cars');
    expect(where(state, 'p75')).toEqual({ at: 'aboard', part: 'red', car: 2 });
    expect(where(state, 'p51')).toEqual({ at: 'aboard', part: 'red', car: 1 });
    expect(where(state, 'p11')).toEqual({ at: 'complained' });
    expect(where(state, 'p25')).toEqual({ at: 'complained' });
    expect(events).toContainEqual({ type: 'Complaint', passenger: 'p11', points: 1, why: 'late at the destination' });
    expect(events).toContainEqual({ type: 'Complaint', passenger: 'p25', points: 1, why: 'left waiting at the departure station' });
    expect(state.complaints).toBe(start.complaints + 2);
    expect(events).toContainEqual({ type: 'RoundEnded', round: 6, complaints: 4 });
    expect(state.round).toBe(7);
  });

  it('Red Train (Express): Cologne to Frankfurt counts 1 space for the Express, 3 for the other trains', () => {
    const { state, events } = run('express-cologne-frankfurt');
    expect(events.filter((e) => e.type === 'Moved' && e.part === 'red')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'Moved' && e.part === 'green')).toHaveLength(3);
    expect(part(state, 'red').space).toBe(sp('frankfurt'));
    expect(part(state, 'green').space).toBe(sp('frankfurt'));
    expect(part(state, 'red').left).toBe(6 - 1);
    expect(part(state, 'green').left).toBe(7 - 3);
  });

  it('Red Train (Express), Würzburg – Stuttgart: two spaces from Würzburg to Mannheim, just like all other trains', () => {
    const { state } = run('express-wuerzburg-mannheim');
    expect(part(state, 'red').space).toBe(sp('mannheim'));
    expect(part(state, 'red').left).toBe(6 - 2);
    expect(part(state, 'green').left).toBe(7 - 2);
  });

  it('Blue Train (St. Martin), a split in Fulda: the locomotive serves Hannover, the cube Leipzig; one boarding the cube in Leipzig is left in it and complains', () => {
    const { state, events, start } = run('st-martin-split-in-fulda');
    expect(part(start, 'blue-cube').space).toBe(sp('fulda'));
    expect(part(start, 'blue-cube').left).toBe(7);
    expect(events).toContainEqual({ type: 'Alighted', part: 'blue', passenger: 'p74', car: 2 });
    expect(events).toContainEqual({ type: 'Alighted', part: 'blue-cube', passenger: 'p41', car: 3 });
    expect(events).toContainEqual({ type: 'Complaint', passenger: 'p42', points: 1, why: 'left in the second part of the blue train' });
    expect(state.parts.some((p) => p.cube)).toBe(false);
  });

  it('Round 15: one complaint per passenger still waiting, one for every 2 still on the trains; 7 complaints win', () => {
    const { state, events } = run('round-15-final');
    expect(events).toContainEqual({ type: 'Complaint', passenger: 'p25', points: 1, why: 'still waiting at the end of round 15' });
    expect(events).toContainEqual({ type: 'Complaint', passenger: null, points: 1, why: '2 passengers still on the trains (1 for every 2)' });
    expect(state.complaints).toBe(7);
    expect(game.result(state)).toMatchObject({ kind: 'team', won: true, score: 7 });
  });
});

describe('a Bahn Frei position the rules could never reach is refused in one line', () => {
  const base = fixture('boarding-travel-time');
  const start = base.start as BahnPosition;
  function refusal(position: unknown, more: Record<string, unknown> = {}): string {
    const r = runGameScenario({ ...base, ...more, moves: [], start: position });
    expect(r.ok).toBe(false);
    if (r.ok) return '';
    expect(r.error).not.toContain('\n');
    return r.error;
  }
  const trains = start.trains;

  it('names the conflict', () => {
    expect(refusal({ ...start, waiting: [{ id: 'p75' }], trains: [{ ...trains[0]!, passengers: [{ id: 'p75', car: 3 }] }, trains[1]] })).toBe(
      'start: the position cannot be: waiting.0: passenger p75 is in two places (car 3 of the red part and waiting in bonn)',
    );
    expect(refusal({ ...start, trains: [{ ...trains[0]!, passengers: [{ id: 'p07', car: 3 }] }, trains[1]] })).toMatch(/p07 is not in this game's deck \(a "3-4" card, out of a 2-train game\)/);
    expect(refusal({ ...start, vouchers: 3 })).toMatch(/vouchers: the circle holds as many vouchers as there are players \(2\), not 3/);
    expect(refusal({ ...start, complaints: 8 })).toMatch(/complaints: 8 complaints end the game at once/);
    expect(refusal({ ...start, cube: { at: 'fulda' } })).toMatch(/cube: the blue train splits only/);
    expect(refusal({ ...start, trains: [trains[0], { ...trains[1]!, colour: 'red' }] })).toMatch(/the red train is placed twice/);
    expect(refusal({ ...start, trains: [trains[0]] })).toMatch(/^start\.trains: /);
    expect(refusal({ ...start, trains: [{ ...trains[0]!, at: 'paris' }, trains[1]] })).toMatch(/trains\.0\.at: the map has no station "paris"/);
    expect(refusal({ ...start, round: 2, event: 5 })).toMatch(/no event card is drawn before round 3/);
    expect(refusal({ ...start, waiting: [{ id: 'p51', vouchers: 2 }] })).toMatch(/p51 travels 2 rounds, 2 vouchers would leave no car/);
  });

  it('phase 4 under way: seats done, changes of train and the windshield sips, each refused where the rules never reach it', () => {
    expect(refusal({ ...start, done: [0, 1] })).toMatch(/done: every seat is done, so phase 4 is over/);
    expect(refusal({ ...start, phase: 'briefing', done: [0] })).toMatch(/done\.0: seats say they are done only in phase 4/);
    expect(refusal({ ...start, done: [0, 0] })).toMatch(/done\.1: seat 0 is done twice/);
    expect(refusal({ ...start, trains: [{ ...trains[0]!, stop: 'owed' }, trains[1]] })).toMatch(/trains\.0\.stop: a train stops for a sip or a refuel only under the windshield card \(event 2\)/);
    expect(refusal({ ...start, round: 3, event: 2, trains: [{ ...trains[0]!, at: 40, stop: 'due' }, trains[1]] })).toMatch(/a sip is due in a station, the red part is between stations/);
    expect(refusal({ ...start, trains: [{ ...trains[0]!, passengers: [{ id: 'p63', car: 2, rode: ['red'] }] }, trains[1]] })).toMatch(/rode\.0: passenger p63 would have changed back into the red part/);
    expect(refusal({ ...start, trains: [{ ...trains[0]!, passengers: [{ id: 'p63', car: 2, rode: ['yellow'] }] }, trains[1]] })).toMatch(/rode\.0: there is no "yellow" part on the board/);
    const built = game.positions!.build(map, {}, seats(2), { ...start, done: [1], round: 3, event: 2, trains: [{ ...trains[0]!, stop: 'due' }, { ...trains[1]!, passengers: [{ id: 'p63', car: 2, rode: ['red'] }] }] }, 1) as BahnState;
    // Seat 1 is done: only seat 0 acts, and its train must sip in Bonn before it moves on.
    expect(game.actors(built)).toEqual([0]);
    expect(game.legalActions(built, 0)[0]).toEqual({ type: 'sip', part: 'red' });
    expect(built.passengers.find((p) => p.id === 'p63')!.rode).toEqual(['red', 'green']);
  });

  it('the cyclone moves the marker back: its card in force in round 2, the blue cube in round 5', () => {
    const cyclone = { ...start, round: 2, event: 8 };
    expect(() => game.positions!.build(map, {}, seats(2), cyclone, 1)).not.toThrow();
    const four = { ...fixture('st-martin-split-in-fulda'), moves: [] } as Record<string, unknown>;
    const split = four.start as BahnPosition;
    expect(runGameScenario({ ...four, start: { ...split, round: split.round - 1, event: 8 } }).ok).toBe(true);
    expect(refusal({ ...split, round: split.round - 1 }, { seats: four.seats, config: four.config })).toMatch(/cube: the blue train splits only/);
  });

  it('refuses negative counts, cars beyond 5 and fields the format does not know at the schema', () => {
    expect(refusal({ ...start, vouchers: -1 })).toMatch(/^start\.vouchers: /);
    expect(refusal({ ...start, trains: [{ ...trains[0]!, passengers: [{ id: 'p75', car: 6 }] }, trains[1]] })).toMatch(/^start\.trains\.0\.passengers\.0\.car: /);
    expect(refusal({ ...start, trains: [{ ...trains[0]!, left: -2 }, trains[1]] })).toMatch(/^start\.trains\.0\.left: /);
    expect(refusal({ ...start, teleport: true })).toMatch(/^start: /);
    expect(bahnPositionSchema.safeParse(start).success).toBe(true);
  });

  it('a built position plays on by the rules: the legal list of the seat, a passenger boarded once only', () => {
    const built = game.positions!.build(map, {}, seats(2), start, 1) as BahnState;
    const red = game.legalActions(built, 0);
    expect(red).toContainEqual({ type: 'board', part: 'red', passenger: 'p75' });
    expect(game.legalActions(built, 1).some((a) => a.type === 'board')).toBe(false);
    const boarded = game.apply(built, 0, { type: 'board', part: 'red', passenger: 'p75' });
    expect(boarded.ok).toBe(true);
    if (boarded.ok) expect(game.legalActions(boarded.state, 0)).not.toContainEqual({ type: 'board', part: 'red', passenger: 'p75' });
  });
});
