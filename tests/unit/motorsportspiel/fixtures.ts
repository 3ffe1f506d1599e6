/**
 * Small hand-made Motorsportspiel boards and states for the rulebook's
 * examples: two lanes side by side (space id = lane × length + index),
 * forward and diagonal edges, a loop whose line lies between the last and
 * the first index, curves turning left (outside lane 1), an optional pit lane.
 */
import type { Edge, LaneGraph, Space, SpaceFeatures } from '../../../src/track/lane-graph-types';
import { RED_DIE, type Car, type DieName, type MssConfig, type MssState, type Side } from '../../../src/rules/motorsportspiel';
import { motorsportspielGame as game } from '../../../src/rules/motorsportspiel';

export interface GraphSpec {
  readonly length: number;
  /** Printed features by lane and index. */
  readonly features?: (lane: number, index: number) => SpaceFeatures;
  /** A pit lane beside lane 1 over these indices (entry from lane 1 at from − 1, exit to lane 1 at to + 1); box spaces listed. */
  readonly pit?: { readonly from: number; readonly to: number; readonly boxes: readonly number[] };
  /** Grid spaces, pole first (default: lane 0 and 1 at index 2, 1, 0). */
  readonly grid?: readonly number[];
  /** Lengths of long spaces (the dotted fast-lane spaces), by lane and index; default 1. */
  readonly lengths?: (lane: number, index: number) => number;
}

export function makeGraph(spec: GraphSpec): LaneGraph {
  const { length } = spec;
  const spaces: Space[] = [];
  const out: Edge[][] = [];
  let heading = 0;
  const headings: number[] = [];
  for (let i = 0; i < length; i++) {
    headings.push(heading);
    const f = spec.features?.(0, i) ?? {};
    if (f.maxGear !== undefined) heading += 0.3;
  }
  for (let lane = 0; lane < 2; lane++) {
    for (let i = 0; i < length; i++) {
      spaces.push({ id: lane * length + i, piece: 'p', lane, index: i, features: spec.features?.(lane, i) ?? {}, progress: i, length: spec.lengths?.(lane, i) ?? 1, pieceOrder: 0, x: i, z: lane, heading: headings[i]! });
      out.push([]);
    }
  }
  const id = (lane: number, i: number) => lane * length + (((i % length) + length) % length);
  for (let lane = 0; lane < 2; lane++) {
    for (let i = 0; i < length; i++) {
      const crosses = i === length - 1;
      out[id(lane, i)]!.push({ from: id(lane, i), to: id(lane, i + 1), kind: 'forward', crossesStart: crosses });
      out[id(lane, i)]!.push({ from: id(lane, i), to: id(1 - lane, i + 1), kind: 'diagonal', crossesStart: crosses });
    }
  }
  if (spec.pit) {
    const { from, to, boxes } = spec.pit;
    const base = 2 * length;
    for (let i = from; i <= to; i++) {
      spaces.push({ id: base + i - from, piece: 'pit', lane: 2, index: i - from, features: { pit: boxes.includes(i) ? 'box' : 'lane' }, progress: i % length, pieceOrder: 0, x: i, z: 2, heading: 0 });
      out.push([]);
    }
    out[id(1, from - 1)]!.push({ from: id(1, from - 1), to: base, kind: 'pit-entry', crossesStart: false });
    for (let i = from; i < to; i++) out[base + i - from]!.push({ from: base + i - from, to: base + i - from + 1, kind: 'forward', crossesStart: i === length - 1 });
    out[base + to - from]!.push({ from: base + to - from, to: id(1, to + 1), kind: 'pit-exit', crossesStart: to === length - 1 });
  }
  return { game: 'motorsportspiel', lanes: 2, innerLane: 0, lapLength: length, spaces, out, grid: spec.grid ?? [id(0, 2), id(1, 2), id(0, 1), id(1, 1), id(0, 0), id(1, 0)] };
}

/** A race on `graph` with `cars` placed where given (the rest as set up), car 0 on turn. */
export function scene(graph: LaneGraph, place: readonly Partial<Car>[], config: MssConfig = {}, seats = Math.max(2, place.length)): MssState {
  const s = game.setup({ graph }, { laps: 3, ...config }, Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' })), 1);
  const cars = s.cars.map((c, i) => ({ ...c, ...(place[i] ?? {}), id: c.id }));
  return { ...s, cars, order: cars.map((c) => c.id), index: 0, turn: { car: 0, phase: 'dice', roll: {}, plan: [], die: 0, timedOut: false, earned: [] } };
}

/** The face index of a die that shows `top` (and, for the red die, `bottom` underneath). */
export function faceFor(die: DieName, top: number, bottom?: number): number {
  if (die !== 'red') return top - 1;
  for (let f = 0; f < 6; f++) if (RED_DIE.faces[f] === top && (bottom === undefined || RED_DIE.faces[RED_DIE.opposite[f]!] === bottom)) return f;
  throw new Error(`no red face ${top}/${bottom}`);
}

/** The state with car 0's dice already rolled: faces on top by die. */
export function rolled(s: MssState, roll: Partial<Record<DieName, number>>): MssState {
  return { ...s, turn: { ...s.turn!, phase: 'order', roll } };
}

export function act(s: MssState, action: Parameters<typeof game.apply>[2]) {
  const seat = game.actors(s)[0]!;
  const r = game.apply(s, seat, action);
  if (!r.ok) throw new Error(`${r.code}: ${r.message} (${JSON.stringify(action)}); legal: ${JSON.stringify(game.legalActions(s, seat))}`);
  return r;
}

export const order = (...dice: [DieName, Side][]) => ({ type: 'order' as const, dice: dice.map(([die, side]) => ({ die, side })) });
export const path = (...to: number[]) => ({ type: 'path' as const, to });
