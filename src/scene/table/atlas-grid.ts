/**
 * The one allocator of the canvas atlases on the table (the table's labels,
 * Bahn Frei's passenger cards): a grid of equal cells, each holding one key
 * (a label's text, a card face). Pure, so tests read it as data without a
 * canvas or WebGL; the atlases only paint the cells it hands out.
 *
 * - Cells: `sync(keys)` keeps the cell of every key still shown, gives back
 *   the cells of keys gone and gives each new key the lowest free cell, so a
 *   label or card that stays never moves (nothing to paint again).
 * - Growth and limits: the grid starts with `rows` rows and doubles them, up
 *   to `maxRows`, when the keys do not fit; past the limit a key gets no cell
 *   (it is left out, never drawn over another).
 * - UVs: a cell's rectangle in texture coordinates (v from the bottom, as
 *   three.js reads a canvas), for the grid's size now.
 */

export interface GridShape {
  readonly cols: number;
  /** Rows at the start. */
  readonly rows: number;
  /** Rows at most (the grid doubles its rows up to this). */
  readonly maxRows: number;
  /** A cell's size in pixels. */
  readonly cellW: number;
  readonly cellH: number;
}

/** Where a cell lies in the texture: its lower left corner and its size, in texture coordinates (0–1). */
export interface AtlasCell {
  readonly u: number;
  readonly v: number;
  readonly w: number;
  readonly h: number;
}

export interface SyncResult<K> {
  /** Keys that got a cell now (to be painted). */
  readonly added: readonly K[];
  /** Keys that have no cell: past the grid's limit. */
  readonly left: readonly K[];
  /** The grid grew (its canvas must be made larger and every cell painted again; every UV changed). */
  readonly grew: boolean;
}

export class AtlasGrid<K> {
  readonly shape: GridShape;
  private rowsNow: number;
  private readonly cells = new Map<K, number>();
  private readonly used = new Set<number>();

  constructor(shape: GridShape) {
    if (shape.cols < 1 || shape.rows < 1 || shape.maxRows < shape.rows) throw new Error(`an atlas grid needs at least one cell and maxRows ≥ rows (got ${shape.cols}×${shape.rows}, at most ${shape.maxRows})`);
    this.shape = shape;
    this.rowsNow = shape.rows;
  }

  get rows(): number {
    return this.rowsNow;
  }

  /** Cells now, and at most. */
  get capacity(): number {
    return this.shape.cols * this.rowsNow;
  }

  get limit(): number {
    return this.shape.cols * this.shape.maxRows;
  }

  /** The canvas size the grid needs now, in pixels. */
  get width(): number {
    return this.shape.cols * this.shape.cellW;
  }

  get height(): number {
    return this.rowsNow * this.shape.cellH;
  }

  /** Makes the grid hold exactly the keys of `keys` that fit (in order of first appearance); see the file's note. */
  sync(keys: readonly K[]): SyncResult<K> {
    const wanted = new Set(keys);
    for (const [key, cell] of this.cells) {
      if (wanted.has(key)) continue;
      this.cells.delete(key);
      this.used.delete(cell);
    }
    const added: K[] = [];
    const left: K[] = [];
    let grew = false;
    for (const key of wanted) {
      if (this.cells.has(key)) continue;
      let cell = this.lowestFree();
      while (cell === null && this.rowsNow < this.shape.maxRows) {
        this.rowsNow = Math.min(this.shape.maxRows, this.rowsNow * 2);
        grew = true;
        cell = this.lowestFree();
      }
      if (cell === null) {
        left.push(key);
        continue;
      }
      this.cells.set(key, cell);
      this.used.add(cell);
      added.push(key);
    }
    return { added, left, grew };
  }

  /** The cell of a key, or undefined when it has none. */
  cellOf(key: K): number | undefined {
    return this.cells.get(key);
  }

  /** Every key with its cell. */
  entries(): IterableIterator<[K, number]> {
    return this.cells.entries();
  }

  /** The top left corner of a cell on the canvas, in pixels. */
  pixel(cell: number): { readonly x: number; readonly y: number } {
    return { x: (cell % this.shape.cols) * this.shape.cellW, y: Math.floor(cell / this.shape.cols) * this.shape.cellH };
  }

  /** A cell's rectangle in texture coordinates at the grid's size now. */
  uv(cell: number): AtlasCell {
    return cellRect(cell, this.shape.cols, this.rowsNow);
  }

  private lowestFree(): number | null {
    for (let c = 0; c < this.capacity; c++) if (!this.used.has(c)) return c;
    return null;
  }
}

/** The texture rectangle of `cell` in a grid of `cols` × `rows` painted from the top (texture v runs from the bottom). */
export function cellRect(cell: number, cols: number, rows: number): AtlasCell {
  const col = cell % cols;
  const row = Math.floor(cell / cols);
  return { u: col / cols, v: (rows - 1 - row) / rows, w: 1 / cols, h: 1 / rows };
}
