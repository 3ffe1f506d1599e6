/**
 * What a car's body does as it drives, from where the scene has put it this
 * frame (pure; no allocation): wheels that turn with the distance covered,
 * and a slight roll towards the outside of a bend, growing with speed and
 * how sharply it turns. Nothing here decides where a car goes.
 */

export interface Motion {
  x: number;
  z: number;
  heading: number;
  wheel: number;
  roll: number;
  placed: boolean;
}

export function newMotion(): Motion {
  return { x: 0, z: 0, heading: 0, wheel: 0, roll: 0, placed: false };
}

/** Roll per (radian a second × table unit a second), and the most a car ever leans. */
export const ROLL_GAIN = 0.012;
export const MAX_ROLL = 0.14;

function wrap(a: number): number {
  let d = a % (Math.PI * 2);
  if (d > Math.PI) d -= Math.PI * 2;
  if (d < -Math.PI) d += Math.PI * 2;
  return d;
}

/** Advances `m` to the pose (x, z, heading) after `dt` seconds; `radius` is the wheels' radius. */
export function stepMotion(m: Motion, x: number, z: number, heading: number, dt: number, radius: number): Motion {
  if (!m.placed || dt <= 0) {
    Object.assign(m, { x, z, heading, placed: true });
    return m;
  }
  const d = Math.hypot(x - m.x, z - m.z);
  // A jump across the table (a new race, a seek) is not driving.
  if (d > 3) {
    Object.assign(m, { x, z, heading, roll: 0 });
    return m;
  }
  const step = Math.min(dt, 0.1);
  const speed = d / step;
  const yawRate = wrap(heading - m.heading) / step;
  m.wheel = (m.wheel + d / radius) % (Math.PI * 2);
  const target = Math.max(-MAX_ROLL, Math.min(MAX_ROLL, ROLL_GAIN * yawRate * speed));
  m.roll += (target - m.roll) * Math.min(1, step * 8);
  m.x = x;
  m.z = z;
  m.heading = heading;
  return m;
}
