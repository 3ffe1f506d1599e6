/**
 * How each game's pieces are printed, as data (see docs/assumptions.md,
 * "How the pieces look"): the board's surface, which spaces are printed as
 * coloured tiles and which only as white lines on the surface, and the extra
 * marks (kerbs, gravel, clips) the box's pieces carry.
 */
import type { GameId } from '../../track';
import type { SurfaceName } from './textures';

export interface PrintStyle {
  /** The texture of the board every tile is cut from. */
  readonly surface: SurfaceName;
  /** Tint multiplied onto the surface texture. */
  readonly boardTint: string;
  /** Board margin beyond the outer lanes, in lane widths. */
  readonly margin: number;
  /** Colour of a plain space tile, or null: plain spaces are the bare surface between white lines. */
  readonly plainSpace: string | null;
  /** White lines along the lanes' edges and between spaces (Carrera and Formuła 1 printing). */
  readonly lines: string | null;
  /** Red/white kerbs on the outer edge of every curve (Start Frei's Carrera curves). */
  readonly curveKerbs: boolean;
  /** Gravel beside the outer edge of curves (Das Motorsportspiel's board). */
  readonly gravel: string | null;
  /** The plastic clips that join Carrera pieces, at each piece's first end. */
  readonly clips: string | null;
  /** Print the side's letter (A or B) on double-sided pieces, so the two sides tell apart at a glance. */
  readonly sideLetter: boolean;
  /** Words printed beside the start line (Formuła 1's START–FINISH tile). */
  readonly startWords: string | null;
}

export const PRINT_STYLES: Record<GameId, PrintStyle> = {
  'start-frei': {
    surface: 'asphalt', boardTint: '#ffffff', margin: 0.2, plainSpace: null, lines: '#f2f2ee',
    curveKerbs: true, gravel: null, clips: '#2a2d31', sideLetter: true, startWords: null,
  },
  'formula-1': {
    surface: 'cardboard', boardTint: '#ffffff', margin: 0.32, plainSpace: null, lines: '#f4f1e8',
    curveKerbs: false, gravel: null, clips: null, sideLetter: false, startWords: 'START-FINISH',
  },
  motorsportspiel: {
    surface: 'print', boardTint: '#ffffff', margin: 0.1, plainSpace: '#e9e7e1', lines: null,
    curveKerbs: false, gravel: '#cdb88f', clips: null, sideLetter: false, startWords: null,
  },
};
