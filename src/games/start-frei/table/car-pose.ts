/** Where a car is drawn at a moment of an action's animation (pure; no allocation). */
import type { LaneGraph, SpaceId } from '../../../track';
import type { Clip } from './choreography';
import { easeInOut, poseAlong, spacePose, type Pose } from '../../../scene/play/car-path';

export interface CarPose extends Pose {
  /** Nose-down pitch (braking jolt) and yaw wobble (chicane too fast), radians. */
  pitch: number;
  wobble: number;
}

export function newCarPose(): CarPose {
  return { x: 0, z: 0, heading: 0, pitch: 0, wobble: 0 };
}

/** The pose of `player` at time `t` (ms at 1×) of an action with `clips`; `space` is where the state puts it. */
export function carPoseAt(graph: LaneGraph, clips: readonly Clip[], player: number, space: SpaceId, t: number, out: CarPose): CarPose {
  out.pitch = 0;
  out.wobble = 0;
  let placed = false;
  let before: Extract<Clip, { kind: 'move' }> | null = null;
  for (const c of clips) {
    if (c.kind === 'move' && c.player === player) {
      if (t < c.start) {
        // Not yet moving: wait at the start of this move (or the end of an earlier one).
        if (!placed) spacePose(graph, before ? before.path[before.path.length - 1]! : c.from, out);
        placed = true;
      } else if (t < c.start + c.duration) {
        poseAlong(graph, c.from, c.path, easeInOut((t - c.start) / c.duration), out);
        placed = true;
      }
      before = c;
    } else if (c.kind === 'jolt' && c.player === player && t >= c.start && t < c.start + c.duration) {
      const u = (t - c.start) / c.duration;
      const k = Math.sin(Math.PI * u) * (1 - u);
      if (c.why === 'chicane') out.wobble = 0.35 * Math.sin(u * Math.PI * 4) * (1 - u);
      else out.pitch = 0.18 * k;
    }
  }
  if (!placed) spacePose(graph, space, out);
  return out;
}
