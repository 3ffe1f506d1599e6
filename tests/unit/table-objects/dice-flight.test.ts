import { describe, expect, it } from 'vitest';
import { flightPose, FLIGHT_TIMING, placedTop, type DieFlight } from '../../../src/scene/table/dice-flight';
import { throwMoment } from '../../../src/scene/table/throw-timing';
import { boxSlot, fourSpots, isClear, nearestSpot } from '../../../src/scene/table/layout';
import { BOX_HALF, boxNumberLabels, diceLabels, diceOnTable, labelWidth, MSS_TABLE_SIZE } from '../../../src/games/motorsportspiel/dice-layout';
import { mssTable } from '../../../src/games/motorsportspiel/table';
import type { MssEvent, MssState } from '../../../src/rules/motorsportspiel';
import { botGame } from './play';

const flight: DieFlight = { from: { x: 4, z: 1, top: 2 }, to: { x: 0, z: 0, top: 3 } };

describe('Das Motorsportspiel: dice laid into their box', () => {
  it('a die lifts from where it lies, flies in an arc and lands exactly on its slot, turned by then', () => {
    const size = 0.8;
    expect(flightPose(flight, 0, size)).toEqual({ x: 4, y: size / 2, z: 1, turn: 0 });
    const end = flightPose(flight, 1, size);
    expect([end.x, end.y, end.z, end.turn]).toEqual([0, expect.closeTo(size / 2, 9), 0, 1]);
    const mid = flightPose(flight, 0.5, size);
    expect(mid.y).toBeGreaterThan(size * 1.5);
    let x = Infinity;
    for (let u = 0; u <= 1.0001; u += 0.05) {
      const p = flightPose(flight, u, size);
      expect(p.x).toBeLessThanOrEqual(x + 1e-12);
      expect(p.y).toBeGreaterThanOrEqual(size / 2 - 1e-12);
      x = p.x;
    }
    // It turns in the air: not yet on lifting off, already done before touching down.
    expect(flightPose(flight, 0.1, size).turn).toBe(0);
    expect(flightPose(flight, 0.85, size).turn).toBe(1);
  });

  it('read from below, a die is laid in turned over; read from the top, as it lies', () => {
    for (let k = 0; k < 6; k++) {
      expect(placedTop(k, 'top')).toBe(k);
      expect(placedTop(k, 'bottom')).toBe(k ^ 1);
    }
  });

  it('the dice fly one after another in the order chosen; without motion all lie in the box at once', () => {
    const span = FLIGHT_TIMING.travelMs + FLIGHT_TIMING.holdMs;
    expect(throwMoment(3, 0, true, FLIGHT_TIMING)).toEqual({ index: 0, u: 0, landed: 0 });
    expect(throwMoment(3, FLIGHT_TIMING.travelMs / 2, true, FLIGHT_TIMING)).toEqual({ index: 0, u: 0.5, landed: 0 });
    expect(throwMoment(3, span + FLIGHT_TIMING.travelMs, true, FLIGHT_TIMING)).toEqual({ index: 1, u: 1, landed: 2 });
    expect(throwMoment(3, 3 * span, true, FLIGHT_TIMING).landed).toBe(3);
    expect(throwMoment(3, 0, false, FLIGHT_TIMING).landed).toBe(3);
  });

  it('over whole bot races, each die rolls showing its top over its bottom and ends in its slot with the reading chosen on top', () => {
    let placed = 0;
    for (const seed of [1, 2, 3]) {
      const { steps } = botGame('motorsportspiel', seed, 4, 3000);
      for (const step of steps) {
        const state = step.state as MssState;
        const view = mssTable(state, step.events as readonly MssEvent[]);
        if (view.dice.length === 0) continue;
        const { spots, inside } = fourSpots(state.graph, 1.6, 2.8);
        const car = state.cars.find((c) => c.id === view.car)!;
        const space = state.graph.spaces[car.space]!;
        const box = nearestSpot(spots, space.x, space.z);
        const dice = diceOnTable(view.dice, spots, box, inside);
        expect(dice).toHaveLength(view.dice.length);
        for (const d of dice) {
          expect(d.sides[d.rolled.top]).toBe(d.die.top);
          expect(d.sides[d.rolled.top ^ 1]).toBe(d.die.bottom);
          // Rolled beside the box, never on its slots nor on the track.
          expect(Math.abs(d.rolled.x - spots[box]!.x)).toBeGreaterThan(1.5 * MSS_TABLE_SIZE);
          if (inside) expect(isClear(state.graph, d.rolled.x, d.rolled.z, 1)).toBe(true);
          if (d.die.slot === null) {
            expect(d.placed).toBeNull();
            continue;
          }
          placed++;
          const slot = boxSlot(spots[box]!, d.die.slot, MSS_TABLE_SIZE);
          expect(d.placed).toEqual({ x: slot.x, z: slot.z, top: expect.any(Number) });
          expect(d.sides[d.placed!.top]).toBe(d.die.value);
        }
        for (let i = 0; i < dice.length; i++) for (let j = i + 1; j < dice.length; j++) expect(Math.hypot(dice[i]!.rolled.x - dice[j]!.rolled.x, dice[i]!.rolled.z - dice[j]!.rolled.z)).toBeGreaterThan(1);
      }
    }
    expect(placed).toBeGreaterThan(50);
  });
});

