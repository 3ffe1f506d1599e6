/**
 * Formuła 1 invariants over random games (random choices from the listed
 * actions, 2–6 players, 1–3 laps): one car per square, tyres never below 0
 * and changed only by what the events say, speeds in 40 km/h steps up to the
 * top speed, no car ever moves backwards, every car on the track or beside
 * it, and every game ends within its bound with a full ranking.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardInfo, distanceOf, entersPit, formula1Game, heuristicBot, roundLimitFor, SPEED_STEP, speedChangeCost, TOP_SPEED, type Formula1Action, type Formula1Event, type Formula1State } from '../../src/rules/formula-1';
import { buildLaneGraph } from '../../src/track';
import { loadPreset } from '../../src/track/presets';

const layout = (() => {
  const l = loadPreset('formula-1-circuit');
  if (!l.ok) throw new Error(l.error);
  return l.layout;
})();
const graph = buildLaneGraph(layout);
const info = boardInfo(graph);

function checkState(s: Formula1State): void {
  const taken = new Set<number>();
  for (const [i, c] of s.cars.entries()) {
    if (!Number.isInteger(c.tyres) || c.tyres < 0 || c.tyres > 30) expect.fail(`car ${i} has ${c.tyres} tyres`);
    if (c.speed % SPEED_STEP !== 0 || c.speed < 0 || c.speed > TOP_SPEED) expect.fail(`car ${i} at ${c.speed} km/h`);
    if (c.space < 0 || c.space >= graph.spaces.length) expect.fail(`car ${i} on square ${c.space}`);
    if (c.off) {
      // Beside the track the speedometer is at 0, except while the car returns (its speed chosen, its path to come).
      const returning = s.phase === 'move' && s.order[s.turn] === i;
      if (c.speed !== 0 && !returning) expect.fail(`car ${i} beside the track at ${c.speed} km/h`);
      if (graph.spaces[c.space]!.features.pit === 'service') expect.fail(`car ${i} beside a service square`);
      continue;
    }
    if (taken.has(c.space)) expect.fail(`two cars on square ${c.space}`);
    taken.add(c.space);
  }
}

/** Listed speeds are affordable steps of 40 km/h; listed paths follow the graph's edges onto free squares. */
function checkLegal(s: Formula1State, legal: readonly Formula1Action[]): void {
  const ci = s.order[s.turn]!;
  const car = s.cars[ci]!;
  const taken = new Set(s.cars.filter((c, i) => i !== ci && !c.off).map((c) => c.space));
  for (const a of legal) {
    if (a.type === 'speed') {
      expect(a.kmh % SPEED_STEP).toBe(0);
      expect(speedChangeCost(car.speed, a.kmh)).toBeLessThanOrEqual(car.tyres);
    } else if (a.type === 'move') {
      let prev = car.space;
      for (const id of a.path) {
        if (taken.has(id)) expect.fail(`a listed path enters the taken square ${id}`);
        if (!graph.out[prev]!.some((e) => e.to === id)) expect.fail(`a listed path jumps from ${prev} to ${id}`);
        prev = id;
      }
    }
  }
}

/** Tyres of car `ci` after `events`, from its tyres before. */
function tyresAfter(before: number, ci: number, events: readonly Formula1Event[]): number {
  let t = before;
  for (const e of events) {
    if (!('car' in e) || e.car !== ci) continue;
    if (e.type === 'speed') t -= e.cost;
    else if (e.type === 'throw' || e.type === 'off') t -= e.tyresLost;
    else if (e.type === 'service') t = e.tyres;
  }
  return t;
}

describe('Formuła 1 random games', () => {
  it('keep every invariant at every step and end within the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (n, laps, seed) => {
        const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'random' }));
        let s = formula1Game.setup({ graph, layout }, { laps }, seats, seed);
        const bots = seats.map((_, i) => formula1Game.bots['random']!(seed + i));
        const cars = s.cars.length;
        const bound = roundLimitFor(laps, graph.lapLength) * cars * 2;
        let steps = 0;
        checkState(s);
        while (formula1Game.actors(s).length > 0) {
          expect(steps).toBeLessThan(bound);
          const seat = formula1Game.actors(s)[0]!;
          const legal = formula1Game.legalActions(s, seat);
          checkLegal(s, legal);
          const a = bots[seat]!.choose(s, seat, legal);
          const r = formula1Game.apply(s, seat, a);
          if (!r.ok) expect.fail(`${r.code} ${r.message}`);
          const next = r.state;
          checkState(next);
          for (let ci = 0; ci < cars; ci++) {
            const was = s.cars[ci]!;
            const now = next.cars[ci]!;
            expect(now.tyres, `tyres of car ${ci} follow the events`).toBe(tyresAfter(was.tyres, ci, r.events));
            if (distanceOf(info, now) < distanceOf(info, was) - 1e-9) expect.fail(`car ${ci} moved backwards: ${was.space} → ${now.space}`);
          }
          for (const e of r.events) {
            if (e.type === 'move') {
              const speed = s.cars[e.car]!.speed;
              const pit = entersPit(s, e.from, e.path);
              if (!pit) expect(e.path.length).toBe(speed / SPEED_STEP);
              else expect(e.path.length).toBeLessThanOrEqual(speed / SPEED_STEP);
            }
            if (e.type === 'throw') expect(e.die >= 1 && e.die <= 6).toBe(true);
            // Tyres change only by the table: a speed's price, a spin's price of stopping (at most what is left).
            if (e.type === 'speed') expect(e.cost).toBe(speedChangeCost(e.from, e.to));
            if (e.type === 'throw') expect(e.tyresLost).toBe(e.die <= 2 ? Math.min(e.die, e.tyres + e.tyresLost) : 0);
            if (e.type === 'off') expect(e.tyresLost).toBe(Math.min(e.tyres + e.tyresLost, speedChangeCost(e.speed, 0)));
          }
          s = next;
          steps++;
        }
        const result = formula1Game.result(s);
        expect(result?.kind).toBe('ranking');
        if (result?.kind === 'ranking') expect([...result.order].sort()).toEqual(seats.map((_, i) => i));
      }),
      { numRuns: 40 },
    );
  });

  it('6 heuristic drivers finish the race (no round limit) and rarely spin', () => {
    for (const [laps, seed] of [
      [1, 3],
      [3, 8],
    ] as const) {
      const seats = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, kind: 'heuristic' }));
      let s = formula1Game.setup({ graph, layout }, { laps }, seats, seed);
      const bots = seats.map((_, i) => heuristicBot(seed * 10 + i));
      let offs = 0;
      while (formula1Game.actors(s).length > 0) {
        const seat = formula1Game.actors(s)[0]!;
        const r = formula1Game.apply(s, seat, bots[seat]!.choose(s, seat, formula1Game.legalActions(s, seat)));
        if (!r.ok) expect.fail(r.message);
        offs += r.events.filter((e) => e.type === 'off').length;
        s = r.state;
      }
      expect(s.endReason).toBe('finish');
      expect(offs).toBeLessThanOrEqual(6 * laps);
    }
  });
});
