/**
 * start-frei: "Lay Out 2 New Track Pieces" — at the end of a race section the
 * last car's player attaches the next 2 pieces of the planned layout, the
 * first before the second, choosing "which side and orientation". A choice is
 * offered only where it keeps the planned layout valid (`validateLayout`): a
 * straight's other side has the same shape (other printing), a reversible
 * straight may be turned round unless its switches would then run against
 * travel, a curve flipped over turns the other way (so its side is the
 * plan's). Choices that print the same (a plain straight turned round) are one
 * choice. With a single choice the piece is laid as planned, no action needed.
 */
import type { Layout } from '../../track/layout-schema';
import { buildLaneGraph } from '../../track/build-graph';
import { catalogFor } from '../../track/catalog';
import { replacePiece } from '../../track/replace';
import { switchesUsable, validateLayout } from '../../track/validate';
import { update } from './state-update';
import { drawTile } from './tiles';
import { plannedPieceId, trackContext, type TrackContext } from './track-context';
import type { GameEvent, GameState, LayChoice, PlayerId } from './types';

const PLANNED: readonly LayChoice[] = Object.freeze([Object.freeze({ side: 'A', turned: false })]) as readonly LayChoice[];
const optionCache = new WeakMap<Layout, Map<number, readonly LayChoice[]>>();
const validCache = new WeakMap<Layout, boolean>();

function isValid(layout: Layout): boolean {
  let v = validCache.get(layout);
  if (v === undefined) {
    v = validateLayout(layout).valid;
    validCache.set(layout, v);
  }
  return v;
}

/** The candidate layout with piece `id` laid with `choice`, or null when it cannot be laid that way. */
function layoutWith(layout: Layout, id: string, choice: LayChoice): Layout | null {
  const piece = layout.pieces.find((p) => p.id === id);
  if (!piece) return null;
  if (choice.side === piece.side && !choice.turned) return layout;
  const r = replacePiece(layout, id, { type: piece.type, side: choice.side, reversed: choice.turned });
  return r.ok ? r.layout : null;
}

/** What a choice prints on the piece, lane by lane in the order of travel (equal texts: the same choice for the rules). */
function printing(layout: Layout, id: string, choice: LayChoice): string {
  const piece = layout.pieces.find((p) => p.id === id)!;
  const def = catalogFor(layout.game).byId.get(piece.type)!;
  const side = choice.side === 'A' ? def.sides.A : def.sides.B!;
  const rows: string[] = [];
  const nl = side.spaces.length;
  for (let t = 0; t < nl; t++) {
    const pl = choice.turned ? nl - 1 - t : t;
    const n = side.spaces[pl]!;
    for (let k = 0; k < n; k++) {
      const pk = choice.turned ? n - 1 - k : k;
      const to = side.switchTo[pl]![pk]!;
      rows.push(JSON.stringify(side.features[pl]![pk]) + (to >= 0 ? `>${choice.turned ? nl - 1 - to : to}` : ''));
    }
  }
  return rows.join('|');
}

/**
 * The ways the piece at plan position `order` may be laid, the plan's way
 * first. One entry when there is nothing to choose (or the game knows no
 * layout, or the planned layout is not valid).
 */
export function layOptions(ctx: TrackContext, order: number): readonly LayChoice[] {
  const layout = ctx.layout;
  if (!layout) return PLANNED;
  let byOrder = optionCache.get(layout);
  const hit = byOrder?.get(order);
  if (hit) return hit;
  const id = plannedPieceId(ctx, order);
  if (id === undefined) return PLANNED;
  const piece = layout.pieces.find((p) => p.id === id)!;
  const def = catalogFor(layout.game).byId.get(piece.type);
  const planned: LayChoice = { side: piece.side, turned: false };
  const out: LayChoice[] = [planned];
  if (def && isValid(layout)) {
    const plannedSide = piece.side === 'A' ? def.sides.A : def.sides.B;
    const seen = new Set([printing(layout, id, planned)]);
    for (const side of ['A', 'B'] as const) {
      const s = side === 'A' ? def.sides.A : def.sides.B;
      // Flipping a curve over turns it the other way: only sides of the planned shape.
      if (!s || !plannedSide || s.angle !== plannedSide.angle) continue;
      for (const turned of def.reversible ? [false, true] : [false]) {
        const choice: LayChoice = { side, turned };
        if (side === piece.side && !turned) continue;
        const text = printing(layout, id, choice);
        if (seen.has(text)) continue;
        const next = layoutWith(layout, id, choice);
        // A switch turned against travel is a legal layout (a warning) but is not offered while laying: see docs/assumptions.md.
        if (!next || !switchesUsable(validateLayout(next), id)) continue;
        seen.add(text);
        out.push(choice);
      }
    }
  }
  if (!byOrder) optionCache.set(layout, (byOrder = new Map()));
  byOrder.set(order, out);
  return out;
}

