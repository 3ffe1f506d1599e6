/**
 * The rulebook's rules, worked examples and FAQ rulings, each on a small
 * hand-made board (see fixtures.ts: id = lane × length + index; curves turn
 * left, so lane 1 is their outside).
 */
import { describe, expect, it } from 'vitest';
import { advance, drivingError } from '../../../src/rules/motorsportspiel/engine';
import {
  bestUnusable,
  ctxOf,
  diePaths,
  envOf,
  motorsportspielGame as game,
  protocolText,
  racingOrder,
  stepBlock,
  type Car,
  type MssEvent,
  type MssState,
  type PlacedDie,
} from '../../../src/rules/motorsportspiel';
import { act, faceFor, makeGraph, order, path, rolled, scene } from './fixtures';

const L = 30;
/** A 2-rated curve over indices 6–9 in both lanes. */
const curveGraph = makeGraph({ length: L, features: (_lane, i) => (i >= 6 && i <= 9 ? { maxGear: 2, zone: i % 2 ? 'red' : 'white' } : {}) });
const at = (lane: number, i: number) => lane * L + i;
const die = (value: number, low = true, name: PlacedDie['die'] = 'white1'): PlacedDie => ({ die: name, side: 'top', value, low });
/** Car 0 about to drive `plan` (the dice already placed). */
const moving = (s: MssState, plan: PlacedDie[]): MssState => ({ ...s, turn: { ...s.turn!, phase: 'move', plan, die: 0, roll: { red: 0, white1: 0, white2: 0 } } });
const far = (i: number): Partial<Car> => ({ space: at(1, i) });
const eventsOf = (r: { events: readonly MssEvent[] }, type: MssEvent['type']) => r.events.filter((e) => e.type === type);
const listedPaths = (s: MssState) => game.legalActions(s, 0).flatMap((a) => (a.type === 'path' ? [a.to] : []));

describe('the turn: state the white dice, roll, place the dice, drive them', () => {
  it('the player states 0, 1 or 2 white dice; the red die is always rolled', () => {
    const s = scene(curveGraph, [{ space: at(0, 0) }, far(20)]);
    expect(game.legalActions(s, 0)).toEqual([
      { type: 'dice', white: 0 },
      { type: 'dice', white: 1 },
      { type: 'dice', white: 2 },
    ]);
    expect(game.legalActions(s, 1)).toEqual([]);
    for (const white of [0, 1, 2] as const) {
      const r = act(s, { type: 'dice', white });
      const ev = eventsOf(r, 'rolled')[0] as Extract<MssEvent, { type: 'rolled' }>;
      expect(Object.keys(ev.faces).sort()).toEqual(['red', 'white1', 'white2'].slice(0, 1 + white).sort());
      expect(Object.keys(r.state.turn!.roll).length).toBe(1 + white);
    }
  });

  it('every order and reading of the rolled dice is listed once per distinct sequence of numbers', () => {
    // Red 3 (2 below), white 5 (2 below): readings 3|2 and 5|2, two orders.
    const s = rolled(scene(curveGraph, [{ space: at(0, 20) }, far(0)]), { red: faceFor('red', 3, 2), white1: faceFor('white1', 5) });
    const orders = game.legalActions(s, 0).filter((a) => a.type === 'order');
    const seqs = orders.map((a) => (a.type === 'order' ? a.dice.map((d) => `${d.die}:${d.side}`).join(' ') : ''));
    // 2 orders × 4 readings, minus the two sequences "2 2" that repeat.
    expect(orders.length).toBe(7);
    expect(new Set(seqs).size).toBe(7);
  });

  it('FIRST PLACE THE DICE, THEN MOVE: the dice are driven in the placed order, die by die', () => {
    const s = rolled(scene(curveGraph, [{ space: at(0, 11) }, far(0)]), { red: faceFor('red', 1, 2), white1: faceFor('white1', 4) });
    let r = act(s, order(['white1', 'top'], ['red', 'top']));
    expect(r.state.turn!.plan.map((d) => d.value)).toEqual([4, 1]);
    r = act(r.state, path(at(0, 12), at(0, 13), at(0, 14), at(0, 15)));
    expect(r.state.turn!.die).toBe(1);
    r = act(r.state, path(at(0, 16)));
    expect(r.state.cars[0]!.space).toBe(at(0, 16));
    expect(r.state.turn?.car).not.toBe(0);
  });
});

