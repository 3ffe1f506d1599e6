/**
 * Where the passenger cards lie on the table (pure: faces in, placed cards
 * out). Waiting cards stand just behind their departure station, rising
 * above it on screen (its name is on the right, clear of them), fanned so that each card's top row, the travel
 * time and the destination, stays in view; cards aboard lie under their car
 * of the train plate, fanned downwards, as in the box.
 */
import type { RailMap } from '../../rail';
import type { FaceLook } from './card-atlas';
import type { PlacedCard } from './PassengerCards';
import { RAIL_SCALE } from './rail-instances';

export interface Face extends FaceLook {
  readonly id: string;
  readonly text: string;
}

/** A waiting card's size in table units (the card's proportions) and the share of it the next card leaves in view. */
export const CARD_WIDTH = 4.2;
export const CARD_DEPTH = CARD_WIDTH / 2.2;
export const FAN = 0.62;
const LIFT = 0.004;
/** Each later standing card stands this much nearer the viewer, so it covers the lower part of the one behind. */
const STEP_FORWARD = 0.06;

/**
 * Waiting cards behind their stations, stood up facing the viewer (read like a
 * card held up), fanned upwards: the first card highest, each later one
 * lower and in front, so every card's top row stays in view. `scale`
 * enlarges them (a small screen).
 */
export function waitingCards(map: RailMap, waiting: ReadonlyMap<string, readonly Face[]>, scale = 1): PlacedCard[] {
  const out: PlacedCard[] = [];
  const w = CARD_WIDTH * scale;
  const d = CARD_DEPTH * scale;
  for (const st of map.stations) {
    const list = waiting.get(st.id);
    if (!list) continue;
    const sx = st.x * RAIL_SCALE;
    const sz = st.y * RAIL_SCALE;
    const n = list.length;
    list.forEach((f, i) => out.push({ ...f, x: sx, y: 0.15 + (n - 1 - i) * d * FAN, z: sz - 0.45 + i * STEP_FORWARD, width: w, depth: d, stand: true }));
  }
  return out;
}

/** Cards aboard under their cars: `cars[train][car - 1]` is where car `car` of a plate is (see `tablePieces`). */
export function plateCards(cars: readonly (readonly { x: number; z: number; width: number }[])[], aboard: readonly (readonly (readonly Face[])[])[]): PlacedCard[] {
  const out: PlacedCard[] = [];
  aboard.forEach((byCar, t) => {
    byCar.forEach((list, c) => {
      const slot = cars[t]?.[c];
      if (!slot) return;
      const w = slot.width * 0.96;
      const d = w / 2.2;
      list.forEach((f, j) => out.push({ ...f, x: slot.x, y: 0.06 + j * LIFT, z: slot.z + d / 2 - 0.1 + j * d * FAN, width: w, depth: d }));
    });
  });
  return out;
}
