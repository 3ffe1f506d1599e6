import { PerspectiveCamera, Vector3 } from 'three';
import { framingDistance } from './FramedCamera';
import { boundsCentre, type Bounds2D } from './bounds';

/** Key in `camera.userData` set while a rig glides the camera (a gliding camera is not settled). */
export const GLIDING = 'chicaneGliding';

/** Where a camera stands and what it looks at. */
export interface CameraPose {
  readonly pos: Vector3;
  readonly target: Vector3;
}

/** How far inside the canvas edge (in normalised device coordinates, ±1) a point must be to count as in view. */
export const VIEW_MARGIN = 0.98;

/** The pose that frames `bounds` (grown by one unit each side): from the front at 55°, or straight down. */
export function framePose(bounds: Bounds2D, fov: number, aspect: number, top: boolean): CameraPose {
  const [cx, cz] = boundsCentre(bounds);
  const d = framingDistance(bounds.maxX - bounds.minX + 2, bounds.maxZ - bounds.minZ + 2, fov, aspect);
  const pos = top ? new Vector3(cx, d, cz + 0.001) : new Vector3(cx, d * 0.82, cz + d * 0.57);
  return { pos, target: new Vector3(cx, 0, cz) };
}

/** True when the pose looks straight down (the builder's top view). */
export function isTopPose(pose: CameraPose): boolean {
  return pose.pos.y > 0 && Math.abs(pose.pos.z - pose.target.z) < 0.01 && Math.abs(pose.pos.x - pose.target.x) < 0.01;
}

const scratch = new PerspectiveCamera();
const probe = new Vector3();

/** True when any corner of `bounds` (on the table plane) falls outside the canvas seen from `pose`. */
export function boundsOutside(bounds: Bounds2D, pose: CameraPose, fov: number, aspect: number): boolean {
  scratch.fov = fov;
  scratch.aspect = aspect;
  scratch.near = 0.1;
  scratch.far = 2000;
  scratch.updateProjectionMatrix();
  scratch.position.copy(pose.pos);
  scratch.lookAt(pose.target);
  scratch.updateMatrixWorld(true);
  const corners: readonly (readonly [number, number])[] = [
    [bounds.minX, bounds.minZ],
    [bounds.maxX, bounds.minZ],
    [bounds.minX, bounds.maxZ],
    [bounds.maxX, bounds.maxZ],
  ];
  return corners.some(([x, z]) => {
    probe.set(x, 0, z).project(scratch);
    return Math.abs(probe.x) > VIEW_MARGIN || Math.abs(probe.y) > VIEW_MARGIN || probe.z > 1;
  });
}

/**
 * A smooth camera move towards a goal pose. The goal can change at any time,
 * mid-move included (the glide is retargeted, never dropped), so the last
 * request always wins.
 */
export class CameraGlide {
  private goal: CameraPose | null = null;

  /** The pose the camera is heading for, or null when it is not moving. */
  get destination(): CameraPose | null {
    return this.goal;
  }

  get active(): boolean {
    return this.goal !== null;
  }

  aimAt(pose: CameraPose): void {
    this.goal = { pos: pose.pos.clone(), target: pose.target.clone() };
  }

  cancel(): void {
    this.goal = null;
  }

  /**
   * Keeps `bounds` in view: checks it against where the camera will end up
   * (the glide's goal, or `current` when still) and, if it does not fit,
   * retargets to a pose that frames it. Returns true when it moved the goal.
   */
  keepInView(bounds: Bounds2D, current: CameraPose, fov: number, aspect: number): boolean {
    const view = this.goal ?? current;
    if (!boundsOutside(bounds, view, fov, aspect)) return false;
    this.aimAt(framePose(bounds, fov, aspect, isTopPose(view)));
    return true;
  }

  /** Moves `pos` and `target` towards the goal for `dt` seconds; returns true on the step that arrives. */
  step(pos: Vector3, target: Vector3, dt: number): boolean {
    const g = this.goal;
    if (!g) return false;
    const k = Math.min(1, Math.max(0, dt) * 8);
    pos.lerp(g.pos, k);
    target.lerp(g.target, k);
    if (pos.distanceTo(g.pos) < 0.01 && target.distanceTo(g.target) < 0.01) {
      pos.copy(g.pos);
      target.copy(g.target);
      this.goal = null;
      return true;
    }
    return false;
  }
}
