/**
 * Where Das Motorsportspiel's dice lie on the table (pure, tested without
 * WebGL): rolled, in a row beside the dice box nearest the car on turn (towards
 * the middle inside the loop, away from it outside), each showing its rolled
 * top; laid in, in the box's slots in the order chosen with the chosen reading
 * on top (turned over when read from below). A die's flight goes from the one
 * to the other.
 */
import { DICE } from '../../rules/motorsportspiel';
import type { Bounds2D } from '../../scene/bounds';
import { boxSlot, type Spot } from '../../scene/table/layout';
import { placedTop, type DieRest } from '../../scene/table/dice-flight';
import { cubeSides, type DieShown } from './table';

/** The dice boxes and dice are drawn this many times their unit size: the printed board is large (150 × 80 cm) and its dice boxes with it. */
export const MSS_TABLE_SIZE = 1.8;

export interface DieOnTable {
  readonly die: DieShown;
  /** The die's six sides, as the numbers they show. */
  readonly sides: readonly number[];
  /** Where it lies as rolled. */
  readonly rolled: DieRest;
  /** Where it lies in its slot, with the reading chosen on top; null before the order is chosen. */
  readonly placed: DieRest | null;
}

/** Each die of the car on turn, rolled and (once the order is chosen) placed, beside and in dice box `box` of `boxes`. */
export function diceOnTable(dice: readonly DieShown[], boxes: readonly Spot[], box: number, inside: boolean, size = MSS_TABLE_SIZE): DieOnTable[] {
  const at = boxes[box] ?? boxes[0];
  if (!at || boxes.length < 2) return [];
  const away = (at.x < (boxes[0]!.x + boxes[1]!.x) / 2 ? -1 : 1) * (inside ? -1 : 1);
  return dice.map((d, i) => {
    const faces = cubeSides(d.die);
    const rolledTop = faces.indexOf(d.face);
    const rolled = { x: at.x + away * (1.6 + i * 1.1) * size, z: at.z, top: rolledTop };
    const placed = d.slot === null ? null : { ...boxSlot(at, d.slot, size), top: placedTop(rolledTop, d.side) };
    return { die: d, sides: faces.map((f) => DICE[d.die].faces[f]!), rolled, placed };
  });
}

/** What the dice boxes and the dice rolled beside any of them cover on the table (for the framing), for up to three dice. */
export function mssTableExtent(boxes: readonly Spot[], inside: boolean, size = MSS_TABLE_SIZE): Bounds2D | null {
  if (boxes.length < 2) return null;
  const xs: number[] = [];
  const zs: number[] = [];
  for (const b of boxes) {
    const away = (b.x < (boxes[0]!.x + boxes[1]!.x) / 2 ? -1 : 1) * (inside ? -1 : 1);
    xs.push(b.x - 1.2 * size, b.x + 1.2 * size, b.x + away * (1.6 + 2 * 1.1 + 0.5) * size);
    zs.push(b.z - 0.8 * size, b.z + 1.3 * size);
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
}
