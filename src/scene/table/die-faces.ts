/**
 * A die of any game as a textured cube: its six sides painted into one 3×2
 * canvas (the box geometry of src/scene/race/die-atlas.ts maps side k to cell
 * k), cached by faces and colours.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';

export interface DieLook {
  readonly bg: string;
  readonly ink: string;
}

const textures = new Map<string, CanvasTexture>();

/** Pips for 1–6 on a 3×3 grid (which of the nine places carry a pip). */
const PIPS: Readonly<Record<number, readonly number[]>> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** The texture of a die whose side k shows `sides[k]` (as pips when `pips`, else as a number). */
export function dieFacesTexture(sides: readonly number[], look: DieLook, pips = true): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const key = `${sides.join(',')}|${look.bg}|${look.ink}|${pips}`;
  const hit = textures.get(key);
  if (hit) return hit;
  const cell = 128;
  const canvas = document.createElement('canvas');
  canvas.width = cell * 3;
  canvas.height = cell * 2;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  sides.forEach((value, k) => {
    const x = (k % 3) * cell;
    const y = (1 - Math.floor(k / 3)) * cell;
    ctx.fillStyle = look.bg;
    ctx.fillRect(x, y, cell, cell);
    ctx.strokeStyle = 'rgba(0,0,0,0.3)';
    ctx.lineWidth = 6;
    ctx.strokeRect(x + 3, y + 3, cell - 6, cell - 6);
    ctx.fillStyle = look.ink;
    const places = pips ? PIPS[value] : undefined;
    if (places) {
      for (const p of places) {
        ctx.beginPath();
        ctx.arc(x + cell * (0.25 + (p % 3) * 0.25), y + cell * (0.25 + Math.floor(p / 3) * 0.25), cell * 0.085, 0, Math.PI * 2);
        ctx.fill();
      }
    } else {
      ctx.font = `bold 72px 'DejaVu Sans', sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(value), x + cell / 2, y + cell / 2 + 4);
    }
  });
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  textures.set(key, tex);
  return tex;
}