describe('Das Motorsportspiel: the words beside the dice', () => {
  type Rect = { x0: number; x1: number; z0: number; z1: number; what: string };
  const meets = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.z0 < b.z1 && b.z0 < a.z1;
  it('each die’s bottom reading lies under its own die, clear of the other readings, the other dice and the box, and the box says which dice are read from below', () => {
    let seen = 0;
    let fromBelow = 0;
    for (const seed of [1, 2]) {
      const { steps } = botGame('motorsportspiel', seed, 4, 3000);
      for (const step of steps) {
        const state = step.state as MssState;
        const view = mssTable(state, step.events as readonly MssEvent[]);
        if (view.dice.length === 0) continue;
        const { spots, inside } = fourSpots(state.graph, 1.6, 2.8);
        const car = state.cars.find((c) => c.id === view.car)!;
        const space = state.graph.spaces[car.space]!;
        const box = nearestSpot(spots, space.x, space.z);
        const dice = diceOnTable(view.dice, spots, box, inside);
        const labels = diceLabels(dice, () => true);
        const S = MSS_TABLE_SIZE;
        const half = 0.23 * S;
        const rect = (l: { text: string; x: number; z: number; height: number }): Rect => {
          const w = labelWidth(l.text, l.height) / 2;
          const h = (l.height * 34) / 40 / 2;
          return { x0: l.x - w, x1: l.x + w, z0: l.z - h, z1: l.z + h, what: l.text };
        };
        const rects = labels.map(rect);
        const solids: Rect[] = [
          { x0: spots[box]!.x - BOX_HALF.x * S, x1: spots[box]!.x + BOX_HALF.x * S, z0: spots[box]!.z - BOX_HALF.z * S, z1: spots[box]!.z + BOX_HALF.z * S, what: 'the box' },
          ...boxNumberLabels(spots).map((l) => ({ ...rect(l), what: `the box's number ${l.text}` })),
          ...dice.filter((d) => d.placed === null).map((d) => ({ x0: d.rolled.x - half, x1: d.rolled.x + half, z0: d.rolled.z - half, z1: d.rolled.z + half, what: `the ${d.die.die} die` })),
        ];
        for (let i = 0; i < rects.length; i++) {
          for (let j = i + 1; j < rects.length; j++) expect(meets(rects[i]!, rects[j]!), `${rects[i]!.what} / ${rects[j]!.what}`).toBe(false);
          for (const s of solids) expect(meets(rects[i]!, s), `${rects[i]!.what} on ${s.what}`).toBe(false);
        }
        // Each reading lies under its own die.
        for (const d of dice.filter((x) => x.placed === null)) {
          const own = labels.find((l) => l.text === `${d.die.bottom} below` && Math.abs(l.x - d.rolled.x) < 1e-9);
          expect(own).toBeDefined();
          // Under its own die only: no other die lies over its card.
          for (const o of dice) if (o !== d && o.placed === null) expect(Math.abs(o.rolled.x - own!.x)).toBeGreaterThan(labelWidth(own!.text, own!.height) / 2 + half);
          seen++;
        }
        const below = dice.filter((d) => d.placed !== null && d.die.side === 'bottom').map((d) => d.die.slot! + 1).sort();
        if (below.length > 0) {
          expect(labels.some((l) => l.text === `from below: ${below.join(', ')}`)).toBe(true);
          fromBelow++;
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(fromBelow).toBeGreaterThan(5);
  });
});
