/**
 * Plane geometry of the table. Coordinates are (x, z) in table units; a
 * heading is in radians, 0 = +x, counter-clockwise seen from above, so the
 * unit vector of heading h is (cos h, -sin h). This matches three.js, where
 * `rotation.y = h` turns +x into that vector, so the scene can use headings as is.
 */

export interface Pose {
  readonly x: number;
  readonly z: number;
  /** Radians, see the file comment. */
  readonly heading: number;
}

export const TAU = Math.PI * 2;

/** Normalises an angle to (-π, π]. */
export function normAngle(a: number): number {
  let r = a % TAU;
  if (r <= -Math.PI) r += TAU;
  else if (r > Math.PI) r -= TAU;
  return r;
}

export function degToRad(deg: number): number {
  return (deg * Math.PI) / 180;
}

export function radToDeg(rad: number): number {
  return (rad * 180) / Math.PI;
}

/** Expresses a pose given in a piece's local frame in table coordinates. */
export function toWorld(frame: Pose, local: Pose): Pose {
  const c = Math.cos(frame.heading);
  const s = Math.sin(frame.heading);
  // Local +x runs along the frame heading, local +z along its right-hand side.
  return {
    x: frame.x + c * local.x + s * local.z,
    z: frame.z - s * local.x + c * local.z,
    heading: frame.heading + local.heading,
  };
}

/**
 * The frame that puts `local` (a pose in a piece's frame) on `world`:
 * solves toWorld(frame, local) = world for the frame.
 */
export function frameFor(local: Pose, world: Pose): Pose {
  const heading = world.heading - local.heading;
  const c = Math.cos(heading);
  const s = Math.sin(heading);
  return {
    x: world.x - (c * local.x + s * local.z),
    z: world.z - (-s * local.x + c * local.z),
    heading,
  };
}

/** Distance between two poses' positions. */
export function distance(a: { x: number; z: number }, b: { x: number; z: number }): number {
  return Math.hypot(a.x - b.x, a.z - b.z);
}

/**
 * A point of a piece's centreline in its local frame: straight of `length`
 * when `angle` is 0, otherwise an arc turning `angle` radians (positive = left)
 * with centreline radius `radius`. `t` runs 0..1 from the entry end; `offset`
 * moves the point that far to the left of the direction of travel.
 */
export function centrelinePoint(length: number, angle: number, radius: number, t: number, offset: number): Pose {
  centrelineInto(POINT, length, angle, radius, t, offset);
  return { x: POINT[0]!, z: POINT[1]!, heading: POINT[2]! };
}

const POINT = new Float64Array(3);

/**
 * `centrelinePoint` without allocating (the lane graph and validation call it
 * once per space): writes x, z, heading into `into[0..2]`.
 */
export function centrelineInto(into: Float64Array, length: number, angle: number, radius: number, t: number, offset: number): void {
  if (angle === 0) {
    into[0] = length * t;
    into[1] = -offset;
    into[2] = 0;
    return;
  }
  const phi = angle * t;
  const sign = angle > 0 ? 1 : -1;
  // Left turns bend towards -z (heading grows counter-clockwise seen from above).
  const cx = radius * Math.sin(phi * sign);
  const cz = -sign * radius * (1 - Math.cos(phi));
  into[0] = cx - Math.sin(phi) * offset;
  into[1] = cz - Math.cos(phi) * offset;
  into[2] = phi;
}
