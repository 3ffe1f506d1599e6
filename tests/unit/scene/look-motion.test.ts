import { describe, expect, it } from 'vitest';
import { MAX_ROLL, newMotion, stepMotion } from '../../../src/scene/look/car-motion';

/** Drives a motion along a circle of `radius` (left turn when `left`) at `speed` for `frames` frames of `dt`. */
function drive(radius: number, speed: number, left: boolean, frames = 120, dt = 1 / 30) {
  const m = newMotion();
  const sign = left ? 1 : -1;
  for (let f = 0; f <= frames; f++) {
    const phi = (speed * dt * f) / radius;
    // Left turns bend towards -z (the track's convention).
    stepMotion(m, radius * Math.sin(phi), -sign * radius * (1 - Math.cos(phi)), sign * phi, dt, 0.1);
  }
  return m;
}

describe('car motion', () => {
  it('turns the wheels by the distance driven', () => {
    const m = newMotion();
    stepMotion(m, 0, 0, 0, 1 / 30, 0.1);
    stepMotion(m, 0.05, 0, 0, 1 / 30, 0.1);
    expect(m.wheel).toBeCloseTo(0.5, 6);
  });

  it('does not lean on a straight, leans to the outside in a bend, more when faster, never past the limit', () => {
    const straight = newMotion();
    for (let f = 0; f < 60; f++) stepMotion(straight, f * 0.1, 0, 0, 1 / 30, 0.1);
    expect(straight.roll).toBe(0);
    const slowLeft = drive(3, 2, true);
    const fastLeft = drive(3, 5, true);
    const fastRight = drive(3, 5, false);
    expect(slowLeft.roll).toBeGreaterThan(0);
    expect(fastLeft.roll).toBeGreaterThan(slowLeft.roll);
    expect(fastRight.roll).toBeCloseTo(-fastLeft.roll, 6);
    expect(drive(0.5, 20, true).roll).toBeLessThanOrEqual(MAX_ROLL);
  });

  it('a jump across the table (a seek) is not driving', () => {
    const m = newMotion();
    stepMotion(m, 0, 0, 0, 1 / 30, 0.1);
    stepMotion(m, 10, 0, 1, 1 / 30, 0.1);
    expect(m.wheel).toBe(0);
    expect(m.roll).toBe(0);
  });
});
