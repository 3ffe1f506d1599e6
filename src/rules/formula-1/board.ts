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
  /** Squares on the board. */
  readonly n: number;
  /** Per square: its front edge (`frontEdge`), in progress units. */
  readonly front: Float64Array;
  /** Per square: whether it is red and turns into the pit service (as `pitEntries`). */
  readonly pitEntry: Uint8Array;
  /** The drive steps in one flat list: square s's are `driveTo[driveStart[s] … driveStart[s + 1])`, in graph order. */
  readonly driveStart: Int32Array;
  readonly driveTo: Int32Array;
  /** Whether that drive step is a pit exit (a car beside the track does not take one). */
  readonly driveExit: Uint8Array;
  /** The start-line crossings of that step's squares (`crossCount` of its two squares). */
  readonly driveCross: Int32Array;
  /** The pit-entry steps, the same way. */
  readonly pitStart: Int32Array;
  readonly pitTo: Int32Array;
  readonly pitCross: Int32Array;
  /**
   * Paths of up to this many squares can never come back to a square they
   * have been on: every drive step moves the front edge forward, and that
   * many steps move it less than a lap (0 when some step does not move it).
   */
  readonly loopFree: number;
  /** The most drive steps from one square. */
  readonly maxOut: number;
  /** Every step of the graph, the same way: its target, whether it crosses the start line, whether it enters the pit. */
  readonly outStart: Int32Array;
  readonly outTo: Int32Array;
  readonly outCrosses: Uint8Array;
  readonly outPitEntry: Uint8Array;
  /**
   * Per square: where a car that leaves the track on it stands (Leaving the
   * Track): for a safe-speed square, its corner's spot (`cornerSpots`); any
   * other square, itself.
   */
  readonly offSpot: Int32Array;
}

/**
 * formula-1, "Leaving the Track": "A car that leaves the track, whichever lane
 * it was in, is placed on the outside of the corner, beside the square with the
 * printed safe speed", and "If two cars leave the track at the same corner in
 * the same move, the second car is placed beside the first." A corner is a
 * piece's safe-speed squares joined by steps that do not cross the start line
 * (a corner tile's squares in every lane). Its outside is the lane with the
 * most of them (the long way round; on a tie the higher safe speed, then the
 * lower lane number), and its spot the last of that lane's squares in the
 * direction of travel (the corner's exit on the outside). Every square of the
 * corner maps to that one spot, so cars leaving it from any lane stand beside
 * the same square and queue there in the order they left.
 */
export function cornerSpots(graph: LaneGraph): Int32Array {
  const n = graph.spaces.length;
  const spot = Int32Array.from({ length: n }, (_, i) => i);
  const safe = (id: number) => graph.spaces[id]!.features.safeSpeed ?? 0;
  // The steps between safe-speed squares of one piece, both ways.
  const near: number[][] = graph.spaces.map(() => []);
  for (const s of graph.spaces) {
    if (safe(s.id) === 0) continue;
    for (const e of graph.out[s.id] ?? []) {
      if (e.crossesStart || safe(e.to) === 0 || graph.spaces[e.to]!.piece !== s.piece) continue;
      near[s.id]!.push(e.to);
      near[e.to]!.push(s.id);
    }
  }
  const done = new Uint8Array(n);
  for (const s of graph.spaces) {
    if (safe(s.id) === 0 || done[s.id] === 1) continue;
    const corner: number[] = [];
    const todo = [s.id];
    done[s.id] = 1;
    while (todo.length > 0) {
      const id = todo.pop()!;
      corner.push(id);
      for (const m of near[id]!) {
        if (done[m] === 0) {
          done[m] = 1;
          todo.push(m);
        }
      }
    }
    const byLane = new Map<number, number[]>();
    for (const id of corner) {
      const lane = graph.spaces[id]!.lane;
      const list = byLane.get(lane);
      if (list) list.push(id);
      else byLane.set(lane, [id]);
    }
    const lanes = [...byLane.entries()].sort(([la, a], [lb, b]) => b.length - a.length || Math.max(...b.map(safe)) - Math.max(...a.map(safe)) || la - lb);
    const outside = lanes[0]![1];
    const exit = outside.reduce((best, id) => (frontEdge(graph.spaces[id]!) > frontEdge(graph.spaces[best]!) ? id : best));
    for (const id of corner) spot[id] = exit;
  }
  return spot;
}

