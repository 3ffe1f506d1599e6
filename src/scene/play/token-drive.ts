/**
 * How a token of the shell's table drives to the space the core put it on
 * (pure; no three.js; per-frame steps allocate nothing): along the lane
 * graph's smooth paths (src/scene/play/car-path) with easing, the nose
 * dipping and the tail wobbling as it brakes into its space; a car the core
 * put beside the track slides there along a curve into the gravel, turned
 * askew, and drives back on when it rejoins; a jump the track does not lead
 * to (a seek, a new game) is no drive at all. It only animates where the
 * state says a token is; it never decides where that is.
 */
import type { LaneGraph } from '../../track';
import { easeInOut, poseAlong, spacePose, type Pose } from './car-path';

type Leg =
  | { readonly kind: 'drive'; readonly from: number; readonly path: readonly number[]; readonly duration: number; readonly length: number }
  | { readonly kind: 'slide'; readonly x0: number; readonly z0: number; readonly h0: number; readonly x1: number; readonly z1: number; readonly h1: number; readonly duration: number; readonly spin: number };

export interface Drive {
  /** Where the last target leaves it: a space, beside it or not. */
  space: number;
  aside: boolean;
  /** Its place in the queue beside its space (0 the first). */
  rank: number;
  legs: Leg[];
  /** Seconds into the first leg. */
  t: number;
  x: number;
  z: number;
  heading: number;
  /** Nose-down pitch (braking) and extra yaw (a wobble, a slide's drift), radians. */
  pitch: number;
  yaw: number;
  placed: boolean;
  /** Frames in a row at rest. */
  still: number;
}

export function newDrive(): Drive {
  return { space: -1, aside: false, rank: 0, legs: [], t: 0, x: 0, z: 0, heading: 0, pitch: 0, yaw: 0, placed: false, still: 0 };
}

/** How long a move takes to watch (seconds, however long it is), and the slowest a car drives (table units a second). */
export const MOVE_SECONDS = 0.7;
export const MIN_SPEED = 1.5;
/** A slide into the gravel, and a drive back from it, in seconds. */
export const SLIDE_SECONDS = 0.9;
/** Farther than this (table units) without a route is a jump, not a drive. */
export const JUMP = 6;
/** A move of more spaces than this is a seek (or a lap skipped), not a drive: no game moves a car this far at once. */
export const MAX_DRIVE_SPACES = 30;
/** The most the nose dips braking into a space (radians). */
export const BRAKE_PITCH = 0.1;
/** A car off the track sits this many lane widths beyond the track's outer edge (in the gravel), turned askew by ASIDE_TURN radians. */
export const ASIDE_MARGIN = 0.8;
export const ASIDE_TURN = 0.7;
/** Each car further back in the queue beside one space stands this many lane widths beyond the one before it. */
export const ASIDE_QUEUE = 1;

/** The spaces from `from` (excluded) to `to` along the graph's edges, shortest first; empty when `to` is not ahead within `limit` steps. */
export function routeTo(graph: LaneGraph, from: number, to: number, limit = 80): number[] {
  if (from === to) return [];
  const back = new Map<number, number>([[from, -1]]);
  let frontier = [from];
  for (let depth = 0; depth < limit && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const s of frontier) {
      for (const e of graph.out[s] ?? []) {
        if (back.has(e.to)) continue;
        back.set(e.to, s);
        if (e.to === to) {
          const path = [to];
          for (let at = s; at !== from; at = back.get(at)!) path.push(at);
          return path.reverse();
        }
        next.push(e.to);
      }
    }
    frontier = next;
  }
  return [];
}

function wrap(a: number): number {
  let d = a % (Math.PI * 2);
  if (d > Math.PI) d -= Math.PI * 2;
  if (d < -Math.PI) d += Math.PI * 2;
  return d;
}

