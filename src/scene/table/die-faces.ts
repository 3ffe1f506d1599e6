/**
 * The one die painter of every game (Start Frei's gear and boost dice,
 * Formuła 1's die, Das Motorsportspiel's white and red dice): a die is a unit
 * box whose six sides (+x, −x, +y, −y, +z, −z) map to the cells of a 3×2
 * canvas atlas, side k to cell k. What a side shows is first worked out as
 * data (`faceMarks`: pips on a 3×3 grid, or a printed label), so tests read
 * it without a canvas; `dieFacesTexture` only paints those marks.
 */
import { BoxGeometry, CanvasTexture, Euler, Quaternion, SRGBColorSpace } from 'three';

/** A die's colours: its body and its pips or print. */
export interface DieLook {
  readonly bg: string;
  readonly ink: string;
}

/** What one side of a die shows: a number (as pips or printed) or a word ("+1", "DRS"). */
export type DieFace = number | string;

/** One mark on a side, in fractions of the side (x to the right, y down, both 0–1). */
export type DieMark =
  | { readonly kind: 'pip'; readonly x: number; readonly y: number; readonly r: number }
  | { readonly kind: 'text'; readonly text: string; readonly x: number; readonly y: number; readonly size: number };

/**
 * Which of the nine places of a 3×3 grid (0 top left, reading order) carry a
 * pip, for 1–6: the pattern of every Western die (the corners first, the
 * middle for odd numbers, the middle row's ends for six).
 */
export const PIP_PLACES: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A pip's radius, and the distance of the grid's outer rows and columns from the side's middle, in fractions of the side. */
export const PIP_RADIUS = 0.085;
export const PIP_SPREAD = 0.25;

/** The marks of one side: pips for 1–6 when `pips`, else the face printed (large for one character, smaller for more). */
export function faceMarks(face: DieFace, pips: boolean): DieMark[] {
  const places = pips && typeof face === 'number' ? PIP_PLACES[face] : undefined;
  if (places) return places.map((p) => ({ kind: 'pip', x: 0.5 + ((p % 3) - 1) * PIP_SPREAD, y: 0.5 + (Math.floor(p / 3) - 1) * PIP_SPREAD, r: PIP_RADIUS }));
  const text = String(face);
  // The baseline sits a little low: digits have no descenders, so they look centred.
  return [{ kind: 'text', text, x: 0.5, y: 0.53, size: text.length > 1 ? 0.34 : 0.56 }];
}

/** Where side k's cell lies in the 3×2 atlas: its column and its row counted from the top of the canvas. */
export function sideCell(k: number): { readonly col: number; readonly row: number } {
  return { col: k % 3, row: 1 - Math.floor(k / 3) };
}

const CELL = 128;
const textures = new Map<string, CanvasTexture>();

/** The texture of a die whose side k shows `sides[k]`, cached by faces, colours and style (every die of a kind shares it). */
export function dieFacesTexture(sides: readonly DieFace[], look: DieLook, pips = true): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const key = `${sides.join(',')}|${look.bg}|${look.ink}|${pips}`;
  const hit = textures.get(key);
  if (hit) return hit;
  const canvas = document.createElement('canvas');
  canvas.width = CELL * 3;
  canvas.height = CELL * 2;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  sides.forEach((face, k) => {
    const { col, row } = sideCell(k);
    const x = col * CELL;
    const y = row * CELL;
    ctx.fillStyle = look.bg;
    ctx.fillRect(x, y, CELL, CELL);
    // A dark rim, so the edges of the cube read against its neighbouring sides.
    ctx.strokeStyle = 'rgba(0,0,0,0.32)';
    ctx.lineWidth = 6;
    ctx.strokeRect(x + 3, y + 3, CELL - 6, CELL - 6);
    ctx.fillStyle = look.ink;
    for (const m of faceMarks(face, pips)) {
      if (m.kind === 'pip') {
        ctx.beginPath();
        ctx.arc(x + m.x * CELL, y + m.y * CELL, m.r * CELL, 0, Math.PI * 2);
        ctx.fill();
      } else {
        ctx.font = `bold ${Math.round(m.size * CELL)}px 'DejaVu Sans', sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(m.text, x + m.x * CELL, y + m.y * CELL);
      }
    }
  });
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  textures.set(key, tex);
  return tex;
}

let geometry: BoxGeometry | null = null;

/** A unit box whose side k shows cell k of the atlas (shared by every die). */
export function dieGeometry(): BoxGeometry {
  if (geometry) return geometry;
  const g = new BoxGeometry(1, 1, 1);
  const uv = g.getAttribute('uv');
  for (let side = 0; side < 6; side++) {
    // Texture v runs from the bottom: the atlas' lower row (canvas row 1) holds sides 0–2.
    const col = side % 3;
    const row = Math.floor(side / 3);
    for (let k = 0; k < 4; k++) {
      const i = side * 4 + k;
      uv.setXY(i, (col + uv.getX(i)) / 3, (row + uv.getY(i)) / 2);
    }
  }
  uv.needsUpdate = true;
  geometry = g;
  return g;
}

const UP: readonly Euler[] = [
  new Euler(0, 0, Math.PI / 2), // +x up
  new Euler(0, 0, -Math.PI / 2), // −x up
  new Euler(0, 0, 0), // +y up
  new Euler(Math.PI, 0, 0), // −y up
  new Euler(-Math.PI / 2, 0, 0), // +z up
  new Euler(Math.PI / 2, 0, 0), // −z up
];

/** The orientation that shows side `index` on top. */
export function faceUp(index: number, out: Quaternion): Quaternion {
  return out.setFromEuler(UP[index] ?? UP[2]!);
}

/** The side of a die showing `value` (the first one; the core only says the value). */
export function faceIndex(faces: readonly DieFace[], value: DieFace): number {
  const i = faces.indexOf(value);
  return i < 0 ? 2 : i;
}
