/**
 * "Draw the tiles": the layout fixes the shape of the track (a straight here,
 * a curve there), the tiles themselves come from two shuffled piles, so which
 * printing lands where is decided in the race. The topolino review: "die
 * restlichen Geraden und Kurven werden getrennt gemischt und als
 * Nachziehstapel bereitgelegt"; hdro-der-widerstand.de: "die Start-Ziel-Gerade
 * und zwei weitere Teile zufällig vom Stapel".
 *
 * A pile holds the box's tiles of one shape (straights, curves) not on the
 * table, shuffled with the game's seed at the set-up; when the layout needs
 * more tiles of a shape than the box holds (a custom inventory), the pile is
 * the layout's own pieces of that shape. When a piece of the plan is laid,
 * the top tile of its shape's pile replaces the planned tile; a curve is
 * turned up on the side that turns the planned way, a straight shows side A
 * (turned round if only that keeps its switches pointing the way of travel),
 * and the player then chooses side and orientation as for any piece
 * (laying.ts). The start/finish piece stays where the plan puts it.
 */
import type { Layout } from '../../track/layout-schema';
import { buildLaneGraph } from '../../track/build-graph';
import { catalogFor, type PieceDef } from '../../track/catalog';
import { replacePiece } from '../../track/replace';
import { switchesUsable, validateLayout } from '../../track/validate';
import { shuffle } from '../core/rng';
import { plannedPieceId, trackContext, type TrackContext } from './track-context';
import type { TileMode, TilePiles } from './types';

export const TILE_MODES: readonly TileMode[] = ['planned', 'drawn'];

/** The shape of a piece: pieces with the same key can take each other's place in a layout. */
function shapeKey(def: PieceDef): string {
  return `${def.lanes}|${def.length}|${def.radius}|${Math.abs(def.sides.A.angle).toFixed(6)}`;
}

/** The piles at the set-up: the tiles not on the table, by shape, shuffled with `rng`. */
export function makePiles(layout: Layout, rng: number): { piles: TilePiles; rng: number; layout: Layout } {
  const catalog = catalogFor(layout.game);
  const plan = layout.meta.plan ?? layout.pieces.map((p) => p.id);
  const byId = new Map(layout.pieces.map((p) => [p.id, p] as const));
  const startId = plan[0];
  const needed = new Map<string, string[]>();
  for (const id of plan.slice(1)) {
    const def = catalog.byId.get(byId.get(id)?.type ?? '');
    if (!def) continue;
    const key = shapeKey(def);
    needed.set(key, [...(needed.get(key) ?? []), def.id]);
  }
  const startType = startId !== undefined ? byId.get(startId)?.type : undefined;
  const piles: Record<string, string[]> = {};
  let state = rng;
  for (const [key, own] of [...needed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const box: string[] = [];
    for (const def of catalog.pieces) {
      if (shapeKey(def) !== key || def.count === null) continue;
      const n = def.count - (def.id === startType ? 1 : 0);
      for (let i = 0; i < n; i++) box.push(def.id);
    }
    const tiles = box.length >= own.length ? box : own;
    const r = shuffle(tiles, state);
    state = r.state;
    piles[key] = r.items;
  }
  // The real tiles come from the box, so the planned layout's tile counts no longer bind: the rules' copy is a custom inventory.
  return { piles: { piles, drawnTo: 1 }, rng: state, layout: { ...layout, inventory: 'custom' } };
}

/** The track with the tile for plan position `order` drawn (a no-op when it is drawn already). */
export function drawTile(ctx: TrackContext, piles: TilePiles, order: number): { track: TrackContext; piles: TilePiles; type: string | null } {
  const layout = ctx.layout;
  if (!layout || order < piles.drawnTo) return { track: ctx, piles, type: null };
  const id = plannedPieceId(ctx, order);
  const piece = id === undefined ? undefined : layout.pieces.find((p) => p.id === id);
  const catalog = catalogFor(layout.game);
  const def = piece ? catalog.byId.get(piece.type) : undefined;
  const next: TilePiles = { piles: piles.piles, drawnTo: order + 1 };
  if (!piece || !def) return { track: ctx, piles: next, type: null };
  const key = shapeKey(def);
  const pile = piles.piles[key] ?? [];
  const type = pile[0];
  const drawnDef = type === undefined ? undefined : catalog.byId.get(type);
  if (!drawnDef) return { track: ctx, piles: next, type: null };
  const rest: TilePiles = { piles: { ...piles.piles, [key]: pile.slice(1) }, drawnTo: order + 1 };
  // A curve turns the planned way up; a straight shows side A (the player may turn it over when laying).
  const plannedAngle = (piece.side === 'A' ? def.sides.A : (def.sides.B ?? def.sides.A)).angle;
  const side = drawnDef.sides.B && Math.sign(drawnDef.sides.B.angle) === Math.sign(plannedAngle) && Math.sign(drawnDef.sides.A.angle) !== Math.sign(plannedAngle) ? 'B' : 'A';
  if (drawnDef.id === piece.type && side === piece.side) return { track: ctx, piles: rest, type: drawnDef.id };
  // As the planned piece lies; turned round when only that keeps the layout valid (a switch must point the way of travel).
  let r = replacePiece(layout, piece.id, { type: drawnDef.id, side, reversed: false });
  if (r.ok && !switchesUsable(validateLayout(r.layout), piece.id) && drawnDef.reversible) {
    const turned = replacePiece(layout, piece.id, { type: drawnDef.id, side, reversed: true });
    if (turned.ok && switchesUsable(validateLayout(turned.layout), piece.id)) r = turned;
  }
  if (!r.ok) return { track: ctx, piles: rest, type: null };
  return { track: trackContext(buildLaneGraph(r.layout), r.layout), piles: rest, type: drawnDef.id };
}
