/**
 * Turns a lane graph into instance transforms for the track's repeated marks:
 * space tiles, chicane lines and switch arrows. Pure (no React); the scene
 * puts the results into a few instanced meshes, so draw calls stay flat
 * however large the layout grows.
 */
import type { LaneGraph, Space } from '../track/lane-graph-types';

export interface Instance {
  readonly x: number;
  readonly z: number;
  readonly heading: number;
  /** Size along the direction of travel and across it. */
  readonly length: number;
  readonly width: number;
  readonly color: string;
}

export interface TrackInstances {
  readonly tiles: Instance[];
  readonly marks: Instance[];
}

const COLORS = {
  space: '#5b6168',
  start: '#e9e6dc',
  pit: '#4a5a6b',
  fast: '#2f3439',
  finish: '#b8322b',
  chicane: '#f1c40f',
  switch: '#f4f1e8',
  zoneRed: '#c0392b',
};

function forwardLength(graph: LaneGraph, s: Space): number {
  for (const e of graph.out[s.id] ?? []) {
    if (e.kind === 'forward') {
      const t = graph.spaces[e.to]!;
      const d = Math.hypot(t.x - s.x, t.z - s.z);
      if (d > 1e-6) return d;
    }
  }
  return 1;
}

function tileColor(s: Space): string {
  const f = s.features;
  if (f.finish) return COLORS.finish;
  if (f.pit) return COLORS.pit;
  if (f.fastLane) return COLORS.fast;
  if (f.zone === 'red') return COLORS.zoneRed;
  return COLORS.space;
}

/** Position moved `d` along heading h (direction (cos h, -sin h)). */
function along(s: Space, d: number): { x: number; z: number } {
  return { x: s.x + Math.cos(s.heading) * d, z: s.z - Math.sin(s.heading) * d };
}

export function trackInstances(graph: LaneGraph, laneWidth: number): TrackInstances {
  const tiles: Instance[] = [];
  const marks: Instance[] = [];
  for (const s of graph.spaces) {
    const length = Math.min(forwardLength(graph, s), laneWidth * 3);
    // A small gap between tiles draws the printed space borders for free.
    tiles.push({ x: s.x, z: s.z, heading: s.heading, length: length * 0.94, width: laneWidth * 0.92, color: tileColor(s) });
    const chicane = s.features.chicane;
    if (chicane) {
      const lines = chicane === 'dangerous' ? [-0.12, 0.12] : [0];
      for (const o of lines) {
        const p = along(s, o * length);
        marks.push({ ...p, heading: s.heading, length: length * 0.08, width: laneWidth * 0.85, color: COLORS.chicane });
      }
    }
    if (s.features.switch) {
      for (const e of graph.out[s.id] ?? []) {
        if (e.kind !== 'switch') continue;
        const t = graph.spaces[e.to]!;
        const dx = t.x - s.x;
        const dz = t.z - s.z;
        marks.push({
          x: s.x + dx / 2,
          z: s.z + dz / 2,
          heading: Math.atan2(-dz, dx),
          length: Math.hypot(dx, dz) * 0.8,
          width: laneWidth * 0.08,
          color: COLORS.switch,
        });
      }
    }
    if (s.features.grid !== undefined) {
      const p = along(s, -length * 0.42);
      marks.push({ ...p, heading: s.heading, length: length * 0.05, width: laneWidth * 0.7, color: COLORS.start });
    }
  }
  return { tiles, marks };
}