/** Which way the track bends after `space` (+1 left, -1 right, 0 straight). */
function bend(graph: LaneGraph, space: number): number {
  const s = graph.spaces[space]!;
  const next = (graph.out[space] ?? []).find((e) => e.kind === 'forward');
  const t = next ? graph.spaces[next.to] : undefined;
  if (!t) return 0;
  const d = wrap(t.heading - s.heading);
  return Math.abs(d) < 1e-3 ? 0 : Math.sign(d);
}

/**
 * Where a car beside the track at `space` sits: beyond the track's edge on
 * the outside of the bend (the left on a straight), a little past its space,
 * turned askew. Formuła 1 places it "on the outside of the corner, beside the
 * square"; Das Motorsportspiel "off the track, in the gravel" adjacent to the
 * outside space (rulebooks). The `rank`-th car of a queue there (0 the
 * first) stands beside the one before it, farther out ("the second car is
 * placed beside the first").
 */
export function asidePose(graph: LaneGraph, space: number, laneWidth: number, out: Pose, rank = 0): Pose {
  const s = graph.spaces[space]!;
  const side = bend(graph, space) === 0 ? 1 : -bend(graph, space);
  const fx = Math.cos(s.heading);
  const fz = -Math.sin(s.heading);
  // Left of the direction of travel: the heading turned a quarter counter-clockwise.
  const lx = fz;
  const lz = -fx;
  // Lane 0 is the leftmost: the left edge is lane + ½ widths away, the right edge lanes − 1 − lane + ½.
  const lane = Math.min(s.lane, graph.lanes - 1);
  const off = laneWidth * ((side > 0 ? lane : graph.lanes - 1 - lane) + 0.5 + ASIDE_MARGIN + rank * ASIDE_QUEUE);
  out.x = s.x + fx * laneWidth * 0.5 + lx * off * side;
  out.z = s.z + fz * laneWidth * 0.5 + lz * off * side;
  out.heading = s.heading + side * ASIDE_TURN;
  return out;
}

const scratch: Pose = { x: 0, z: 0, heading: 0 };
const start: Pose = { x: 0, z: 0, heading: 0 };

function restPose(graph: LaneGraph, space: number, aside: boolean, laneWidth: number, out: Pose, rank = 0): Pose {
  return aside ? asidePose(graph, space, laneWidth, out, rank) : spacePose(graph, space, out);
}

function pathLength(graph: LaneGraph, from: number, path: readonly number[]): number {
  let length = 0;
  let a = graph.spaces[from]!;
  for (const id of path) {
    const b = graph.spaces[id]!;
    length += Math.hypot(b.x - a.x, b.z - a.z);
    a = b;
  }
  return length;
}

/** Tells the drive where the core has put the token now; the legs to get there are queued after the ones under way. */
export function retarget(d: Drive, graph: LaneGraph, space: number, aside: boolean, laneWidth: number, rank = 0): Drive {
  if (!graph.spaces[space]) return d;
  const queued = aside ? rank : 0;
  if (!d.placed || !graph.spaces[d.space]) {
    restPose(graph, space, aside, laneWidth, scratch, queued);
    Object.assign(d, { space, aside, rank: queued, legs: [], t: 0, x: scratch.x, z: scratch.z, heading: scratch.heading, pitch: 0, yaw: 0, placed: true, still: 0 });
    return d;
  }
  if (space === d.space && aside === d.aside && queued === d.rank) return d;
  const path = d.aside ? [] : routeTo(graph, d.space, space, MAX_DRIVE_SPACES);
  restPose(graph, d.space, d.aside, laneWidth, start, d.rank);
  restPose(graph, space, aside, laneWidth, scratch, queued);
  const far = Math.hypot(scratch.x - start.x, scratch.z - start.z) > JUMP;
  if (path.length > 0 && !aside) {
    const length = pathLength(graph, d.space, path);
    d.legs.push({ kind: 'drive', from: d.space, path, duration: Math.min(MOVE_SECONDS, length / MIN_SPEED), length });
  } else if (path.length > 0 && aside) {
    // Drives on to its space, then slides off beside it.
    const length = pathLength(graph, d.space, path);
    d.legs.push({ kind: 'drive', from: d.space, path, duration: Math.min(MOVE_SECONDS, length / MIN_SPEED), length });
    spacePose(graph, space, start);
    d.legs.push({ kind: 'slide', x0: start.x, z0: start.z, h0: start.heading, x1: scratch.x, z1: scratch.z, h1: scratch.heading, duration: SLIDE_SECONDS, spin: 1 });
  } else if (!far) {
    // Into the gravel (or back out of it onto the track): a slide along a curve, not a jump.
    d.legs.push({ kind: 'slide', x0: start.x, z0: start.z, h0: start.heading, x1: scratch.x, z1: scratch.z, h1: scratch.heading, duration: SLIDE_SECONDS, spin: aside ? 1 : 0 });
  } else {
    Object.assign(d, { legs: [], t: 0, x: scratch.x, z: scratch.z, heading: scratch.heading, pitch: 0, yaw: 0, still: 0 });
  }
  d.space = space;
  d.aside = aside;
  d.rank = queued;
  return d;
}

