/**
 * Builder commands: every edit of the layout is one of these plain,
 * serialisable objects (they go into the autosave), applied by one pure
 * function. Undo/redo comes from the generic history (src/app/history.ts).
 */
import { z } from 'zod';
import {
  catalogFor, layoutSchema, migrate, TRACK_LIMITS, moveGroup, placePiece, refreshPlan, removePiece, replacePiece, snap, type Layout,
} from '../../track';
import type { ApplyResult } from '../history';

const id = z.string().min(1).max(64);
const side = z.enum(['A', 'B']);
const portRef = z.object({ piece: id, port: z.number().int().min(0).max(2) });

const addSchema = z.object({
  kind: z.literal('add'),
  id,
  type: z.string().min(1),
  side,
  /** The new piece's port that meets the target (1 = laid against its printing). */
  port: z.number().int().min(0).max(2),
  /** Open port to attach to; none = the first piece, laid at the table's centre. */
  target: portRef.optional(),
});

export const commandSchema = z.discriminatedUnion('kind', [
  addSchema,
  z.object({ kind: z.literal('add-run'), label: z.string().max(1000), adds: z.array(addSchema).min(1).max(TRACK_LIMITS.pieces) }),
  z.object({ kind: z.literal('remove'), id }),
  z.object({ kind: z.literal('replace'), id, type: z.string().min(1), side, reversed: z.boolean() }),
  z.object({ kind: z.literal('move'), id, dx: z.number().finite(), dz: z.number().finite(), turn: z.number().finite() }),
  // A layout saved by an older version is migrated like a file (what it lost is reported for the base layout only).
  z.object({ kind: z.literal('load'), label: z.string().max(1000), layout: z.preprocess(migratedOrAsIs, layoutSchema) }),
  z.object({ kind: z.literal('inventory'), inventory: z.enum(['box', 'custom']) }),
  z.object({ kind: z.literal('rename'), name: z.string().min(1).max(120) }),
]);

export type BuilderCommand = z.output<typeof commandSchema>;

function migratedOrAsIs(raw: unknown): unknown {
  const m = migrate(raw);
  return m.ok ? m.doc : raw;
}
export type AddCommand = z.output<typeof addSchema>;

function applyAdd(layout: Layout, c: AddCommand): ApplyResult<Layout> {
  const add = { type: c.type, side: c.side, port: c.port, id: c.id };
  const r = c.target ? snap(layout, add, c.target) : placePiece(layout, add);
  return r.ok ? { ok: true, doc: r.layout } : { ok: false, message: r.error };
}

function edit(r: { ok: true; layout: Layout } | { ok: false; error: string }): ApplyResult<Layout> {
  return r.ok ? { ok: true, doc: r.layout } : { ok: false, message: r.error };
}

function applyRaw(layout: Layout, c: BuilderCommand): ApplyResult<Layout> {
  switch (c.kind) {
    case 'add':
      return applyAdd(layout, c);
    case 'add-run': {
      let doc = layout;
      for (const a of c.adds) {
        const r = applyAdd(doc, a);
        if (!r.ok) return r;
        doc = r.doc;
      }
      return { ok: true, doc };
    }
    case 'remove':
      if (!layout.pieces.some((p) => p.id === c.id)) return { ok: false, message: `there is no piece '${c.id}'` };
      return { ok: true, doc: removePiece(layout, c.id) };
    case 'replace':
      return edit(replacePiece(layout, c.id, { type: c.type, side: c.side, reversed: c.reversed }));
    case 'move':
      return edit(moveGroup(layout, c.id, c.dx, c.dz, c.turn));
    case 'load':
      return { ok: true, doc: c.layout };
    case 'inventory':
      return { ok: true, doc: { ...layout, inventory: c.inventory } };
    case 'rename':
      return { ok: true, doc: { ...layout, name: c.name } };
  }
}

/**
 * Applies a command; a start-frei laying plan is kept sound after every edit.
 * An edit that would give a layout the track file cannot hold (more pieces
 * than TRACK_LIMITS.pieces, a piece off the table) is refused, so what the
 * builder shows can always be saved, exported and opened again.
 */
export function applyCommand(layout: Layout, c: BuilderCommand): ApplyResult<Layout> {
  const r = applyRaw(layout, c);
  if (!r.ok) return r;
  const bounds = outOfBounds(r.doc);
  if (bounds) return { ok: false, message: bounds };
  return c.kind !== 'load' ? { ok: true, doc: refreshPlan(r.doc) } : r;
}

/** Why a layout does not fit in a track file, or null when it does. */
export function outOfBounds(layout: Layout): string | null {
  const { pieces, coordinate, rotation } = TRACK_LIMITS;
  if (layout.pieces.length > pieces) return `a layout holds at most ${pieces.toLocaleString('en-US')} pieces`;
  for (const p of layout.pieces) {
    if (!(Math.abs(p.x) <= coordinate && Math.abs(p.z) <= coordinate)) return `'${p.id}' would lie off the table (more than ${coordinate.toLocaleString('en-US')} units from the centre)`;
    if (!(Math.abs(p.rotation) <= rotation)) return `'${p.id}' would be turned more than ${rotation}°`;
  }
  return null;
}

function pieceLabel(layout: Layout, type: string): string {
  return catalogFor(layout.game).byId.get(type)?.label ?? type;
}

/** A short sentence for the announcement region and the undo button's title. */
export function describeCommand(layout: Layout, c: BuilderCommand): string {
  switch (c.kind) {
    case 'add':
      return `added ${pieceLabel(layout, c.type)} (${c.id})${c.target ? ` to ${c.target.piece}` : ''}`;
    case 'add-run':
      return c.label;
    case 'remove':
      return `removed ${c.id}`;
    case 'replace':
      return `replaced ${c.id} with ${pieceLabel(layout, c.type)}, side ${c.side}${c.reversed ? ', turned round' : ''}`;
    case 'move':
      return c.turn !== 0 ? `turned the group of ${c.id} by ${c.turn}°` : `moved the group of ${c.id}`;
    case 'load':
      return c.label;
    case 'inventory':
      return c.inventory === 'custom' ? 'custom inventory: no limit on pieces' : 'box inventory: as many pieces as the box holds';
    case 'rename':
      return `renamed the layout to ${c.name}`;
  }
}

/** The next free piece id (p1, p2, …). */
export function nextPieceId(layout: Layout, skip = 0): string {
  let max = 0;
  for (const p of layout.pieces) {
    const m = /^p(\d+)$/.exec(p.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `p${max + 1 + skip}`;
}
