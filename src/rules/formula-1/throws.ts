/**
 * The die in corners (Figures 5 and 6): on every square of a path whose
 * printed safe speed the car exceeds, one throw per 40 km/h of excess, the
 * square it stops on included. Once a car has finished, it throws no more;
 * once it has left the track, it throws no more (the driver stops at the first 6).
 *
 * `pathRisk` gives the exact chance of leaving the track and the expected
 * tyre loss of a path, computed from the die's faces (for bots and the shell).
 */
import { boardInfo, lapsDone, spaceAt } from './board';
import { DIE_FACES } from './data/material';
import { SPEED_STEP, speedChangeCost } from './data/speed';
import type { CarState, Formula1State } from './types';

export interface PlannedThrows {
  readonly space: number;
  readonly safeSpeed: number;
  readonly throws: number;
}

/** The throws a car at `kmh` would make along `path` (no die thrown yet), in order. */
export function throwPlan(state: Formula1State, car: CarState, kmh: number, path: readonly number[]): PlannedThrows[] {
  const info = boardInfo(state.graph);
  let crossings = car.crossings;
  let prev = car.space;
  const out: PlannedThrows[] = [];
  for (const id of path) {
    if (state.graph.out[prev]?.some((e) => e.to === id && e.crossesStart)) crossings++;
    prev = id;
    if (lapsDone(info, { ...car, crossings }) >= state.laps) break;
    const safe = spaceAt(state.graph, id).features.safeSpeed;
    if (safe !== undefined && kmh > safe) out.push({ space: id, safeSpeed: safe, throws: Math.ceil((kmh - safe) / SPEED_STEP) });
  }
  return out;
}

export interface PathRisk {
  /** Throws if none of them sends the car off. */
  readonly throws: number;
  /** Exact chance of leaving the track on this path. */
  readonly offChance: number;
  /** Expected tyres returned for throws of 1 and 2. */
  readonly expectedTyreLoss: number;
  /** Expected tyres returned for leaving the track (slowing to 0 from `kmh`, at most what is left). */
  readonly expectedOffCost: number;
}

/** Exact risk of a path from the die (each face 1/6), with the car's tyres as they will be after paying for the speed. */
export function pathRisk(state: Formula1State, car: CarState, kmh: number, path: readonly number[], tyres = car.tyres): PathRisk {
  const plan = throwPlan(state, car, kmh, path);
  const throws = plan.reduce((n, p) => n + p.throws, 0);
  const offCost = speedChangeCost(kmh, 0);
  // Distribution over tyres left while still on the track.
  let dist = new Map<number, number>([[tyres, 1]]);
  let offChance = 0;
  let expectedOffCost = 0;
  let lost = 0;
  const p = 1 / DIE_FACES.length;
  for (let i = 0; i < throws; i++) {
    const next = new Map<number, number>();
    for (const [t, q] of dist) {
      for (const face of DIE_FACES) {
        const w = q * p;
        if (face.kind === 'none') next.set(t, (next.get(t) ?? 0) + w);
        else if (face.kind === 'off' || t < face.tyres) {
          offChance += w;
          const paid = face.kind === 'tyres' ? t : 0;
          lost += w * paid;
          expectedOffCost += w * Math.min(offCost, t - paid);
        } else {
          lost += w * face.tyres;
          next.set(t - face.tyres, (next.get(t - face.tyres) ?? 0) + w);
        }
      }
    }
    dist = next;
  }
  return { throws, offChance, expectedTyreLoss: lost, expectedOffCost };
}
