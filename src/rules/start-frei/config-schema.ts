/**
 * Start Frei's own options as files carry them, and what a table (track and
 * seats) must hold for set-up to accept it: the one source of these limits
 * (the seam's `setup` checks them through `tableProblem` before `createGame`).
 */
import { z } from 'zod';
import { oneOf, wholeNumber } from '../core/table';
import type { LaneBoard, SeatSetup } from '../core/game';
import { A_CARD_COUNTS } from './data/cards';
import { TILE_MODES } from './tiles';
import type { TileMode } from './types';

/** Start Frei's own options (the track and the seats come separately). */
export interface StartFreiOptions {
  /** Pieces on the table at the start (the rest are laid during the race); default: all. */
  readonly laid?: number;
  /** A-cards in play (8, 10, 12 or 14, printed with the track); default 8. */
  readonly aCards?: number;
  /** How the tiles come onto the table: as the layout names them (default) or drawn from the shuffled piles. */
  readonly tiles?: TileMode;
  /** Drive the layout the other way round (reverse.ts); default: as the layout runs. */
  readonly reverse?: boolean;
}

/** The most pieces a layout holds (src/track's limit): more laid pieces than that mean all of them. */
export const MAX_LAID = 2000;

export const startFreiOptionsSchema: z.ZodType<StartFreiOptions> = z.strictObject({
  // Fewer than the pieces under the grid lays those; more than the track has lays all (setup.ts).
  laid: wholeNumber(0, MAX_LAID).optional(),
  aCards: oneOf(A_CARD_COUNTS, 'a number of A-cards a track prints').optional(),
  tiles: z.enum(TILE_MODES as [TileMode, ...TileMode[]]).optional(),
  reverse: z.boolean().optional(),
});

/** What the track and the seats must be beyond the options: one car a player, a grid space for each car. */
export function startFreiTableProblem(board: LaneBoard, options: StartFreiOptions, seats: readonly SeatSetup[]): string | null {
  if (options.tiles === 'drawn' && board.layout === undefined) return 'config.tiles: drawing the tiles needs the layout of the track (a board without one lays them as planned)';
  if (options.reverse === true && board.layout === undefined) return 'config.reverse: driving the other way round needs the layout of the track';
  for (const [i, s] of seats.entries()) {
    if (s.tokens !== undefined && s.tokens !== 1) return `seats.${i}.tokens: a Start Frei player drives 1 car, not ${s.tokens}`;
  }
  const grid = board.graph.grid.length;
  if (grid < seats.length) return `seats: the track has ${grid} grid spaces for ${seats.length} cars`;
  return null;
}