/** The track with the piece at `order` laid with `choice`: the same context when the printing is the plan's. */
function relay(ctx: TrackContext, order: number, choice: LayChoice): TrackContext {
  const layout = ctx.layout;
  const id = plannedPieceId(ctx, order);
  if (!layout || id === undefined) return ctx;
  const next = layoutWith(layout, id, choice);
  if (!next || next === layout) return ctx;
  return trackContext(buildLaneGraph(next), next);
}

/**
 * Lays pieces from `state.laid` up to `to` for `player`: pieces with one way
 * to lay them go down by themselves (one `PiecesLaid` for the run); at the
 * first piece with a choice the game waits in phase 'lay'.
 */
export function continueLaying(state: GameState, player: PlayerId, to: number, events: GameEvent[]): GameState {
  const from = state.laid;
  let laid = from;
  let track = state.track;
  let tiles = state.tiles;
  const drawn: GameEvent[] = [];
  for (; laid < to; laid++) {
    // Drawn tiles: the next piece's tile comes off the pile of its shape before it is laid.
    if (tiles) {
      const d = drawTile(track, tiles, laid);
      track = d.track;
      tiles = d.piles;
      if (d.type !== null) drawn.push({ type: 'TileDrawn', player, piece: laid, tile: d.type });
    }
    if (layOptions(track, laid).length !== 1) break;
  }
  // Events in table order: the tiles laid by themselves, then the one drawn for a choice.
  const waiting = laid < to && drawn.length > 0 && (drawn[drawn.length - 1] as { piece: number }).piece === laid ? drawn.pop()! : null;
  for (const e of drawn) events.push(e);
  if (laid > from) events.push({ type: 'PiecesLaid', player, from, to: laid });
  if (waiting) events.push(waiting);
  const s = update(state, tiles ? { laid, tiles } : { laid });
  if (track !== state.track) (s as { -readonly [K in keyof GameState]: GameState[K] }).track = track;
  if (laid < to) return update(s, { phase: 'lay', laying: { player, piece: laid, to, options: layOptions(track, laid) } });
  return update(s, { laying: null });
}

/** The player lays the piece being chosen with `choice` (then the rest of the section's pieces). */
export function applyLay(state: GameState, choice: LayChoice, events: GameEvent[]): GameState {
  const l = state.laying!;
  const track = relay(state.track, l.piece, choice);
  events.push({ type: 'PiecesLaid', player: l.player, from: l.piece, to: l.piece + 1, side: choice.side, turned: choice.turned });
  const s = update(state, { laid: l.piece + 1, laying: null, layChoices: [...state.layChoices, { piece: l.piece, side: choice.side, turned: choice.turned }] });
  const d = s as { -readonly [K in keyof GameState]: GameState[K] };
  d.track = track;
  return continueLaying(s, l.player, l.to, events);
}

/** The lay actions legal now. */
export function layActions(state: GameState): readonly LayChoice[] {
  return state.phase === 'lay' && state.laying ? state.laying.options : [];
}

/** What a way of laying the piece at plan position `order` puts on the table (for seats, bots and the UI). */
export interface LayChoiceInfo {
  readonly piece: string;
  readonly type: string;
  /** The catalog's description of the side's printing. */
  readonly label: string;
  readonly switches: number;
  readonly normalChicanes: number;
  readonly dangerousChicanes: number;
}

export function describeLayChoice(ctx: TrackContext, order: number, choice: LayChoice): LayChoiceInfo | null {
  const layout = ctx.layout;
  const id = plannedPieceId(ctx, order);
  const piece = layout?.pieces.find((p) => p.id === id);
  const def = piece && layout ? catalogFor(layout.game).byId.get(piece.type) : undefined;
  const side = def ? (choice.side === 'A' ? def.sides.A : def.sides.B) : undefined;
  if (!piece || !def || !side) return null;
  let normal = 0;
  let dangerous = 0;
  // A chicane runs across every lane: count it once (on lane 0).
  for (const f of side.features[0] ?? []) {
    if (f.chicane === 'normal') normal++;
    else if (f.chicane === 'dangerous') dangerous++;
  }
  return { piece: piece.id, type: def.label, label: side.label, switches: side.switchCount, normalChicanes: normal, dangerousChicanes: dangerous };
}
