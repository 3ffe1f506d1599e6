/**
 * Hand-made lane graphs for rule tests: a two-lane oval of `lapLength`
 * positions, `spacesPerPiece` positions per piece. Space id = lane × lapLength
 * + position; position 0 is just past the start/finish line.
 */
import type { ChicaneKind, Edge, LaneGraph, Space, SpaceId } from '../../../../src/track/lane-graph-types';

export interface OvalSpec {
  readonly lapLength: number;
  /** Chicanes by [lane, position]. */
  readonly chicanes?: readonly (readonly [number, number, ChicaneKind])[];
  /** Switches by [lane, position]: a switch edge to the other lane, one position ahead. */
  readonly switches?: readonly (readonly [number, number])[];
  /** Grid slots [lane, position], pole first (default: 4 slots behind position 4). */
  readonly grid?: readonly (readonly [number, number])[];
  readonly innerLane?: number;
  readonly spacesPerPiece?: number;
}

export function sid(spec: { lapLength: number }, lane: number, pos: number): SpaceId {
  return lane * spec.lapLength + (((pos % spec.lapLength) + spec.lapLength) % spec.lapLength);
}

export function makeOvalGraph(spec: OvalSpec): LaneGraph {
  const L = spec.lapLength;
  const per = spec.spacesPerPiece ?? 2;
  const chicane = new Map((spec.chicanes ?? []).map(([l, p, k]) => [sid(spec, l, p), k]));
  const switchAt = new Set((spec.switches ?? []).map(([l, p]) => sid(spec, l, p)));
  const spaces: Space[] = [];
  const out: Edge[][] = [];
  for (let lane = 0; lane < 2; lane++) {
    for (let pos = 0; pos < L; pos++) {
      const id = sid(spec, lane, pos);
      const k = chicane.get(id);
      spaces[id] = {
        id,
        piece: `p${Math.floor(pos / per)}`,
        lane,
        index: pos % per,
        features: { ...(k ? { chicane: k } : {}), ...(switchAt.has(id) ? { switch: true } : {}) },
        progress: pos,
        pieceOrder: Math.floor(pos / per),
        x: pos,
        z: lane,
        heading: 0,
      };
      const crossesStart = pos + 1 === L;
      const edges: Edge[] = [{ from: id, to: sid(spec, lane, pos + 1), kind: 'forward', crossesStart }];
      if (switchAt.has(id)) edges.push({ from: id, to: sid(spec, 1 - lane, pos + 1), kind: 'switch', crossesStart });
      out[id] = edges;
    }
  }
  const grid = (spec.grid ?? [
    [0, 4],
    [1, 4],
    [0, 3],
    [1, 3],
  ]).map(([l, p]) => sid(spec, l, p));
  return { game: 'start-frei', lanes: 2, innerLane: spec.innerLane ?? 0, lapLength: L, spaces, out, grid };
}
