/**
 * All the words and numbers on the table (names, tyre counts, die results,
 * "4 below") in one canvas texture: each distinct label gets a cell of a
 * fixed grid, so every label on the table is one instanced plane drawn from
 * this one texture (one draw call for all of them).
 */
import { CanvasTexture, SRGBColorSpace } from 'three';

export const ATLAS_COLS = 4;
export const ATLAS_ROWS = 12;
const CELL_W = 256;
const CELL_H = 40;
/** A cell's width over its height: a label's plane has this aspect. */
export const CELL_ASPECT = CELL_W / CELL_H;

/** Where a label lies in the atlas, in texture coordinates: the lower left corner and the size. */
export interface AtlasCell {
  readonly u: number;
  readonly v: number;
  readonly w: number;
  readonly h: number;
}

/** Each distinct label's cell, in order of first use; labels past the atlas' capacity are left out. */
export function layoutLabels(labels: readonly string[]): Map<string, AtlasCell> {
  const cells = new Map<string, AtlasCell>();
  for (const label of labels) {
    if (cells.has(label) || cells.size >= ATLAS_COLS * ATLAS_ROWS) continue;
    const k = cells.size;
    const col = k % ATLAS_COLS;
    const row = Math.floor(k / ATLAS_COLS);
    // The canvas is painted from the top; texture v runs from the bottom.
    cells.set(label, { u: col / ATLAS_COLS, v: (ATLAS_ROWS - 1 - row) / ATLAS_ROWS, w: 1 / ATLAS_COLS, h: 1 / ATLAS_ROWS });
  }
  return cells;
}

function paint(canvas: HTMLCanvasElement, cells: ReadonlyMap<string, AtlasCell>): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const [label, c] of cells) {
    const x = c.u * canvas.width;
    const y = (1 - c.v - c.h) * canvas.height;
    // A light card under dark letters, readable on felt, wood or the board's print.
    ctx.fillStyle = 'rgba(250, 248, 240, 0.92)';
    const size = 26;
    ctx.font = `bold ${size}px 'DejaVu Sans', sans-serif`;
    const width = Math.min(CELL_W - 4, ctx.measureText(label).width + 16);
    ctx.beginPath();
    ctx.roundRect(x + (CELL_W - width) / 2, y + 3, width, CELL_H - 6, 8);
    ctx.fill();
    ctx.fillStyle = '#1c1d22';
    ctx.fillText(label, x + CELL_W / 2, y + CELL_H / 2 + 1, CELL_W - 12);
  }
}

/** A label atlas: its texture and where each label lies; `update` repaints it for a new set of labels. */
export class LabelAtlas {
  readonly texture: CanvasTexture;
  private readonly canvas: HTMLCanvasElement;
  cells: Map<string, AtlasCell> = new Map();
  private key = '';

  constructor() {
    this.canvas = document.createElement('canvas');
    this.canvas.width = ATLAS_COLS * CELL_W;
    this.canvas.height = ATLAS_ROWS * CELL_H;
    this.texture = new CanvasTexture(this.canvas);
    this.texture.colorSpace = SRGBColorSpace;
    this.texture.anisotropy = 4;
  }

  update(labels: readonly string[]): Map<string, AtlasCell> {
    const key = labels.join('\u0000');
    if (key === this.key) return this.cells;
    this.key = key;
    this.cells = layoutLabels(labels);
    paint(this.canvas, this.cells);
    this.texture.needsUpdate = true;
    void document.fonts?.load(`bold 26px 'DejaVu Sans'`).then(() => {
      paint(this.canvas, this.cells);
      this.texture.needsUpdate = true;
    });
    return this.cells;
  }

  dispose(): void {
    this.texture.dispose();
  }
}
