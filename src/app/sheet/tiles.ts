/**
 * The 1:1 template cut into A4 pages: each page shows a window of the table
 * in real size; neighbouring windows overlap by A4.overlap so the pages can
 * be glued edge on edge. Pages are named by column letter and row number
 * ("B2": second column, second row), as on a map.
 */
import { A4 } from './print-scale';
import type { SheetBounds } from './sheet-data';

export interface TemplatePage {
  readonly label: string;
  readonly row: number;
  readonly column: number;
  /** The window of the table this page shows, table units. */
  readonly x: number;
  readonly z: number;
  readonly width: number;
  readonly height: number;
}

export interface Template {
  readonly columns: number;
  readonly rows: number;
  readonly pages: readonly TemplatePage[];
  /** Size of the whole template on the table, centimetres. */
  readonly widthCm: number;
  readonly heightCm: number;
  /** Overlap between neighbours, table units. */
  readonly overlap: number;
}

export function columnLetter(i: number): string {
  let s = '';
  let n = i + 1;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Pages to cover `bounds` (plus a small border) at `cmPerUnit`. */
export function templatePages(bounds: SheetBounds, cmPerUnit: number, border = 0.5): Template {
  const pageW = (A4.width - 2 * A4.margin) / cmPerUnit;
  const pageH = (A4.height - 2 * A4.margin) / cmPerUnit;
  const overlap = A4.overlap / cmPerUnit;
  const minX = bounds.minX - border;
  const minZ = bounds.minZ - border;
  const w = bounds.maxX - bounds.minX + 2 * border;
  const h = bounds.maxZ - bounds.minZ + 2 * border;
  const count = (size: number, page: number) => Math.max(1, Math.ceil((size - overlap) / (page - overlap) - 1e-9));
  const columns = count(w, pageW);
  const rows = count(h, pageH);
  const pages: TemplatePage[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      pages.push({ label: `${columnLetter(c)}${r + 1}`, row: r, column: c, x: minX + c * (pageW - overlap), z: minZ + r * (pageH - overlap), width: pageW, height: pageH });
    }
  }
  return { columns, rows, pages, widthCm: w * cmPerUnit, heightCm: h * cmPerUnit, overlap };
}
