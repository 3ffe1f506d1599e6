/**
 * A die laid from where it was rolled into its slot of a dice box (pure, so
 * tests read it without WebGL): it lifts, flies in an arc and turns to the
 * reading chosen, landing exactly on its slot; the dice fly one after another
 * in the order chosen.
 */
import type { SequenceTiming } from './throw-timing';

/** A die at rest on the table: where, and which side (0–5: +x, −x, +y, −y, +z, −z) is on top. */
export interface DieRest {
  readonly x: number;
  readonly z: number;
  readonly top: number;
}

/** One die's flight: from where it lies to its slot. */
export interface DieFlight {
  readonly from: DieRest;
  readonly to: DieRest;
}

/** A die flies for 650 ms and rests 150 ms before the next one lifts: three dice are in their box in about 2.3 s. */
export const FLIGHT_TIMING: SequenceTiming = { travelMs: 650, holdMs: 150 };

export interface FlightPose {
  readonly x: number;
  /** Height of the die's centre above the table. */
  readonly y: number;
  readonly z: number;
  /** How far it has turned from its rolled side to its chosen side, 0–1. */
  readonly turn: number;
}

const ease = (u: number) => (u < 0.5 ? 4 * u * u * u : 1 - (-2 * u + 2) ** 3 / 2);
const clamp01 = (u: number) => Math.min(1, Math.max(0, u));

/** The die's pose `u` (0–1) of the way through its flight, for a die of edge `size`. */
export function flightPose(flight: DieFlight, u: number, size: number): FlightPose {
  const t = clamp01(u);
  const e = ease(t);
  const d = Math.hypot(flight.to.x - flight.from.x, flight.to.z - flight.from.z);
  // Lifted clear of the table (and of the other dice), higher for a longer way.
  const height = size * 1.6 + d * 0.22;
  return {
    x: flight.from.x + (flight.to.x - flight.from.x) * e,
    y: size / 2 + Math.sin(Math.PI * t) * height,
    z: flight.from.z + (flight.to.z - flight.from.z) * e,
    // It turns in the air, not on the table: the turn starts after the lift and is done before it lands.
    turn: ease(clamp01((t - 0.15) / 0.65)),
  };
}

/** Which side ends on top in the box: the rolled top, or the side under it when the die is read from below (opposite sides are k and k ^ 1). */
export function placedTop(rolledTop: number, side: 'top' | 'bottom' | null): number {
  return side === 'bottom' ? rolledTop ^ 1 : rolledTop;
}
