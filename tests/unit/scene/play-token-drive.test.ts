import { describe, expect, it } from 'vitest';
import { buildLaneGraph, catalogFor, type LaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { ASIDE_MARGIN, BRAKE_PITCH, JUMP, MAX_DRIVE_SPACES, MOVE_SECONDS, SLIDE_SECONDS, asidePose, newDrive, retarget, routeTo, settled, stepDrive, type Drive } from '../../../src/scene/play/token-drive';

function graphOf(name: string): LaneGraph {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return buildLaneGraph(r.layout);
}

const graph = graphOf('formula-1-circuit');
const lw = catalogFor(graph.game).laneWidth;
const DT = 1 / 30;

/** Steps the drive until it rests (or `limit` frames), recording every pose. */
function run(d: Drive, limit = 400): { x: number; z: number; heading: number; pitch: number; yaw: number }[] {
  const out = [];
  for (let f = 0; f < limit && !settled(d); f++) {
    stepDrive(d, graph, DT, lw);
    out.push({ x: d.x, z: d.z, heading: d.heading, pitch: d.pitch, yaw: d.yaw });
  }
  return out;
}

/** A space some forward steps ahead of `from`. */
function ahead(from: number, steps: number): number {
  let at = from;
  for (let i = 0; i < steps; i++) at = graph.out[at]!.find((e) => e.kind === 'forward')!.to;
  return at;
}

const maxStep = (poses: { x: number; z: number }[]) => poses.slice(1).reduce((m, p, i) => Math.max(m, Math.hypot(p.x - poses[i]!.x, p.z - poses[i]!.z)), 0);

describe("the shell's tokens drive to the core's space", () => {
  const start = graph.grid[0]!;

  it('stands on its space at first, at rest', () => {
    const d = retarget(newDrive(), graph, start, false, lw);
    run(d);
    const s = graph.spaces[start]!;
    expect([d.x, d.z, d.heading]).toEqual([s.x, s.z, s.heading]);
    expect(settled(d)).toBe(true);
  });

  it('drives along the track in small smooth steps, easing in and out, and ends exactly on the space', () => {
    const d = retarget(newDrive(), graph, start, false, lw);
    run(d);
    const to = ahead(start, 5);
    expect(routeTo(graph, start, to)).toHaveLength(5);
    retarget(d, graph, to, false, lw);
    const poses = run(d);
    expect(poses.length).toBeGreaterThanOrEqual(Math.floor(MOVE_SECONDS / DT) - 1);
    expect(poses.length).toBeLessThan(Math.ceil(MOVE_SECONDS / DT) + 5);
    // Easing: the first and last steps are far shorter than the middle ones.
    const step = (i: number) => Math.hypot(poses[i + 1]!.x - poses[i]!.x, poses[i + 1]!.z - poses[i]!.z);
    const mid = Math.floor(poses.length / 2);
    expect(step(0)).toBeLessThan(step(mid) / 3);
    expect(step(poses.length - 4)).toBeLessThan(step(mid) / 2);
    const s = graph.spaces[to]!;
    expect(d.x).toBeCloseTo(s.x, 9);
    expect(d.z).toBeCloseTo(s.z, 9);
  });

  it('dips its nose and wobbles only while braking into the space, never past the limit', () => {
    const d = retarget(newDrive(), graph, start, false, lw);
    run(d);
    retarget(d, graph, ahead(start, 6), false, lw);
    const poses = run(d);
    const half = Math.floor(poses.length / 2) - 1;
    expect(poses.slice(0, half).every((p) => p.pitch === 0 && p.yaw === 0)).toBe(true);
    const pitches = poses.slice(half).map((p) => p.pitch);
    expect(Math.max(...pitches)).toBeGreaterThan(BRAKE_PITCH / 2);
    expect(Math.max(...pitches)).toBeLessThanOrEqual(BRAKE_PITCH);
    expect(poses.some((p) => p.yaw !== 0)).toBe(true);
    expect(d.pitch).toBe(0);
  });

  it('put beside the track, slides there along a curve into the gravel (no jump) and rests turned askew', () => {
    const d = retarget(newDrive(), graph, start, false, lw);
    run(d);
    const at = ahead(start, 3);
    retarget(d, graph, at, true, lw);
    const poses = run(d);
    const rest = asidePose(graph, at, lw, { x: 0, z: 0, heading: 0 });
    expect(d.x).toBeCloseTo(rest.x, 9);
    expect(d.z).toBeCloseTo(rest.z, 9);
    const s = graph.spaces[at]!;
    expect(Math.hypot(rest.x - s.x, rest.z - s.z)).toBeGreaterThan((0.5 + ASIDE_MARGIN) * lw);
    expect(Math.abs(d.heading - s.heading)).toBeGreaterThan(0.3);
    // Beyond the track: farther from the centre line than every lane's space beside it.
    const beside = graph.spaces.filter((o) => o.piece === s.piece && o.index === s.index && o.lane < graph.lanes);
    for (const o of beside) expect(Math.hypot(rest.x - o.x, rest.z - o.z)).toBeGreaterThan(0.5 * lw);
    // The slide takes its time and never jumps.
    expect(poses.length).toBeGreaterThan(Math.floor(SLIDE_SECONDS / DT));
    expect(maxStep(poses)).toBeLessThan(lw);
    // It leaves along a curve, not a straight line: some point lies off the chord from the space to the gravel.
    const off = poses.map((p) => Math.abs((rest.x - s.x) * (p.z - s.z) - (rest.z - s.z) * (p.x - s.x)) / Math.hypot(rest.x - s.x, rest.z - s.z));
    expect(Math.max(...off)).toBeGreaterThan(0.05 * lw);
    expect(poses.some((p) => Math.abs(p.yaw) > 0.1)).toBe(true);
  });

  it('a second car beside the same space stands beside the first, farther out; when the first rejoins it takes its place', () => {
    const at = ahead(start, 3);
    const first = retarget(newDrive(), graph, at, true, lw);
    const second = retarget(newDrive(), graph, at, true, lw, 1);
    run(first);
    run(second);
    const s = graph.spaces[at]!;
    const gap = Math.hypot(second.x - first.x, second.z - first.z);
    expect(gap).toBeGreaterThan(0.9 * lw);
    expect(Math.hypot(second.x - s.x, second.z - s.z)).toBeGreaterThan(Math.hypot(first.x - s.x, first.z - s.z) + 0.9 * lw);
    // The first drives back on: the second slides up to the first's place (no jump).
    retarget(first, graph, ahead(at, 1), false, lw);
    retarget(second, graph, at, true, lw, 0);
    const poses = run(second);
    expect(maxStep(poses)).toBeLessThan(lw);
    const rest = asidePose(graph, at, lw, { x: 0, z: 0, heading: 0 });
    expect(second.x).toBeCloseTo(rest.x, 9);
    expect(second.z).toBeCloseTo(rest.z, 9);
  });

  it('rejoins from the gravel onto the track without a jump', () => {
    const d = retarget(newDrive(), graph, start, true, lw);
    run(d);
    const to = ahead(start, 1);
    retarget(d, graph, to, false, lw);
    const poses = run(d);
    expect(maxStep(poses)).toBeLessThan(lw);
    expect(d.x).toBeCloseTo(graph.spaces[to]!.x, 9);
  });

  it('jumps (no drive) to a far space the track does not lead to within a move: a seek, a new game', () => {
    const ring = graphOf('motorsportspiel-ring');
    const w = catalogFor(ring.game).laneWidth;
    const from = ring.grid[0]!;
    const d = retarget(newDrive(), ring, from, false, w);
    stepDrive(d, ring, DT, w);
    const far = ring.spaces.find((s) => Math.hypot(s.x - d.x, s.z - d.z) > JUMP && routeTo(ring, from, s.id, MAX_DRIVE_SPACES).length === 0);
    expect(far).toBeDefined();
    retarget(d, ring, far!.id, false, w);
    stepDrive(d, ring, DT, w);
    expect([d.x, d.z]).toEqual([far!.x, far!.z]);
    stepDrive(d, ring, DT, w);
    expect(settled(d)).toBe(true);
  });

  it('plays moves queued behind one another faster, so a car never lags far behind the game', () => {
    const d = retarget(newDrive(), graph, start, false, lw);
    run(d);
    retarget(d, graph, ahead(start, 4), false, lw);
    retarget(d, graph, ahead(start, 8), false, lw);
    retarget(d, graph, ahead(start, 12), false, lw);
    const poses = run(d);
    expect(poses.length).toBeLessThan((3 * MOVE_SECONDS) / DT);
    expect(d.x).toBeCloseTo(graph.spaces[ahead(start, 12)]!.x, 9);
  });
});