/** Lays out per-square lists of steps as one flat list (start offsets, then the chosen field of each step). */
function flat(lists: readonly (readonly Edge[])[], fields: readonly ((e: Edge) => number)[]): { start: Int32Array; cols: Int32Array[] } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (start[i + 1] = start[i]! + l.length));
  const cols = fields.map(() => new Int32Array(start[lists.length]!));
  lists.forEach((l, i) => l.forEach((e, j) => fields.forEach((f, c) => (cols[c]![start[i]! + j] = f(e)))));
  return { start, cols };
}

function loopFreeSteps(graph: LaneGraph, drive: readonly (readonly Edge[])[]): number {
  let most = 0;
  for (const edges of drive) {
    for (const e of edges) {
      const gain = frontEdge(spaceAt(graph, e.to)) - frontEdge(spaceAt(graph, e.from)) + (e.crossesStart ? graph.lapLength : 0);
      if (!(gain > 0)) return 0;
      most = Math.max(most, gain);
    }
  }
  if (most === 0) return Number.MAX_SAFE_INTEGER;
  // m steps gain at most m · most; fewer than a lap cannot close a loop.
  let m = Math.floor(graph.lapLength / most);
  while (m > 0 && m * most >= graph.lapLength - 1e-9) m--;
  return m;
}

/** Start-line crossings of the steps from `from` to `to` (steps listed twice count twice). */
export function crossCount(info: BoardInfo, from: number, to: number): number {
  let c = 0;
  for (let k = info.outStart[from]!, end = info.outStart[from + 1]!; k < end; k++) if (info.outTo[k] === to && info.outCrosses[k] === 1) c++;
  return c;
}

/** Whether some step from `from` to `to` turns into the pit service. */
export function isPitStep(info: BoardInfo, from: number, to: number): boolean {
  for (let k = info.outStart[from]!, end = info.outStart[from + 1]!; k < end; k++) if (info.outTo[k] === to && info.outPitEntry[k] === 1) return true;
  return false;
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
  const d = flat(drive, [(e) => e.to, (e) => (e.kind === 'pit-exit' ? 1 : 0)]);
  const p = flat(pitIn, [(e) => e.to]);
  const o = flat(
    graph.spaces.map((sp) => graph.out[sp.id] ?? []),
    [(e) => e.to, (e) => (e.crossesStart ? 1 : 0), (e) => (e.kind === 'pit-entry' ? 1 : 0)],
  );
  const info: BoardInfo = {
    graph,
    lapLength: graph.lapLength,
    startCrossings,
    pitEntries,
    serviceSquares,
    pitCrossesLine,
    drive,
    pitIn,
    safe,
    n: graph.spaces.length,
    front: Float64Array.from(graph.spaces, frontEdge),
    pitEntry: Uint8Array.from(graph.spaces, (sp) => (pitEntries.has(sp.id) ? 1 : 0)),
    driveStart: d.start,
    driveTo: d.cols[0]!,
    driveExit: Uint8Array.from(d.cols[1]!),
    driveCross: new Int32Array(d.cols[0]!.length),
    pitStart: p.start,
    pitTo: p.cols[0]!,
    pitCross: new Int32Array(p.cols[0]!.length),
    loopFree: loopFreeSteps(graph, drive),
    maxOut: drive.reduce((m, l) => Math.max(m, l.length), 0),
    outStart: o.start,
    outTo: o.cols[0]!,
    outCrosses: Uint8Array.from(o.cols[1]!),
    outPitEntry: Uint8Array.from(o.cols[2]!),
    offSpot: cornerSpots(graph),
  };
  for (let sq = 0; sq < info.n; sq++) {
    for (let k = info.driveStart[sq]!; k < info.driveStart[sq + 1]!; k++) info.driveCross[k] = crossCount(info, sq, info.driveTo[k]!);
    for (let k = info.pitStart[sq]!; k < info.pitStart[sq + 1]!; k++) info.pitCross[k] = crossCount(info, sq, info.pitTo[k]!);
  }
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