/** The pose at `u` (0..1) of a slide: a quadratic curve leaving along the car's heading, the tail stepping out (spin) and catching. */
function slideAt(l: Extract<Leg, { kind: 'slide' }>, u: number, d: Drive): void {
  const e = 1 - (1 - u) * (1 - u);
  const reach = Math.hypot(l.x1 - l.x0, l.z1 - l.z0) * 0.7;
  const cx = l.x0 + Math.cos(l.h0) * reach;
  const cz = l.z0 - Math.sin(l.h0) * reach;
  const a = (1 - e) * (1 - e);
  const b = 2 * (1 - e) * e;
  const c = e * e;
  d.x = a * l.x0 + b * cx + c * l.x1;
  d.z = a * l.z0 + b * cz + c * l.z1;
  d.heading = l.h0 + wrap(l.h1 - l.h0) * e;
  d.yaw = l.spin * 0.5 * Math.sin(Math.PI * e) * (1 - u);
  d.pitch = 0;
}

/** Advances the drive by `dt` seconds and writes its pose; legs queued behind the first play faster, so a car never lags far behind the game. */
export function stepDrive(d: Drive, graph: LaneGraph, dt: number, laneWidth: number): Drive {
  const leg = d.legs[0];
  if (!leg) {
    if (d.placed && graph.spaces[d.space]) {
      restPose(graph, d.space, d.aside, laneWidth, scratch, d.rank);
      d.x = scratch.x;
      d.z = scratch.z;
      d.heading = scratch.heading;
    }
    d.pitch = 0;
    d.yaw = 0;
    d.still += 1;
    return d;
  }
  d.still = 0;
  d.t += Math.min(Math.max(dt, 0), 0.1) * d.legs.length;
  const u = leg.duration > 0 ? Math.min(1, d.t / leg.duration) : 1;
  if (leg.kind === 'drive') {
    poseAlong(graph, leg.from, leg.path, easeInOut(u), scratch);
    d.x = scratch.x;
    d.z = scratch.z;
    d.heading = scratch.heading;
    // Braking into the space (the second half of the ease): the nose dips and the tail wobbles, more after a long run.
    const brake = u > 0.5 ? Math.sin(Math.PI * (2 * u - 1)) * Math.min(1, leg.length / 3) : 0;
    d.pitch = BRAKE_PITCH * brake;
    d.yaw = 0.05 * brake * Math.sin(u * Math.PI * 6);
  } else slideAt(leg, u, d);
  if (u >= 1) {
    d.legs.shift();
    d.t = 0;
  }
  return d;
}

/** At rest on its space (or beside it) for a couple of frames: its name and probes have caught up. */
export const settled = (d: Drive) => d.placed && d.legs.length === 0 && d.still >= 2;
