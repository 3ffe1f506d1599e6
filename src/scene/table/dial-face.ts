/**
 * A speedometer's face, painted once into a canvas texture: a half dial from
 * 0 at the left over the top to the top speed at the right, a tick at every
 * step and its number printed. Every dial on the table shares it.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';

const faces = new Map<string, CanvasTexture>();

/** The printed numbers of a dial: every step from 0 to the top speed. */
export function dialNumbers(top: number, step: number): number[] {
  const out: number[] = [];
  for (let k = 0; k <= top; k += step) out.push(k);
  return out;
}

export function dialFaceTexture(top: number, step: number): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const key = `${top}/${step}`;
  const hit = faces.get(key);
  if (hit) return hit;
  const size = 256;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const c = size / 2;
  const r = size * 0.46;
  ctx.fillStyle = '#f6f3ea';
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#1c1d22';
  ctx.fillStyle = '#1c1d22';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold 19px 'DejaVu Sans', sans-serif`;
  for (const k of dialNumbers(top, step)) {
    const a = Math.PI - (k / top) * Math.PI;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(c + cos * r * 0.93, c - sin * r * 0.93);
    ctx.lineTo(c + cos * r * 0.78, c - sin * r * 0.78);
    ctx.stroke();
    ctx.fillText(String(k), c + cos * r * 0.6, c - sin * r * 0.6);
  }
  ctx.font = `bold 20px 'DejaVu Sans', sans-serif`;
  ctx.fillText('km/h', c, c + r * 0.45);
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  tex.anisotropy = 4;
  faces.set(key, tex);
  return tex;
}
