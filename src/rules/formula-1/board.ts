/**
 * What the rules read off the lane graph, computed once per graph: the pit
 * squares, whether the grid stands behind the start line, and distance along
 * the race (front edges, Figure 3).
 */
import type { Edge, LaneGraph, Space } from '../../track/lane-graph-types';
import type { CarState } from './types';

export interface BoardInfo {
  readonly graph: LaneGraph;
  readonly lapLength: number;
  /** Crossings of the line before the first lap is under way (1 when the grid stands behind the line). */
  readonly startCrossings: number;
  /** Red squares from which a car may turn into the pit service. */
  readonly pitEntries: ReadonlySet<number>;
  readonly serviceSquares: ReadonlySet<number>;
  /** Whether the way through the service crosses the start line (the lap is counted there). */
  readonly pitCrossesLine: boolean;
  /** Per square: the steps a car drives (forward, diagonal, switch, pit exit). */
  readonly drive: readonly (readonly Edge[])[];
  /** Per square: the pit-entry steps. */
  readonly pitIn: readonly (readonly Edge[])[];
  /** Per square: its printed safe speed, or 0 for none. */
  readonly safe: readonly number[];
}

const cache = new WeakMap<LaneGraph, BoardInfo>();

export function boardInfo(graph: LaneGraph): BoardInfo {
  const hit = cache.get(graph);
  if (hit) return hit;
  const pitEntries = new Set<number>();
  const serviceSquares = new Set<number>();
  let pitCrossesLine = false;
  for (const s of graph.spaces) {
    if (s.features.pit === 'service') serviceSquares.add(s.id);
    for (const e of graph.out[s.id] ?? []) if (e.kind === 'pit-entry') pitEntries.add(s.id);
  }
  for (const id of serviceSquares) for (const e of graph.out[id] ?? []) if (e.crossesStart) pitCrossesLine = true;
  const pole = graph.grid[0] !== undefined ? graph.spaces[graph.grid[0]] : undefined;
  const startCrossings = pole !== undefined && pole.progress >= graph.lapLength / 2 ? 1 : 0;
  const drive = graph.spaces.map((sp) => (graph.out[sp.id] ?? []).filter((e) => e.kind === 'forward' || e.kind === 'diagonal' || e.kind === 'switch' || e.kind === 'pit-exit'));
  const pitIn = graph.spaces.map((sp) => (graph.out[sp.id] ?? []).filter((e) => e.kind === 'pit-entry'));
  const safe = graph.spaces.map((sp) => sp.features.safeSpeed ?? 0);
  const info: BoardInfo = { graph, lapLength: graph.lapLength, startCrossings, pitEntries, serviceSquares, pitCrossesLine, drive, pitIn, safe };
  cache.set(graph, info);
  return info;
}

export function spaceAt(graph: LaneGraph, id: number): Space {
  const s = graph.spaces[id];
  if (!s) throw new RangeError(`no square ${id}`);
  return s;
}

export function edgesOf(graph: LaneGraph, id: number): readonly Edge[] {
  return graph.out[id] ?? [];
}

/** The front edge of a square, in progress units along the lap. */
export function frontEdge(s: Space): number {
  return s.progress + (s.length ?? 1);
}

/** Distance along the race of a car's front edge (laps counted by its crossings). */
export function distanceOf(info: BoardInfo, car: CarState): number {
  return car.crossings * info.lapLength + frontEdge(spaceAt(info.graph, car.space));
}

/** Laps completed: crossings after the start (−1 before a car behind the line has crossed it). */
export function lapsDone(info: BoardInfo, car: CarState): number {
  return car.crossings - info.startCrossings;
}

/** The lap a car is on, 1-based, for people (never beyond the race's laps). */
export function currentLap(info: BoardInfo, car: CarState, laps: number): number {
  return Math.min(laps, Math.max(1, lapsDone(info, car) + 1));
}

/** Whether a car may turn into the pit service this move (after a completed lap, not on its last). */
export function pitAllowed(info: BoardInfo, car: CarState, laps: number): boolean {
  if (info.pitEntries.size === 0 || car.off || car.inPit) return false;
  const done = lapsDone(info, car);
  return done >= 0 && done + (info.pitCrossesLine ? 1 : 0) < laps;
}
