/**
 * The die in corners (Figures 5 and 6): on every square of a path whose
 * printed safe speed the car exceeds, one throw per 40 km/h of excess, the
 * square it stops on included. Once a car has finished, it throws no more;
 * once it has left the track, it throws no more (the driver stops at the first 6).
 *
 * `pathRisk` gives the exact chance of leaving the track and the expected
 * tyre loss of a path, computed from the die's faces (for bots and the shell).
 */
import { boardInfo } from './board';
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
  // Crossings at which the car has finished (it throws no more).
  const finishAt = info.startCrossings + state.laps;
  let crossings = car.crossings;
  let prev = car.space;
  const out: PlannedThrows[] = [];
  for (const id of path) {
    const edges = state.graph.out[prev];
    if (edges) for (const e of edges) if (e.to === id && e.crossesStart) crossings++;
    prev = id;
    if (crossings >= finishAt) break;
    const safe = info.safe[id] ?? 0;
    if (safe > 0 && kmh > safe) out.push({ space: id, safeSpeed: safe, throws: Math.ceil((kmh - safe) / SPEED_STEP) });
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
  return throwsRisk(throws, tyres, speedChangeCost(kmh, 0));
}

/** The throws are alike wherever they are made, so the risk depends only on their number, the tyres and the price of stopping. */
const riskCache = new Map<string, PathRisk>();
const riskRows: (PathRisk[] | undefined)[] = new Array<PathRisk[] | undefined>(256 * 256);

export function throwsRisk(throws: number, tyres: number, offCost: number): PathRisk {
  const small = Number.isInteger(throws) && Number.isInteger(tyres) && Number.isInteger(offCost) && throws >= 0 && throws < 256 && tyres >= 0 && tyres < 256 && offCost >= 0 && offCost < 256;
  // Small figures: by tyres and price of stopping, then by throws, in plain lists.
  let row: PathRisk[] | undefined;
  if (small) {
    row = riskRows[offCost * 256 + tyres];
    if (!row) {
      row = [];
      riskRows[offCost * 256 + tyres] = row;
    }
    const hit = row[throws];
    if (hit) return hit;
  }
  const key = `${throws}|${tyres}|${offCost}`;
  const hit = small ? undefined : riskCache.get(key);
  if (hit) return hit;
  // Distribution over tyres left while still on the track.
  let dist = new Float64Array(tyres + 1);
  dist[tyres] = 1;
  let offChance = 0;
  let expectedOffCost = 0;
  let lost = 0;
  const p = 1 / DIE_FACES.length;
  for (let i = 0; i < throws; i++) {
    const next = new Float64Array(tyres + 1);
    for (let t = 0; t <= tyres; t++) {
      const q = dist[t]!;
      if (q === 0) continue;
      for (const face of DIE_FACES) {
        const w = q * p;
        if (face.kind === 'none') next[t]! += w;
        else if (face.kind === 'off' || t < face.tyres) {
          offChance += w;
          const paid = face.kind === 'tyres' ? t : 0;
          lost += w * paid;
          expectedOffCost += w * Math.min(offCost, t - paid);
        } else {
          lost += w * face.tyres;
          next[t - face.tyres]! += w;
        }
      }
    }
    dist = next;
  }
  const risk: PathRisk = { throws, offChance, expectedTyreLoss: lost, expectedOffCost };
  if (row) row[throws] = risk;
  else riskCache.set(key, risk);
  return risk;
}
