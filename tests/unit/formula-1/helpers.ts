/**
 * Small hand-made Formuła 1 boards and positions: a loop of straight squares
 * in 1–3 lanes (diagonals between neighbouring lanes), with safe speeds where
 * a test prints them, a 6-slot grid at the end of the loop and the line
 * between the last square and the first.
 */
import type { Edge, LaneGraph, Space } from '../../../src/track/lane-graph-types';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { createRace, type CarState, type Formula1Config, type Formula1State } from '../../../src/rules/formula-1';

export interface StraightSpec {
  readonly lanes: number;
  readonly length: number;
  /** Safe speed by [lane, position] (position 0 … length − 1). */
  readonly safe?: readonly (readonly [lane: number, position: number, kmh: number])[];
}

/** Square id of lane `lane`, position `pos`. */
export const sq = (spec: StraightSpec, lane: number, pos: number): number => lane * spec.length + (((pos % spec.length) + spec.length) % spec.length);

export function straightGraph(spec: StraightSpec): LaneGraph {
  const spaces: Space[] = [];
  const out: Edge[][] = [];
  for (let lane = 0; lane < spec.lanes; lane++) {
    for (let pos = 0; pos < spec.length; pos++) {
      const safe = spec.safe?.find(([l, p]) => l === lane && p === pos)?.[2];
      spaces.push({
        id: sq(spec, lane, pos),
        piece: `p${Math.floor(pos / 4)}`,
        lane,
        index: pos % 4,
        features: safe !== undefined ? { safeSpeed: safe } : {},
        progress: pos,
        length: 1,
        pieceOrder: Math.floor(pos / 4),
        x: pos,
        z: lane,
        heading: 0,
      });
    }
  }
  for (let lane = 0; lane < spec.lanes; lane++) {
    for (let pos = 0; pos < spec.length; pos++) {
      const crossesStart = pos === spec.length - 1;
      const edges: Edge[] = [{ from: sq(spec, lane, pos), to: sq(spec, lane, pos + 1), kind: 'forward', crossesStart }];
      for (const l of [lane - 1, lane + 1]) if (l >= 0 && l < spec.lanes) edges.push({ from: sq(spec, lane, pos), to: sq(spec, l, pos + 1), kind: 'diagonal', crossesStart });
      out[sq(spec, lane, pos)] = edges;
    }
  }
  // Grid: the last two rows before the line, pole in lane 0.
  const grid: number[] = [];
  for (let row = 0; row < 2; row++) for (let lane = 0; lane < Math.min(3, spec.lanes); lane++) grid.push(sq(spec, lane, spec.length - 1 - row));
  return { game: 'formula-1', lanes: spec.lanes, innerLane: 0, lapLength: spec.length, spaces, out, grid };
}

export function presetGraph(): LaneGraph {
  const l = loadPreset('formula-1-circuit');
  if (!l.ok) throw new Error(l.error);
  return buildLaneGraph(l.layout);
}

/** A race of `n` cars (one seat each) on `graph`, then each car put where `cars` says. */
export function position(graph: LaneGraph, cars: readonly Partial<CarState>[], config: Formula1Config = {}, seed = 1): Formula1State {
  const seats = cars.map((_, i) => ({ name: `Driver ${i + 1}`, kind: 'human', tokens: 1 }));
  const base = createRace(graph, { ...config, grid: cars.map((_, i) => i + 1) }, seats, seed);
  return { ...base, cars: base.cars.map((c, i) => ({ ...c, ...cars[i] })) };
}

/** The same state with car `ci` to act now, in the given phase. */
export function toAct(state: Formula1State, ci: number, phase: 'speed' | 'move' = 'speed'): Formula1State {
  const rest = state.order.filter((i) => i !== ci);
  return { ...state, order: [ci, ...rest], turn: 0, phase };
}

/** Dice in the given order (then 3s: no consequence). */
export function dice(...faces: number[]): () => number {
  let i = 0;
  return () => faces[i++] ?? 3;
}