describe('changing lanes', () => {
  it('diagonal moves only on a 2, 3 or 5, up to that many changes, each forward; 1, 4 and 6 drive straight on', () => {
    const s = scene(curveGraph, [{ space: at(0, 11) }, far(0)]);
    const count = (v: number) => diePaths(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), die(v)).full.length;
    expect([1, 2, 3, 4, 5, 6].map(count)).toEqual([1, 4, 8, 1, 32, 1]);
    const six = diePaths(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), die(6)).full[0]!;
    expect(six).toEqual([12, 13, 14, 15, 16, 17].map((i) => at(0, i)));
  });

  it('two cars standing diagonally, one right behind the other, close the gap: no diagonal between them', () => {
    const wall = scene(curveGraph, [{ space: at(0, 11) }, { space: at(0, 12) }, { space: at(1, 11) }]);
    const env = envOf(wall, wall.cars[0]!);
    const diag = curveGraph.out[at(0, 11)]!.find((e) => e.kind === 'diagonal')!;
    expect(stepBlock(env, ctxOf(wall.cars[0]!), diag, 2, true)).toBe('wall');
    // With one open space between them the diagonal is free.
    const open = scene(curveGraph, [{ space: at(0, 11) }, { space: at(0, 12) }, { space: at(1, 10) }]);
    expect(stepBlock(envOf(open, open.cars[0]!), ctxOf(open.cars[0]!), diag, 2, true)).toBeNull();
  });

  it('cars do not jump over cars: a car ahead stops a straight die', () => {
    const s = scene(curveGraph, [{ space: at(0, 11) }, { space: at(0, 13) }, far(0)]);
    const p = diePaths(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), die(4));
    expect(p.full).toEqual([]);
    expect(p.partial).toEqual([[at(0, 12)]]);
  });
});

describe('must move, or miss a blocked turn', () => {
  it('a car with no free space ahead misses its turn; with one free space it must roll and move', () => {
    // Car 0 boxed in: a car ahead, a car beside-ahead, a car beside (the diagonal is closed).
    const boxed = scene(curveGraph, [{ space: at(0, 11) }, { space: at(0, 12) }, { space: at(1, 12) }, { space: at(1, 20) }]);
    const events: MssEvent[] = [];
    const s = advance({ ...boxed, turn: null, round: 1, order: [0, 1, 2, 3], index: -1 }, events).state;
    expect(events).toContainEqual({ type: 'missed', car: 0, why: 'blocked' });
    expect(s.turn!.car).toBe(1);
    // One free space (the diagonal open): the car is on turn and must choose its dice.
    const free = scene(curveGraph, [{ space: at(0, 11) }, { space: at(0, 12) }, { space: at(1, 20) }]);
    const s2 = advance({ ...free, turn: null, round: 1, order: [0, 1, 2], index: -1 }, []).state;
    expect(s2.turn!.car).toBe(0);
    expect(game.legalActions(s2, 0).map((a) => a.type)).toEqual(['dice', 'dice', 'dice']);
  });
});

