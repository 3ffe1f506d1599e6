/**
 * All the words and numbers on the table (names, tyre counts, die results,
 * "4 below") in one canvas texture: each distinct label gets a cell of the
 * shared atlas grid (atlas-grid.ts), so every label on the table is one
 * instanced plane drawn from this one texture (one draw call for all of them).
 */
import { CanvasAtlas } from './canvas-atlas';
import type { AtlasCell, GridShape } from './atlas-grid';

/** Four labels a row; 8 rows at first, growing to 32 (128 labels) when a table shows more. */
export const LABEL_GRID: GridShape = { cols: 4, rows: 8, maxRows: 32, cellW: 256, cellH: 40 };
/** A cell's width over its height: a label's plane has this aspect. */
export const CELL_ASPECT = LABEL_GRID.cellW / LABEL_GRID.cellH;
const FONT_PX = 26;

function paintLabel(ctx: CanvasRenderingContext2D, x: number, y: number, label: string): void {
  const { cellW, cellH } = LABEL_GRID;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${FONT_PX}px 'DejaVu Sans', sans-serif`;
  // A light card under dark letters, readable on felt, wood or the board's print.
  ctx.fillStyle = 'rgba(250, 248, 240, 0.92)';
  const width = Math.min(cellW - 4, ctx.measureText(label).width + 16);
  ctx.beginPath();
  ctx.roundRect(x + (cellW - width) / 2, y + 3, width, cellH - 6, 8);
  ctx.fill();
  ctx.fillStyle = '#1c1d22';
  ctx.fillText(label, x + cellW / 2, y + cellH / 2 + 1, cellW - 12);
}

/** A label atlas: its texture and where each label lies; `update` gives the labels of the table now their cells. */
export class LabelAtlas {
  private readonly atlas = new CanvasAtlas<string, string>(LABEL_GRID, paintLabel, { anisotropy: 4, font: `bold ${FONT_PX}px 'DejaVu Sans'` });
  readonly texture = this.atlas.texture;

  /** Each distinct label's cell in texture coordinates; labels past the atlas' limit are left out. */
  update(labels: readonly string[]): Map<string, AtlasCell> {
    this.atlas.update(labels.map((l) => ({ key: l, value: l })));
    const cells = new Map<string, AtlasCell>();
    for (const l of labels) {
      const cell = this.atlas.grid.cellOf(l);
      if (cell !== undefined && !cells.has(l)) cells.set(l, this.atlas.grid.uv(cell));
    }
    return cells;
  }

  dispose(): void {
    this.atlas.dispose();
  }
}
