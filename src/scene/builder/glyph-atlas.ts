/**
 * One canvas texture holding every glyph the builder prints (digits, letters
 * and a few signs), drawn once with the app's local font. All numbers and
 * labels of a layout become quads in one merged geometry: one draw call,
 * however many numbers there are.
 */
import { BufferAttribute, BufferGeometry, CanvasTexture, Color, LinearFilter, SRGBColorSpace } from 'three';
import type { TextItem } from './piece-drawing';

const CHARS = ' 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-/.:#°';
const COLS = 16;
const CELL_W = 32;
const CELL_H = 48;
/** Advance of a glyph relative to the text size (height). */
const ADVANCE = 0.62;

let atlas: CanvasTexture | null = null;

function paint(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold 38px 'DejaVu Sans', sans-serif`;
  [...CHARS].forEach((ch, i) => {
    const cx = (i % COLS) * CELL_W + CELL_W / 2;
    const cy = Math.floor(i / COLS) * CELL_H + CELL_H / 2;
    ctx.fillText(ch, cx, cy, CELL_W - 2);
  });
}

export function glyphAtlas(): CanvasTexture {
  if (atlas) return atlas;
  const canvas = document.createElement('canvas');
  canvas.width = COLS * CELL_W;
  canvas.height = Math.ceil(CHARS.length / COLS) * CELL_H;
  paint(canvas);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  atlas = texture;
  // Repaint once the bundled font has loaded (nothing is fetched from elsewhere).
  void document.fonts?.load(`bold 38px 'DejaVu Sans'`).then(() => {
    paint(canvas);
    texture.needsUpdate = true;
  });
  return texture;
}

const tint = new Color();

/** Quads for every text item, centred on (x, z), lying on the table at height `y`. */
export function textGeometry(items: readonly TextItem[], y: number): BufferGeometry {
  let count = 0;
  for (const it of items) count += it.text.length;
  const pos = new Float32Array(count * 4 * 3);
  const uv = new Float32Array(count * 4 * 2);
  const col = new Float32Array(count * 4 * 3);
  const index = new Uint32Array(count * 6);
  const rows = Math.ceil(CHARS.length / COLS);
  let q = 0;
  for (const it of items) {
    tint.set(it.color);
    // Print so that a player sitting at the front of the table (at +z) reads it upright.
    const h = Math.cos(it.heading) < -1e-6 ? it.heading + Math.PI : it.heading;
    const bx = Math.cos(h);
    const bz = -Math.sin(h);
    // "Up" on the page is the baseline turned a quarter left.
    const ux = -Math.sin(h);
    const uz = -Math.cos(h);
    const w = it.size * ADVANCE;
    const total = w * it.text.length;
    [...it.text].forEach((ch, i) => {
      const g = Math.max(0, CHARS.indexOf(ch));
      const u0 = (g % COLS) / COLS;
      const v1 = 1 - Math.floor(g / COLS) / rows;
      const u1 = u0 + 1 / COLS;
      const v0 = v1 - 1 / rows;
      const left = -total / 2 + i * w;
      const corners: [number, number, number, number][] = [
        [left, -it.size / 2, u0, v0],
        [left + w, -it.size / 2, u1, v0],
        [left + w, it.size / 2, u1, v1],
        [left, it.size / 2, u0, v1],
      ];
      corners.forEach(([a, b, u, v], k) => {
        const o = q * 4 + k;
        pos.set([it.x + bx * a + ux * b, y, it.z + bz * a + uz * b], o * 3);
        uv.set([u, v], o * 2);
        col.set([tint.r, tint.g, tint.b], o * 3);
      });
      index.set([q * 4, q * 4 + 1, q * 4 + 2, q * 4, q * 4 + 2, q * 4 + 3], q * 6);
      q++;
    });
  }
  const geo = new BufferGeometry();
  geo.setAttribute('position', new BufferAttribute(pos, 3));
  geo.setAttribute('uv', new BufferAttribute(uv, 2));
  geo.setAttribute('color', new BufferAttribute(col, 3));
  geo.setIndex(new BufferAttribute(index, 1));
  geo.computeBoundingSphere();
  return geo;
}
