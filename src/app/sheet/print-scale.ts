/**
 * How big a table unit is on the real table, per game, for the 1:1 template.
 * assumption: see docs/assumptions.md#build-sheet-and-rating-in-the-browser-issue-19
 * The rulebooks give no sizes; only Das Motorsportspiel's board is known
 * (150 × 80 cm, its catalog's note), and its ring preset spans 32 × 17 units.
 */
import { z } from 'zod';
import type { GameId } from '../../track';

export const printScaleSchema = z.record(z.string(), z.number().positive().max(100));

/** Centimetres per table unit (one lane's width). */
export const CM_PER_UNIT: Readonly<Record<GameId, number>> = printScaleSchema.parse({
  // A Start Frei straight is 4 spaces of 2 lanes: 20 × 10 cm at 5 cm a unit.
  'start-frei': 5,
  // A Formuła 1 square tile is 3 squares a side: 12 cm at 4 cm a unit.
  'formula-1': 4,
  // 150 cm / 32 units and 80 cm / 17 units both give about 4.7.
  motorsportspiel: 4.7,
}) as Record<GameId, number>;

/** A4 portrait, centimetres, with the margins most printers need. */
export const A4 = { width: 21, height: 29.7, margin: 1, overlap: 1 } as const;