describe('curves and max gear (with the FAQ rulings)', () => {
  it('inside the red/white markings no die above the max gear may be used', () => {
    const s = scene(curveGraph, [{ space: at(0, 4) }, far(20)]);
    const p = diePaths(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), die(3));
    expect(p.full).toEqual([]);
    // It can drive up to the curve, not into it: 2 spaces, 1 point left.
    expect(p.partial.every((x) => x.length === 1)).toBe(true);
    expect(diePaths(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), die(2)).full.length).toBeGreaterThan(0);
  });

  it('FAQ: from the last space of a curve the car may accelerate (the next space is outside the markings)', () => {
    const s = scene(curveGraph, [{ space: at(0, 9) }, far(20)]);
    expect(diePaths(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), die(6)).full).toEqual([[10, 11, 12, 13, 14, 15].map((i) => at(0, i))]);
  });

  it('FAQ: a larger number may not enter the first space of a curve: the lower reading must be chosen', () => {
    // Only the red die, showing 3 with 1 below, one space before the 2-curve.
    const s = rolled(scene(curveGraph, [{ space: at(0, 5) }, far(20)]), { red: faceFor('red', 3, 1) });
    expect(game.legalActions(s, 0)).toEqual([order(['red', 'bottom'])]);
    const r = game.apply(s, 0, order(['red', 'top']));
    expect(r.ok).toBe(false);
    expect(s.turn!.phase).toBe('order');
  });

  it('a higher die must be used before the curve: when it can be, the higher reading stays allowed', () => {
    // White 5 (2 below) six spaces before the curve: the 5 drives to the last space before it.
    const s = rolled(scene(curveGraph, [{ space: at(0, 0) }, far(20)]), { red: faceFor('red', 1, 2), white1: faceFor('white1', 5) });
    const listed = game.legalActions(s, 0);
    expect(listed).toContainEqual(order(['white1', 'top'], ['red', 'top']));
  });

  it('Example 2: dice 2, 3, 3 into a 2-curve: the 2 enters, the 3 cannot; 6 unusable points; one space ahead, then off the outside', () => {
    const s = rolled(scene(curveGraph, [{ space: at(0, 4) }, far(20)]), { red: faceFor('red', 2, 3), white1: faceFor('white1', 3), white2: faceFor('white2', 3) });
    let r = act(s, order(['red', 'top'], ['white1', 'top'], ['white2', 'top']));
    r = act(r.state, path(at(0, 5), at(0, 6)));
    // Neither 3 can be used in the turn: nothing to drive.
    expect(listedPaths(r.state)).toEqual([[]]);
    r = act(r.state, path());
    expect(eventsOf(r, 'error')).toEqual([{ type: 'error', car: 0, points: 6, severity: 'severe', place: 'curve', space: at(0, 6) }]);
    expect(eventsOf(r, 'flag')).toContainEqual({ type: 'flag', car: 0, flag: 'red' });
    // Inertia: one space ahead (index 7), then into the gravel beside the outside lane there.
    expect(eventsOf(r, 'off')).toEqual([{ type: 'off', car: 0, beside: at(1, 7) }]);
    expect(r.state.cars[0]).toMatchObject({ off: true, space: at(1, 7), miss: 1, box: 2 });
  });

  it('Example 1: changing lanes saves car A; straight on, one point of the 5 + 2 + 3 = 6 unusable points, a severe error', () => {
    // Lane 0 curves from index 5, lane 1 only from index 9 (2-rated).
    const g = makeGraph({ length: L, features: (lane, i) => ((lane === 0 && i >= 5 && i <= 11) || (lane === 1 && i >= 9 && i <= 11) ? { maxGear: 2, zone: 'red' } : {}) });
    const s = scene(g, [{ space: 0 }, { space: L + 20 }]);
    const plan = [die(5, false, 'white1'), die(3, true, 'white2'), die(2, true, 'red')];
    const env = envOf(s, s.cars[0]!);
    expect(bestUnusable(env, ctxOf(s.cars[0]!), plan)).toBe(0);
    // Every way of driving the 5 whole changes lanes.
    const fives = diePaths(env, ctxOf(s.cars[0]!), plan[0]!).full;
    expect(fives.length).toBeGreaterThan(0);
    expect(fives.every((p) => g.spaces[p.at(-1)!]!.lane === 1)).toBe(true);
    // Had he not changed lanes (lane 1 curving as early): 1 + 3 + 2 = 6 points, off beside the space before the curve.
    const g2 = makeGraph({ length: L, features: (_lane, i) => (i >= 5 && i <= 11 ? { maxGear: 2, zone: 'red' } : {}) });
    const s2 = moving(scene(g2, [{ space: 0 }, { space: L + 20 }]), plan);
    expect(listedPaths(s2).every((p) => p.length === 4)).toBe(true);
    const r = act(s2, path(1, 2, 3, 4));
    expect(eventsOf(r, 'error')).toEqual([{ type: 'error', car: 0, points: 6, severity: 'severe', place: 'straight', space: 4 }]);
    // FAQ: on a straight just before a curve, off beside the space the car is in.
    expect(r.state.cars[0]).toMatchObject({ off: true, space: 4 });
  });

  it('FAQ: a severe error on the outside lane of a curve: off beside that outside space', () => {
    const s = moving(scene(curveGraph, [{ space: at(1, 6) }, far(20)]), [die(4)]);
    const r = act(s, path());
    expect(r.state.cars[0]).toMatchObject({ off: true, space: at(1, 6) });
  });

  it('FAQ: inside lane, the space ahead in the turn blocked: straight to the gravel beside the outside space', () => {
    const s = moving(scene(curveGraph, [{ space: at(0, 6) }, { space: at(0, 7) }, far(20)]), [die(4)]);
    const r = act(s, path());
    expect(r.state.cars[0]).toMatchObject({ off: true, space: at(1, 6) });
  });
});

