/**
 * A hand-made practice strip: two lanes of `length` spaces in a straight line,
 * closed into a loop by the lane graph (the last space leads to the first).
 * Lessons on the rulebook's worked examples use it, so the position reads like
 * the rulebook's pictures. Space id = lane × length + position.
 */
import type { ChicaneKind, Edge, LaneGraph, Space, SpaceId } from '../../../track';

export interface StripSpec {
  readonly length: number;
  /** Chicanes by [lane, position]. */
  readonly chicanes?: readonly (readonly [number, number, ChicaneKind])[];
  /** Switches by [lane, position]: a switch edge to the other lane, one position ahead. */
  readonly switches?: readonly (readonly [number, number])[];
}

/** Spaces per piece of the strip (what "laid" counts). */
export const STRIP_PIECE = 2;

export function stripSpace(spec: { length: number }, lane: number, pos: number): SpaceId {
  const L = spec.length;
  return lane * L + (((pos % L) + L) % L);
}

export function buildStrip(spec: StripSpec): LaneGraph {
  const L = spec.length;
  const chicane = new Map((spec.chicanes ?? []).map(([l, p, k]) => [stripSpace(spec, l, p), k]));
  const switchAt = new Set((spec.switches ?? []).map(([l, p]) => stripSpace(spec, l, p)));
  const spaces: Space[] = [];
  const out: Edge[][] = [];
  for (let lane = 0; lane < 2; lane++) {
    for (let pos = 0; pos < L; pos++) {
      const id = stripSpace(spec, lane, pos);
      const k = chicane.get(id);
      spaces[id] = {
        id,
        piece: `p${Math.floor(pos / STRIP_PIECE)}`,
        lane,
        index: pos % STRIP_PIECE,
        features: { ...(k ? { chicane: k } : {}), ...(switchAt.has(id) ? { switch: true } : {}) },
        progress: pos,
        pieceOrder: Math.floor(pos / STRIP_PIECE),
        // Centred on the table; lane 0 is on the left looking along +x (heading 0).
        x: pos - (L - 1) / 2,
        z: lane - 0.5,
        heading: 0,
      };
      const crossesStart = pos + 1 === L;
      const edges: Edge[] = [{ from: id, to: stripSpace(spec, lane, pos + 1), kind: 'forward', crossesStart }];
      if (switchAt.has(id)) edges.push({ from: id, to: stripSpace(spec, 1 - lane, pos + 1), kind: 'switch', crossesStart });
      out[id] = edges;
    }
  }
  const grid = [stripSpace(spec, 0, 1), stripSpace(spec, 1, 1), stripSpace(spec, 0, 0), stripSpace(spec, 1, 0)];
  return { game: 'start-frei', lanes: 2, innerLane: 0, lapLength: L, spaces, out, grid };
}
