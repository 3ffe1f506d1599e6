/**
 * The cars' start numbers, 1 to 16, as white roundels with a dark number in
 * one canvas texture (4 × 4 cells), drawn once with the app's local font.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';

export const NUMBER_CELLS = 4;
const CELL = 64;
let atlas: CanvasTexture | null = null;

function paint(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  for (let n = 1; n <= NUMBER_CELLS * NUMBER_CELLS; n++) {
    const cx = ((n - 1) % NUMBER_CELLS) * CELL + CELL / 2;
    const cy = Math.floor((n - 1) / NUMBER_CELLS) * CELL + CELL / 2;
    ctx.fillStyle = '#f7f7f2';
    ctx.beginPath();
    ctx.arc(cx, cy, CELL * 0.46, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#1c1d22';
    ctx.stroke();
    ctx.fillStyle = '#1c1d22';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${n >= 10 ? 30 : 38}px 'DejaVu Sans', sans-serif`;
    ctx.fillText(String(n), cx, cy + 2);
  }
}

export function numberAtlas(): CanvasTexture {
  if (atlas) return atlas;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = NUMBER_CELLS * CELL;
  paint(canvas);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  atlas = texture;
  void document.fonts?.load(`bold 38px 'DejaVu Sans'`).then(() => {
    paint(canvas);
    texture.needsUpdate = true;
  });
  return texture;
}

/** The texture offset (u, v of the cell's lower left corner) of start number `n` (1–16). */
export function numberCell(n: number): [number, number] {
  const k = (((n - 1) % 16) + 16) % 16;
  const col = k % NUMBER_CELLS;
  const row = Math.floor(k / NUMBER_CELLS);
  // The canvas is drawn from the top; texture v runs from the bottom.
  return [col / NUMBER_CELLS, (NUMBER_CELLS - 1 - row) / NUMBER_CELLS];
}