describe('driving errors on the straight, and the gravel', () => {
  it('a light overrun (1–3 points): a yellow flag, the car stays where it was blocked and moves last next round', () => {
    const s = moving(scene(curveGraph, [{ space: at(0, 11) }, { space: at(0, 13) }, { space: at(1, 2) }]), [die(4)]);
    const r = act(s, path(at(0, 12)));
    expect(eventsOf(r, 'error')[0]).toMatchObject({ points: 3, severity: 'light', place: 'blocked' });
    expect(r.state.cars[0]).toMatchObject({ space: at(0, 12), off: false, pending: ['yellow'], box: 1 });
    expect(racingOrder(r.state).at(-1)).toBe(0);
  });

  it('a severe overrun (4+ points): a red flag, off beside the blocking car; the next turn lost, then back in from there (or the next free space ahead)', () => {
    // The other cars wait out their turns (miss) so that the rounds come back to car 0.
    const s = moving(scene(curveGraph, [{ space: at(0, 11) }, { space: at(0, 14), miss: 9 }, { space: at(1, 2), miss: 9 }]), [die(6)]);
    const r = act(s, path(at(0, 12), at(0, 13)));
    expect(eventsOf(r, 'error')[0]).toMatchObject({ points: 4, severity: 'severe', place: 'blocked' });
    expect(eventsOf(r, 'off')).toEqual([{ type: 'off', car: 0, beside: at(0, 14) }]);
    // Nothing happens to the car in front.
    expect(r.state.cars[1]).toMatchObject({ space: at(0, 14), off: false, pending: [] });
    // The next round car 0 misses its turn; the round after it enters ahead of the blocking car, who still stands beside it.
    const seq = r.events.filter((e) => (e.type === 'missed' || e.type === 'reenter' || e.type === 'round') && ('car' in e ? e.car === 0 : true)).map((e) => e.type);
    expect(seq).toEqual(['round', 'missed', 'round', 'reenter']);
    expect(r.events).toContainEqual({ type: 'reenter', car: 0, space: at(0, 15) });
    expect(r.state.turn!.car).toBe(0);
    expect(r.state.cars[0]).toMatchObject({ off: false, space: at(0, 15) });
  });

  it('FAQ: a second car into the same gravel: both miss a turn, the first one off re-enters first', () => {
    const s = scene(curveGraph, [
      { space: at(0, 14), off: true, arrival: 50 },
      { space: at(0, 14), off: true, arrival: 40 },
      { space: at(1, 2) },
    ]);
    expect(racingOrder(s).slice(0, 2)).toEqual([1, 0]);
    const ev: MssEvent[] = [];
    const next = advance({ ...s, turn: null, round: 0 }, ev).state;
    expect(ev).toContainEqual({ type: 'reenter', car: 1, space: at(0, 14) });
    expect(next.turn!.car).toBe(1);
  });
});

