/**
 * The passenger cards' faces in one canvas texture: a cell per face in play
 * (destination, rounds left, special mark, vouchers), painted when first
 * needed and given back when no card shows it any more (the shared atlas
 * grid and canvas of src/scene/table), so every card on the
 * table is one instance of one mesh. The look of the box: a cream card, the
 * travel time large in a dark box on the left ("Fahrzeit"), the destination
 * beside it; special passengers on gold with a star; vouchers as orange dots.
 */
import { cellRect, type GridShape } from '../table/atlas-grid';
import { CanvasAtlas } from '../table/canvas-atlas';

export interface FaceLook {
  readonly destination: string;
  readonly rounds: number;
  readonly special: boolean;
  readonly vouchers: number;
}

export const ATLAS_COLS = 8;
export const ATLAS_ROWS = 12;
/** A cell's size in pixels (the card's proportions: about 2.2 : 1). */
export const CELL_W = 220;
export const CELL_H = 100;
/** A fixed grid (the cards' shader reads cells of this size): 96 faces, more than a game shows. */
const CARD_GRID: GridShape = { cols: ATLAS_COLS, rows: ATLAS_ROWS, maxRows: ATLAS_ROWS, cellW: CELL_W, cellH: CELL_H };

export function faceKey(f: FaceLook): string {
  return `${f.destination}|${f.rounds}|${f.special ? 1 : 0}|${f.vouchers}`;
}

function rounded(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function paintFace(ctx: CanvasRenderingContext2D, x0: number, y0: number, f: FaceLook): void {
  const pad = 3;
  rounded(ctx, x0 + pad, y0 + pad, CELL_W - 2 * pad, CELL_H - 2 * pad, 10);
  ctx.fillStyle = f.special ? '#f6d77a' : '#fff7dc';
  ctx.fill();
  ctx.lineWidth = f.special ? 7 : 4;
  ctx.strokeStyle = f.special ? '#a8741a' : '#5b5140';
  ctx.stroke();
  // The top row carries what matters (cards lie fanned, each showing its top): the travel time large,
  // white on dark like the car numbers of the plates, and the destination beside it as large as fits.
  const box = 54;
  rounded(ctx, x0 + 9, y0 + 8, box, box, 8);
  ctx.fillStyle = '#1f2a44';
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold 46px 'DejaVu Sans', sans-serif`;
  ctx.fillText(String(f.rounds), x0 + 9 + box / 2, y0 + 8 + box / 2 + 3);
  const left = x0 + 9 + box + 7;
  const room = x0 + CELL_W - 9 - left;
  let size = 40;
  ctx.font = `bold ${size}px 'DejaVu Sans', sans-serif`;
  while (size > 16 && ctx.measureText(f.destination).width > room) {
    size -= 2;
    ctx.font = `bold ${size}px 'DejaVu Sans', sans-serif`;
  }
  ctx.fillStyle = '#1c1d22';
  ctx.textAlign = 'left';
  ctx.fillText(f.destination, left, y0 + 37, room);
  // The bottom row: the special passenger's star, the vouchers placed on the card.
  const y = y0 + 80;
  let mark = x0 + 14;
  if (f.special) {
    ctx.fillStyle = '#8a2a10';
    ctx.font = `bold 24px 'DejaVu Sans', sans-serif`;
    ctx.fillText('★ special', mark, y);
    mark += 120;
  }
  for (let i = 0; i < Math.min(3, f.vouchers); i++) {
    ctx.beginPath();
    ctx.arc(mark + 9 + i * 22, y, 8, 0, Math.PI * 2);
    ctx.fillStyle = '#ef7d1a';
    ctx.fill();
  }
}

/** The card faces in play, each in a cell of the shared atlas grid (src/scene/table/atlas-grid.ts). */
export class CardAtlas {
  private readonly atlas = new CanvasAtlas<string, FaceLook>(CARD_GRID, paintFace, { anisotropy: 8, font: `bold 40px 'DejaVu Sans'` });
  readonly texture = this.atlas.texture;

  /**
   * Makes sure every face of `faces` has a cell (painting the new ones, giving
   * back the cells no face uses now) and returns each face's cell, in order.
   */
  update(faces: readonly FaceLook[]): number[] {
    const items = faces.map((f) => ({ key: faceKey(f), value: f }));
    this.atlas.update(items);
    // More faces than cells: the last cell is shared (never in a real game: 83 cards at most).
    return items.map((i) => this.atlas.grid.cellOf(i.key) ?? ATLAS_COLS * ATLAS_ROWS - 1);
  }

  dispose(): void {
    this.atlas.dispose();
  }
}

/** The texture offset (u, v of the cell's lower left corner) of a cell. */
export function cellUv(cell: number): [number, number] {
  const r = cellRect(cell, ATLAS_COLS, ATLAS_ROWS);
  return [r.u, r.v];
}
