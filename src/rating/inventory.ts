/**
 * Inventories and build sheets' parts: what a layout needs (tiles by kind
 * and side up, and for Start Frei the connecting pieces, one per join)
 * against the boxes a player owns or a custom inventory file.
 */
import { z } from 'zod';
import { catalogFor, oneLine, PRINTABLE, TRACK_GAME_IDS, type Layout, type TrackGameId } from '../track';
import { boxStock } from '../track/random-track';

/** Pieces a player has: per catalog type a count (null: as many as wanted), and the connecting pieces. */
export interface Inventory {
  readonly game: TrackGameId;
  readonly pieces: Readonly<Record<string, number | null>>;
  readonly joints: number | null;
}

/** A custom inventory file: `{ format: "chicane-inventory", version: 1, game, pieces: { type: count }, joints? }`. */
export const inventoryFileSchema = z
  .object({
    format: z.literal('chicane-inventory'),
    version: z.literal(1),
    game: z.enum(TRACK_GAME_IDS),
    name: z.string().max(120).optional(),
    pieces: z.record(z.string().min(1).max(64).regex(PRINTABLE), z.number().int().min(0).max(10_000)),
    joints: z.number().int().min(0).max(20_000).optional(),
  })
  .strict();

/** What `boxes` copies of the game's box hold. */
export function boxInventory(game: TrackGameId, boxes: number): Inventory {
  return { game, ...boxStock(game, boxes) };
}

/** A custom inventory from a file's JSON; unknown piece types and another game are one-line errors. */
export function readInventory(json: unknown): { ok: true; inventory: Inventory } | { ok: false; error: string } {
  const r = inventoryFileSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    return { ok: false, error: oneLine(`not an inventory file: ${issue.path.join('.') || '(root)'}: ${issue.message}`, 200) };
  }
  const c = catalogFor(r.data.game);
  const pieces: Record<string, number | null> = {};
  for (const d of c.pieces) pieces[d.id] = 0;
  for (const [type, n] of Object.entries(r.data.pieces)) {
    if (!c.byId.has(type)) return { ok: false, error: oneLine(`pieces.${type}: not a ${r.data.game} piece (known: ${c.pieces.map((d) => d.id).join(', ')})`, 200) };
    pieces[type] = n;
  }
  return { ok: true, inventory: { game: r.data.game, pieces, joints: c.joints ? (r.data.joints ?? 0) : null } };
}

export interface PartLine {
  readonly type: string;
  readonly label: string;
  readonly need: number;
  /** Laid with side A up, side B up. */
  readonly sides: { readonly A: number; readonly B: number };
  readonly have: number | null;
  readonly missing: number;
}

export interface PartsList {
  readonly lines: readonly PartLine[];
  /** Start Frei's connecting pieces (one per join); null for games without. */
  readonly joints: { readonly label: string; readonly need: number; readonly have: number | null; readonly missing: number } | null;
  /** Everything the layout needs is there. */
  readonly complete: boolean;
}

/** The parts `layout` needs by kind and side, against `inventory`. */
export function partsList(layout: Layout, inventory: Inventory): PartsList {
  const c = catalogFor(layout.game);
  const need = new Map<string, { A: number; B: number }>();
  for (const p of layout.pieces) {
    const n = need.get(p.type) ?? { A: 0, B: 0 };
    n[p.side]++;
    need.set(p.type, n);
  }
  const lines: PartLine[] = [];
  for (const d of c.pieces) {
    const n = need.get(d.id);
    if (!n) continue;
    const total = n.A + n.B;
    const have = inventory.pieces[d.id] ?? 0;
    lines.push({ type: d.id, label: d.label, need: total, sides: n, have, missing: have === null ? 0 : Math.max(0, total - have) });
  }
  for (const [type, n] of need) if (!c.byId.has(type)) lines.push({ type, label: type, need: n.A + n.B, sides: n, have: 0, missing: n.A + n.B });
  const joints = c.joints
    ? { label: c.joints.label, need: layout.connections.length, have: inventory.joints, missing: inventory.joints === null ? 0 : Math.max(0, layout.connections.length - inventory.joints) }
    : null;
  return { lines, joints, complete: lines.every((l) => l.missing === 0) && (joints?.missing ?? 0) === 0 };
}

/** Whether `layout` can be built from `inventory`. */
export function withinInventory(layout: Layout, inventory: Inventory): boolean {
  return partsList(layout, inventory).complete;
}