describe('penalty flags', () => {
  const errorOf = (s: MssState, points: number) => drivingError(s, 0, points, die(1), []);
  it('two yellows make a red; another flag then makes the black flag (must pit); a further error with it puts the car out', () => {
    let s = scene(curveGraph, [{ space: at(0, 20) }, far(2)]);
    s = errorOf(s, 1);
    expect(s.cars[0]).toMatchObject({ box: 1, black: false });
    s = errorOf(s, 2);
    expect(s.cars[0]).toMatchObject({ box: 2, black: false });
    const events: MssEvent[] = [];
    s = drivingError(s, 0, 3, die(1), events);
    expect(events).toContainEqual({ type: 'flag', car: 0, flag: 'black' });
    expect(s.cars[0]).toMatchObject({ black: true, mustPit: true });
    const out: MssEvent[] = [];
    s = drivingError(s, 0, 1, die(1), out);
    expect(s.cars[0]!.status).toBe('out');
    expect(out.at(-1)).toMatchObject({ type: 'out', car: 0 });
  });

  it('a red and a yellow make the black flag', () => {
    let s = scene(curveGraph, [{ space: at(0, 20) }, far(2)]);
    s = errorOf(s, 5);
    s = { ...s, cars: s.cars.map((c) => (c.id === 0 ? { ...c, off: false } : c)) };
    s = errorOf(s, 2);
    expect(s.cars[0]).toMatchObject({ black: true });
  });

  it('the protocol sheet keeps the flags round by round in the rulebook notation', () => {
    let s = scene(curveGraph, [{ space: at(0, 20) }, { space: at(1, 2) }], {}, 2);
    s = { ...s, round: 1 };
    s = drivingError(s, 0, 2, die(1), []);
    s = drivingError({ ...s, turn: { ...s.turn!, car: 1 } }, 1, 5, die(1), []);
    s = drivingError({ ...s, round: 2 }, 0, 1, die(1), []);
    expect(protocolText(s)).toBe('#1 yellow, #2 red // #1 yellow');
  });

  it('the BIG error (variant): more than 6 unusable points and the car is out; without it, a red flag', () => {
    const plan = [die(3), die(4, false, 'white2'), die(2, true, 'red')];
    for (const big of [true, false]) {
      const s = moving(scene(curveGraph, [{ space: at(0, 4) }, far(20)], { bigError: big }), plan);
      const r = act(s, path(at(0, 5)));
      // 2 of the 3, the 4 and the 2.
      expect(eventsOf(r, 'error')[0]).toMatchObject({ points: 8 });
      expect(r.state.cars[0]!.status).toBe(big ? 'out' : 'racing');
    }
  });
});

describe('the fast lane and drafting', () => {
  const g = makeGraph({
    length: L,
    features: (lane, i) => (lane === 0 && i === 12 ? { fastLane: { capacity: 2, dot: true } } : {}),
    lengths: (lane, i) => (lane === 0 && i === 12 ? 2 : 1),
  });
  it('a dotted space takes a second car behind the first; a third does not fit', () => {
    const s = scene(g, [{ space: 11 }, { space: 12 }, { space: L + 25 }]);
    const r = act(moving(s, [die(1)]), path(12));
    expect(r.state.cars[0]).toMatchObject({ space: 12, back: true });
    expect(r.state.cars[1]!.back).toBe(false);
    const full = scene(g, [{ space: 11 }, { space: 12 }, { space: 12, back: true }]);
    expect(stepBlock(envOf(full, full.cars[0]!), ctxOf(full.cars[0]!), g.out[11]!.find((e) => e.kind === 'forward')!, 1, true)).toBe('occupied');
  });

  it('the car behind cannot drive straight through the car in front, but may pull out diagonally', () => {
    const s = scene(g, [{ space: 12, back: true }, { space: 12 }, { space: L + 25 }]);
    const p = diePaths(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), die(2));
    expect(p.full.length).toBeGreaterThan(0);
    expect(p.full.every((x) => g.spaces[x[0]!]!.lane === 1)).toBe(true);
  });

  it('when the front car leaves, the car behind moves up and is pulled ahead of the car that stood beside it', () => {
    const s = scene(g, [{ space: 12, arrival: 1 }, { space: 12, back: true, arrival: 2 }, { space: L + 12, arrival: 0 }, { space: L + 28 }]);
    expect(racingOrder(s).indexOf(1)).toBeGreaterThan(racingOrder(s).indexOf(2));
    const r = act(moving(s, [die(1)]), path(13));
    expect(eventsOf(r, 'draft')).toEqual([{ type: 'draft', car: 1, space: 12 }]);
    expect(r.state.cars[1]!.back).toBe(false);
    expect(racingOrder(r.state).indexOf(1)).toBeLessThan(racingOrder(r.state).indexOf(2));
  });
});

describe('racing order', () => {
  it('the car furthest ahead moves first; a tie in a stretch goes to the car that arrived first', () => {
    const s = scene(curveGraph, [{ space: at(0, 5), arrival: 9 }, { space: at(1, 5), arrival: 3 }, { space: at(0, 8), arrival: 10 }]);
    expect(racingOrder(s)).toEqual([2, 1, 0]);
  });
});

