/**
 * Dice drawn as one textured box each (one draw call): the six faces are
 * painted into a 3×2 canvas atlas and the box's UVs point each face at its
 * cell. Face i of the rules' face list is box face i (+x, −x, +y, −y, +z, −z).
 */
import { BoxGeometry, CanvasTexture, Euler, Quaternion, SRGBColorSpace } from 'three';
import { BOOST_DIE, GEAR_DICE } from '../../rules/start-frei';

export const DIE_COLORS: readonly { bg: string; ink: string }[] = [
  { bg: '#d9dde1', ink: '#1b2228' }, // neutral
  { bg: '#f2cf1d', ink: '#1b2228' }, // yellow
  { bg: '#f08a24', ink: '#1b2228' }, // orange
  { bg: '#d33a2c', ink: '#ffffff' }, // red
];
const BOOST = { bg: '#15191d', ink: '#f4f1e8' };

const textures = new Map<string, CanvasTexture>();

function paint(labels: readonly string[], colors: { bg: string; ink: string }): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const cell = 128;
  const canvas = document.createElement('canvas');
  canvas.width = cell * 3;
  canvas.height = cell * 2;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  labels.forEach((label, i) => {
    const x = (i % 3) * cell;
    const y = (1 - Math.floor(i / 3)) * cell;
    ctx.fillStyle = colors.bg;
    ctx.fillRect(x, y, cell, cell);
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 6;
    ctx.strokeRect(x + 3, y + 3, cell - 6, cell - 6);
    ctx.fillStyle = colors.ink;
    ctx.font = `bold ${label.length > 1 ? 44 : 72}px "DejaVu Sans", sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x + cell / 2, y + cell / 2 + 4);
  });
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  return tex;
}

/** The atlas of a gear die (0–3) or of the boost die ('boost'). */
export function dieTexture(which: number | 'boost'): CanvasTexture | null {
  const key = String(which);
  const hit = textures.get(key);
  if (hit) return hit;
  const tex =
    which === 'boost'
      ? paint(
          BOOST_DIE.map((f) => (f === 'drs' ? 'DRS' : `+${f}`)),
          BOOST,
        )
      : paint(
          (GEAR_DICE[which] ?? []).map(String),
          DIE_COLORS[which] ?? DIE_COLORS[0]!,
        );
  if (tex) textures.set(key, tex);
  return tex;
}

let geometry: BoxGeometry | null = null;

/** A unit box whose faces map to the atlas cells. */
export function dieGeometry(): BoxGeometry {
  if (geometry) return geometry;
  const g = new BoxGeometry(1, 1, 1);
  const uv = g.getAttribute('uv');
  for (let face = 0; face < 6; face++) {
    const col = face % 3;
    const row = Math.floor(face / 3);
    for (let k = 0; k < 4; k++) {
      const i = face * 4 + k;
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

/** The orientation that shows face `index` on top. */
export function faceUp(index: number, out: Quaternion): Quaternion {
  return out.setFromEuler(UP[index] ?? UP[2]!);
}

/** The index of a face showing `value` (the first one; the core only says the value). */
export function faceIndex(faces: readonly (number | string)[], value: number | string): number {
  const i = faces.indexOf(value);
  return i < 0 ? 2 : i;
}
