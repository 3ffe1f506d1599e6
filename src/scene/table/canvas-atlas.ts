/**
 * A canvas texture whose cells the atlas grid (atlas-grid.ts) hands out: the
 * one canvas atlas behind the table's labels and Bahn Frei's passenger cards.
 * Each user gives its cell painter; this keeps the canvas, the texture, the
 * repaints (a new key's cell, every cell when the grid grows or the font
 * arrives) and the disposal.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { AtlasGrid, type GridShape } from './atlas-grid';

/** Paints one cell whose top left corner is (x, y) on the canvas; the cell is cleared before. */
export type CellPainter<V> = (ctx: CanvasRenderingContext2D, x: number, y: number, value: V) => void;

export class CanvasAtlas<K, V> {
  readonly grid: AtlasGrid<K>;
  readonly texture: CanvasTexture;
  private readonly canvas: HTMLCanvasElement;
  private readonly values = new Map<K, V>();
  private readonly paintCell: CellPainter<V>;

  /** `font` is the canvas font the painter uses: once it has loaded, every cell is painted again with it. */
  constructor(shape: GridShape, paintCell: CellPainter<V>, options: { readonly anisotropy: number; readonly font: string }) {
    this.grid = new AtlasGrid<K>(shape);
    this.paintCell = paintCell;
    this.canvas = document.createElement('canvas');
    this.canvas.width = this.grid.width;
    this.canvas.height = this.grid.height;
    this.texture = new CanvasTexture(this.canvas);
    this.texture.colorSpace = SRGBColorSpace;
    this.texture.anisotropy = options.anisotropy;
    void document.fonts?.load(options.font).then(() => this.paintAll());
  }

  /** Gives every key of `items` a cell (painting the new ones) and gives back the cells of keys no longer there. */
  update(items: readonly { readonly key: K; readonly value: V }[]): void {
    const { added, grew } = this.grid.sync(items.map((i) => i.key));
    if (added.length === 0 && !grew) return;
    const fresh = new Set(added);
    for (const [key] of [...this.values]) if (this.grid.cellOf(key) === undefined) this.values.delete(key);
    for (const i of items) if (fresh.has(i.key)) this.values.set(i.key, i.value);
    if (grew) {
      // A larger canvas: the texture's storage on the GPU has the old size, so it is made again.
      this.canvas.width = this.grid.width;
      this.canvas.height = this.grid.height;
      this.texture.dispose();
      this.paintAll();
      return;
    }
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    for (const key of added) this.paint(ctx, key);
    this.texture.needsUpdate = true;
  }

  dispose(): void {
    this.texture.dispose();
  }

  private paint(ctx: CanvasRenderingContext2D, key: K): void {
    const cell = this.grid.cellOf(key);
    const value = this.values.get(key);
    if (cell === undefined || value === undefined) return;
    const { x, y } = this.grid.pixel(cell);
    ctx.clearRect(x, y, this.grid.shape.cellW, this.grid.shape.cellH);
    ctx.save();
    this.paintCell(ctx, x, y, value);
    ctx.restore();
  }

  private paintAll(): void {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    for (const [key] of this.grid.entries()) this.paint(ctx, key);
    this.texture.needsUpdate = true;
  }
}