describe('the pit lane', () => {
  /** A pit lane beside lane 1 from index 17 to 22 (over the line: progress 17…19, 0…2), a box at 21. */
  const g = makeGraph({ length: 20, pit: { from: 17, to: 22, boxes: [21] } });
  const P = (i: number) => 40 + i - 17;
  it('only the lowest readings may be used from the beginning of the pit lane to its last space', () => {
    const s = scene(g, [{ space: 20 + 16 }, { space: 5 }]);
    const entry = g.out[36]!.find((e) => e.kind === 'pit-entry')!;
    expect(stepBlock(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), entry, 4, false)).toBe('pit-gear');
    expect(stepBlock(envOf(s, s.cars[0]!), ctxOf(s.cars[0]!), entry, 3, true)).toBeNull();
  });

  it('the black flag: the car may not cross the line on the track; driving through the pit lane clears the flags', () => {
    const s = scene(g, [{ space: 20 + 16, black: true, mustPit: true, box: 3 }, { space: 5 }]);
    const env = envOf(s, s.cars[0]!);
    const line = { ...ctxOf(s.cars[0]!), space: 20 + 19 };
    expect(stepBlock(env, line, g.out[39]!.find((e) => e.kind === 'forward')!, 1, true)).toBe('line');
    const r = act(moving(s, [die(3)]), path(P(17), P(18), P(19)));
    expect(r.state.cars[0]!.box).toBe(3);
    const r2 = act(moving({ ...r.state, turn: { ...s.turn! } }, [die(3)]), path(P(20), P(21), P(22)));
    expect(eventsOf(r2, 'pit')).toEqual([{ type: 'pit', car: 0, cleared: true, stop: false }]);
    expect(r2.state.cars[0]).toMatchObject({ box: 0, black: false, mustPit: false, stops: 1 });
  });

  it('the finish line cannot be crossed from the pit lane: on the final lap the car must drive another lap', () => {
    // Laps 3, the grid behind nothing (offset 0): 2 crossings done, the final lap.
    const s = scene(g, [{ space: P(19), crossings: 2 }, { space: 5 }]);
    const r = act(moving(s, [die(1)]), path(P(20)));
    expect(r.state.cars[0]).toMatchObject({ status: 'racing', crossings: 3 });
    // On the track the next crossing finishes.
    const s2 = scene(g, [{ space: 19, crossings: 3 }, { space: 5 }]);
    const r2 = act(moving(s2, [die(1)]), path(0));
    expect(r2.state.cars[0]!.status).toBe('finished');
    expect(eventsOf(r2, 'finished')).toEqual([{ type: 'finished', car: 0, place: 1 }]);
  });

  it('FAQ: blocked in the pit lane, the unusable points are a driving error too', () => {
    const s = scene(g, [{ space: P(18) }, { space: P(19) }, { space: 5 }]);
    const r = act(moving(s, [die(2)]), path());
    expect(eventsOf(r, 'error')[0]).toMatchObject({ points: 2, severity: 'light' });
  });

  it('time penalties: a time-up is a white flag; the third calls a stop and go — into the pit box, the rest of the dice ignored, a turn lost', () => {
    let s = rolled(scene(g, [{ space: 20 + 15, whites: 2 }, { space: 5 }], { timePenalties: true }), { red: faceFor('red', 1, 2), white1: faceFor('white1', 3) });
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'time-up' });
    const r = act(s, { type: 'time-up' });
    expect(eventsOf(r, 'flag')).toEqual([{ type: 'flag', car: 0, flag: 'white' }]);
    expect(r.state.cars[0]).toMatchObject({ whites: 3, mustStop: true, mustPit: true });
    expect(game.legalActions(r.state, 0)).not.toContainEqual({ type: 'time-up' });
    s = moving(r.state, [die(6, false), die(3)]);
    s = { ...s, turn: { ...s.turn!, plan: [die(1, true, 'red'), die(3)] } };
    let r2 = act(s, path(36));
    r2 = act(r2.state, path(P(17), P(18), P(19)));
    expect(r2.state.cars[0]!.space).toBe(P(19));
    const s3 = moving({ ...r2.state, turn: { ...s.turn! } }, [die(3)]);
    // The box is two spaces on: the stop ends the die there.
    expect(listedPaths(s3)).toEqual([[P(20), P(21)]]);
    const r3 = act(s3, path(P(20), P(21)));
    expect(eventsOf(r3, 'error')).toEqual([]);
    expect(eventsOf(r3, 'pit')).toEqual([{ type: 'pit', car: 0, cleared: true, stop: true }]);
    expect(r3.state.cars[0]).toMatchObject({ space: P(21), whites: 0, mustStop: false });
    // The turn lost: the next round passes car 0 by.
    expect(r3.events).toContainEqual({ type: 'missed', car: 0, why: 'pit-box' });
  });

  it('the alternate pit rule: a pit stop always ends in the pit box', () => {
    const s = scene(g, [{ space: 20 + 16 }, { space: 5 }], { alternatePit: true });
    const r = act(moving(s, [die(6, true)]), path(P(17), P(18), P(19), P(20), P(21)));
    expect(r.state.cars[0]).toMatchObject({ space: P(21), stops: 1, mustStop: false });
    expect(eventsOf(r, 'pit')).toEqual([{ type: 'pit', car: 0, cleared: true, stop: true }]);
  });
});

