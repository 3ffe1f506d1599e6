/**
 * What the heuristic bot reads off the board, once per board (rulebook: "Full
 * Braking" — "In a 2-rated turn it is very risky to roll three dice": how far
 * ahead the next 2-rated curve is; "Pit-stops": the lanes the pit lane is
 * entered from).
 */
import type { LaneGraph } from '../../track/lane-graph-types';
import { boardInfo } from './board';
import type { MssState } from './types';

/** How far the bot looks for a tight curve ahead (steps). */
const CURVE_REACH = 15;

/** Per board, for each space: the steps ahead along its lane to the nearest space with a maximum gear of 2 or less (Infinity if none within reach). */
const curveAheadCache = new WeakMap<LaneGraph, Float64Array>();

function curveAheadOf(graph: LaneGraph): Float64Array {
  let table = curveAheadCache.get(graph);
  if (!table) {
    const info = boardInfo(graph);
    table = new Float64Array(graph.spaces.length).fill(Infinity);
    for (let from = 0; from < graph.spaces.length; from++) {
      let s = from;
      for (let i = 0; i <= CURVE_REACH; i++) {
        const g = graph.spaces[s]!.features.maxGear;
        if (g !== undefined && g <= 2) {
          table[from] = i;
          break;
        }
        const next = info.ahead[s];
        if (!next) break;
        s = next.to;
      }
    }
    curveAheadCache.set(graph, table);
  }
  return table;
}

/** Steps ahead along the car's lane to the nearest space with a maximum gear of 2 or less (Infinity if none within reach). */
export const tightCurveAhead = (state: MssState, space: number): number => curveAheadOf(state.graph)[space]!;

/** The lanes from which a pit lane is entered, per board. */
const entryLaneCache = new WeakMap<LaneGraph, ReadonlySet<number>>();

export function entryLanesOf(graph: LaneGraph): ReadonlySet<number> {
  let lanes = entryLaneCache.get(graph);
  if (!lanes) {
    const found = new Set<number>();
    graph.out.forEach((edges) => edges.forEach((e) => e.kind === 'pit-entry' && found.add(graph.spaces[e.from]!.lane)));
    lanes = found;
    entryLaneCache.set(graph, lanes);
  }
  return lanes;
}

