/**
 * Learn's practice strips (two straight lanes, hand-made for the rulebook's
 * worked examples) printed as Carrera track: the strip laid out of the box's
 * plain straights, and the strip's own chicanes and switches printed on them
 * from its lane graph, since no piece of the box carries them where a lesson
 * puts them. Pure data (no React, no three).
 */
import { catalogFor, TRACK_VERSION, type LaneGraph, type Layout } from '../../track';
import type { Instance } from '../lane-graph-instances';
import { PRINT } from '../builder/piece-drawing';

/** The plain straight of Start Frei's box ("white spaces only") and how many spaces a lane of it carries. */
const PLAIN_STRAIGHT = { type: 'sf-straight', side: 'A' as const };
export const STRAIGHT_SPACES = 4;

/**
 * A strip of `length` spaces a lane as plain Carrera straights end to end,
 * placed where the strip's lane graph puts its spaces (centred on the table,
 * along +x, lane 0 on the left); null when the strip is not a whole number of
 * straights (then Learn draws the lane graph's spaces plain).
 */
export function stripLayout(length: number): Layout | null {
  if (!Number.isInteger(length) || length <= 0 || length % STRAIGHT_SPACES !== 0) return null;
  const n = length / STRAIGHT_SPACES;
  const pieces = Array.from({ length: n }, (_, i) => ({ id: `strip-${i}`, ...PLAIN_STRAIGHT, x: i * STRAIGHT_SPACES - length / 2, z: 0, rotation: 0 }));
  const connections = pieces.slice(1).map((p, i) => ({ a: { piece: pieces[i]!.id, port: 1 }, b: { piece: p.id, port: 0 } }));
  return { format: 'chicane-track', version: TRACK_VERSION, game: 'start-frei', name: 'Practice strip', meta: {}, inventory: 'custom', pieces, connections };
}

/** A flat box between two table points, `width` across. */
function bar(p: { x: number; z: number }, q: { x: number; z: number }, width: number, color: string): Instance {
  const dx = q.x - p.x;
  const dz = q.z - p.z;
  return { x: (p.x + q.x) / 2, z: (p.z + q.z) / 2, heading: Math.atan2(-dz, dx), length: Math.hypot(dx, dz), width, color };
}

/**
 * The chicane lines (one yellow line normal, two dangerous) and switch
 * markings of a lane graph's spaces, printed as the box's pieces print them
 * (the same sizes and colours as builder/piece-drawing).
 */
export function graphFeatureMarks(graph: LaneGraph): Instance[] {
  const lw = catalogFor(graph.game).laneWidth;
  const out: Instance[] = [];
  for (const s of graph.spaces) {
    if (!s) continue;
    const along = { x: Math.cos(s.heading), z: -Math.sin(s.heading) };
    const chicane = s.features.chicane;
    if (chicane) {
      for (const u of chicane === 'dangerous' ? [-0.15, 0.15] : [0]) {
        out.push({ x: s.x + along.x * u * lw, z: s.z + along.z * u * lw, heading: s.heading, length: 0.09 * lw, width: lw * 0.86, color: PRINT.chicane });
      }
    }
    for (const e of graph.out[s.id] ?? []) {
      if (e.kind !== 'switch') continue;
      const t = graph.spaces[e.to];
      // A strip closes its loop from its last space to its first: that step is not printed across the table.
      if (t && Math.hypot(t.x - s.x, t.z - s.z) < 2 * lw) out.push(bar(s, t, 0.07 * lw, PRINT.switch));
    }
  }
  return out;
}