describe('variants of the race set-up', () => {
  it('final-lap alternate rule: a black flag on the final lap — pit in, or ride it out with the red and at most one white die', () => {
    const base = scene(curveGraph, [{ space: at(0, 20), crossings: 2, box: 2 }, far(2)], { finalLapAlternate: true });
    const s = moving(base, [die(4)]);
    const blocked = { ...s, cars: s.cars.map((c) => (c.id === 1 ? { ...c, space: at(0, 22) } : c)) };
    const r = act(blocked, path(at(0, 21)));
    expect(r.state.cars[0]!.black).toBe(true);
    expect(game.legalActions(r.state, 0)).toEqual([
      { type: 'final-lap', pit: true },
      { type: 'final-lap', pit: false },
    ]);
    const ride = act(r.state, { type: 'final-lap', pit: false });
    expect(ride.state.cars[0]).toMatchObject({ cautious: true, mustPit: false });
    const again = { ...ride.state, turn: { car: 0, phase: 'dice' as const, roll: {}, plan: [], die: 0, timedOut: false, earned: [] } };
    expect(game.legalActions(again, 0)).toEqual([
      { type: 'dice', white: 0 },
      { type: 'dice', white: 1 },
    ]);
  });

  it('fuel and tyre stops: without the stop, doubles on the white dice on the final lap run the tank dry after this roll', () => {
    const base = scene(curveGraph, [{ space: at(0, 12), crossings: 4 }, far(2)], { laps: 5, fuelStops: 1 });
    let doubles = 0;
    let singles = 0;
    for (let rng = 1; rng < 200 && (doubles === 0 || singles === 0); rng++) {
      const r = act({ ...base, rng }, { type: 'dice', white: 2 });
      const f = (eventsOf(r, 'rolled')[0] as Extract<MssEvent, { type: 'rolled' }>).faces;
      const dbl = f.white1!.top === f.white2!.top;
      expect(r.state.cars[0]!.dry).toBe(dbl);
      if (dbl) doubles++;
      else singles++;
    }
    expect(doubles).toBeGreaterThan(0);
    const dry = { ...base, cars: base.cars.map((c) => (c.id === 0 ? { ...c, dry: true } : c)) };
    const r = act(moving(dry, [die(1)]), path(at(0, 13)));
    expect(r.state.cars[0]).toMatchObject({ status: 'out', outReason: 'out of fuel', space: at(0, 13) });
    expect(() => game.setup({ graph: curveGraph }, { laps: 3, fuelStops: 1 }, [{ name: 'a', kind: 'human' }, { name: 'b', kind: 'human' }], 1)).toThrow(/five laps/);
  });

  it('training round: the grid by fewest rolls (+1 per yellow, +2 per red), ties by the distance past the line', () => {
    const training = [
      { rolls: 9, yellows: 0, reds: 0, past: 1 },
      { rolls: 7, yellows: 0, reds: 1, past: 0 },
      { rolls: 8, yellows: 0, reds: 0, past: 3 },
    ];
    const s = game.setup({ graph: curveGraph }, { training }, ['a', 'b', 'c'].map((name) => ({ name, kind: 'human' })), 1);
    // Car 2 scores 8; cars 0 and 1 score 9, car 0 went further past the line.
    expect(s.cars.map((c) => c.slot)).toEqual([2, 3, 1]);
  });
});
