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
import { BOX_SLOT_PITCH, boxSlot, type Spot } from '../../scene/table/layout';
import { CELL_ASPECT, LABEL_GRID } from '../../scene/table/label-atlas';
import { placedTop, type DieRest } from '../../scene/table/dice-flight';
import { cubeSides, type DieShown } from './table';

/** The dice boxes and dice are drawn this many times their unit size: the printed board is large (150 × 80 cm) and its dice boxes with it. */
export const MSS_TABLE_SIZE = 1.8;

/**
 * The rolled dice lie in a row beside the box, the first this far from its middle and each next one this much further
 * (in unit sizes): far enough apart that each die's bottom reading, printed under it, stays clear of its neighbours'
 * and of the box.
 */
export const DIE_START = 1.9;
export const DIE_STEP = 1.6;
/** A reading label's height and how far under its die's middle it lies (unit sizes). */
export const READING_HEIGHT = 0.4;
export const READING_BELOW = 0.72;
/** The box frame's half width and half depth (unit sizes; DiceBoxes draws it). */
export const BOX_HALF = { x: (BOX_SLOT_PITCH * 3 + 0.14) / 2, z: 0.36 };

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
    const rolled = { x: at.x + away * (DIE_START + i * DIE_STEP) * size, z: at.z, top: rolledTop };
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
    xs.push(b.x - 1.2 * size, b.x + 1.2 * size, b.x + away * (DIE_START + 2 * DIE_STEP + 0.8) * size);
    zs.push(b.z - 0.8 * size, b.z + 1.3 * size);
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
}

/** A label on the table: its text, its middle and its height (table units). */
export interface DiceLabel {
  readonly text: string;
  readonly x: number;
  readonly z: number;
  readonly height: number;
}

/**
 * A generous width of a label's card on the table (its letters are bold 26 px in a 256 × 40 px cell; 0.72 em a
 * character is wider than any of the digits and letters used here), for keeping labels apart.
 */
export function labelWidth(text: string, height: number): number {
  const px = Math.min(LABEL_GRID.cellW - 4, text.length * 0.72 * 26 + 16);
  return (px / LABEL_GRID.cellW) * height * CELL_ASPECT;
}

/**
 * The words beside the dice: under each rolled die the number on its bottom ("2 below", the other reading to choose),
 * and once dice lie in the box read from below, one line over the box saying which slots ("from below: 1, 3").
 */
export function diceLabels(dice: readonly DieOnTable[], landed: (slot: number) => boolean, size = MSS_TABLE_SIZE): DiceLabel[] {
  const out: DiceLabel[] = [];
  for (const d of dice) if (d.placed === null) out.push({ text: `${d.die.bottom} below`, x: d.rolled.x, z: d.rolled.z + READING_BELOW * size, height: READING_HEIGHT * size });
  const fromBelow = dice
    .filter((d) => d.placed !== null && d.die.side === 'bottom' && landed(d.die.slot!))
    .map((d) => d.die.slot! + 1)
    .sort((a, b) => a - b);
  const inBox = dice.find((d) => d.placed !== null);
  if (inBox && fromBelow.length > 0) {
    // Over the box's middle slot (slot k lies k − 1 pitches from it).
    const middle = inBox.placed!.x - (inBox.die.slot! - 1) * BOX_SLOT_PITCH * size;
    out.push({ text: `from below: ${fromBelow.join(', ')}`, x: middle, z: inBox.placed!.z - (BOX_HALF.z + 0.42) * size, height: READING_HEIGHT * size });
  }
  return out;
}

/** The slot numbers 1 2 3 printed under each dice box. */
export function boxNumberLabels(boxes: readonly Spot[], size = MSS_TABLE_SIZE): DiceLabel[] {
  const out: DiceLabel[] = [];
  for (const b of boxes) for (let k = 0; k < 3; k++) out.push({ text: String(k + 1), ...boxSlot({ x: b.x, z: b.z + 0.6 * size }, k, size), height: 0.4 * size });
  return out;
}
