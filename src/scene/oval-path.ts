/**
 * Centre line of the placeholder oval shown before a real layout is loaded:
 * two straights joined by two half circles, as a function of arc length.
 * Pure maths (no three.js) so it is easy to test.
 */
export interface OvalSpec {
  /** Length of each straight. */
  readonly straight: number;
  /** Radius of the half circles (to the centre line). */
  readonly radius: number;
}

export interface PathPoint {
  readonly x: number;
  readonly z: number;
  /**
   * Heading in radians as a rotation about +y (three.js convention): 0 drives
   * towards +x, the direction is (cos h, -sin h) in (x, z).
   */
  readonly heading: number;
}

export function ovalLength({ straight, radius }: OvalSpec): number {
  return 2 * straight + 2 * Math.PI * radius;
}

/** Point at arc length `s` (wraps around), driving counter-clockwise seen from above. */
export function ovalPoint(spec: OvalSpec, s: number): PathPoint {
  const { straight, radius } = spec;
  const length = ovalLength(spec);
  let t = ((s % length) + length) % length;
  const half = straight / 2;
  const arc = Math.PI * radius;
  if (t < straight) return { x: -half + t, z: radius, heading: 0 };
  t -= straight;
  if (t < arc) {
    const a = t / radius;
    return { x: half + Math.sin(a) * radius, z: Math.cos(a) * radius, heading: a };
  }
  t -= arc;
  if (t < straight) return { x: half - t, z: -radius, heading: Math.PI };
  t -= straight;
  const a = t / radius;
  return { x: -half - Math.sin(a) * radius, z: -Math.cos(a) * radius, heading: Math.PI + a };
}
