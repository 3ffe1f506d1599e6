/**
 * The parts a layout needs, by kind and side, and what a set of boxes (one
 * box, two, or a custom inventory) has against it. Pure: the build sheet and
 * the builder's "What can my boxes build" read the same lines.
 */
import { z } from 'zod';
import { catalogFor, type GameId, type Layout } from '../../track';

export interface PartLine {
  readonly type: string;
  readonly label: string;
  /** Pieces of this kind in the layout. */
  readonly count: number;
  /** How many lie side A up and side B up. */
  readonly sides: { readonly A: number; readonly B: number };
  /** What each side shows, as the catalog describes it. */
  readonly sideLabels: { readonly A: string; readonly B: string | undefined };
}

/** The layout's pieces grouped by catalog kind (catalog order), then pieces of a kind the catalog does not know. */
export function partsOf(layout: Layout): readonly PartLine[] {
  const catalog = catalogFor(layout.game);
  const counts = new Map<string, { A: number; B: number }>();
  for (const p of layout.pieces) {
    const c = counts.get(p.type) ?? { A: 0, B: 0 };
    c[p.side]++;
    counts.set(p.type, c);
  }
  const lines: PartLine[] = [];
  for (const def of catalog.pieces) {
    const c = counts.get(def.id);
    if (!c) continue;
    lines.push({ type: def.id, label: def.label, count: c.A + c.B, sides: c, sideLabels: { A: def.sides.A.label, B: def.sides.B?.label } });
    counts.delete(def.id);
  }
  for (const [type, c] of counts) lines.push({ type, label: `unknown piece '${type}'`, count: c.A + c.B, sides: c, sideLabels: { A: '', B: undefined } });
  return lines;
}

/** What the player owns: a number of the game's boxes, or their own count of each piece. */
export const ownedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('boxes'), boxes: z.number().int().min(1).max(20) }),
  z.object({ kind: z.literal('custom'), pieces: z.record(z.string().max(64), z.number().int().min(0).max(10_000)), clips: z.number().int().min(0).max(10_000).optional() }),
]);
export type Owned = z.output<typeof ownedSchema>;

export interface NeedLine {
  readonly type: string;
  readonly label: string;
  readonly need: number;
  /** Owned; null when the game has no limit (a printed board cut into pieces). */
  readonly have: number | null;
  readonly missing: number;
}

export interface BoxCheck {
  readonly lines: readonly NeedLine[];
  /** Clips between tiles (Start Frei's connecting pieces), one per join; undefined for games without. */
  readonly clips: NeedLine | undefined;
  readonly missingTotal: number;
  /** True when the game's pieces come without a count (Das Motorsportspiel's one board). */
  readonly unlimited: boolean;
}

/** How many of a piece the player owns, or null without a limit. */
function owned(owned: Owned, perBox: number | null, type: string): number | null {
  if (owned.kind === 'boxes') return perBox === null ? null : perBox * owned.boxes;
  return owned.pieces[type] ?? 0;
}

/** The layout's parts against what is owned: every kind the layout uses, with what is missing. */
export function checkBoxes(layout: Layout, have: Owned): BoxCheck {
  const catalog = catalogFor(layout.game);
  const lines = partsOf(layout).map((p): NeedLine => {
    const def = catalog.byId.get(p.type);
    const n = owned(have, def ? def.count : 0, p.type);
    return { type: p.type, label: p.label, need: p.count, have: n, missing: n === null ? 0 : Math.max(0, p.count - n) };
  });
  let clips: NeedLine | undefined;
  if (catalog.joints) {
    const need = layout.connections.length;
    const n = have.kind === 'boxes' ? catalog.joints.count * have.boxes : (have.clips ?? 0);
    clips = { type: 'clips', label: catalog.joints.label, need, have: n, missing: Math.max(0, need - n) };
  }
  const missingTotal = lines.reduce((a, l) => a + l.missing, 0) + (clips?.missing ?? 0);
  return { lines, clips, missingTotal, unlimited: catalog.pieces.every((d) => d.count === null) };
}

/** The fewest boxes that hold the layout, or null when no number of boxes is needed (no limit). */
export function boxesNeeded(layout: Layout): number | null {
  const catalog = catalogFor(layout.game);
  let most = 0;
  let limited = false;
  for (const p of partsOf(layout)) {
    const def = catalog.byId.get(p.type);
    if (!def || def.count === null) continue;
    limited = true;
    most = Math.max(most, def.count === 0 ? Infinity : Math.ceil(p.count / def.count));
  }
  if (catalog.joints && catalog.joints.count > 0) {
    limited = true;
    most = Math.max(most, Math.ceil(layout.connections.length / catalog.joints.count));
  }
  return limited ? Math.max(1, most) : null;
}

/** One line for people: "2 more Curve (30 degrees) and 1 more Plain straight are needed." */
export function missingSentence(check: BoxCheck, what: string): string {
  if (check.unlimited) return 'This game comes on one printed board without a piece count: any layout can be drawn.';
  const short = [...check.lines, ...(check.clips ? [check.clips] : [])].filter((l) => l.missing > 0);
  if (short.length === 0) return `${what} hold every part this layout needs.`;
  const parts = short.map((l) => `${l.missing} × ${l.label}`);
  return `${what} are short of ${check.missingTotal} part${check.missingTotal === 1 ? '' : 's'}: ${parts.join(', ')}.`;
}

/** The catalog's kinds a custom inventory is asked about (those with a box count). */
export function inventoryKinds(game: GameId): readonly { type: string; label: string; perBox: number | null }[] {
  return catalogFor(game).pieces.map((d) => ({ type: d.id, label: d.label, perBox: d.count }));
}
