/**
 * Builds the lane graph (src/track/lane-graph-types.ts) from a layout: spaces
 * piece by piece in the order of travel, then the edges between them. Ids are
 * dense and follow the order of travel, lane by lane within a piece.
 */
import { diagonalTargets } from './diagonals';
import { centrelineInto, degToRad } from './geometry';
import type { Edge, EdgeKind, LaneGraph, Space, SpaceFeatures, SpaceId } from './lane-graph-types';
import type { Layout } from './layout-schema';
import { prepare, type Prepared } from './prepare';
import { traverse, type Step, type Traversal } from './traverse';
import { buildGrid } from './grid';
import { pieceOrders } from './plan';

/** Where the spaces of one traversed piece live in the id space. */
interface Placed {
  readonly step: Step;
  /** First id of each travel lane. */
  readonly laneBase: readonly number[];
  /** Spaces in each travel lane. */
  readonly counts: readonly number[];
  /** Distance of the piece's entry from the start piece's entry, in progress units. */
  readonly raw: number;
  readonly length: number;
}

const PIT_FEATURES: SpaceFeatures = Object.freeze({ pit: 'lane' });

/**
 * What the space and edge builders share. Plain functions over this object
 * rather than closures: the graph is built for every edit in the builder, and
 * a closure per call (wrapped again by tsx) showed up in the profile.
 */
interface Ctx {
  readonly layout: Layout;
  readonly laneWidth: number;
  readonly order: Int32Array;
  readonly lap: number;
  /** Raw distance of the start/finish line from the start piece's entry. */
  readonly lineRaw: number;
  readonly spaces: Space[];
  /** Outgoing edges per space, created with the first edge. */
  readonly out: (Edge[] | undefined)[];
}

/** Scratch for the local pose of a space (x, z, heading). */
const LOCAL = new Float64Array(3);

export function buildLaneGraph(layout: Layout): LaneGraph {
  const prep = prepare(layout);
  return buildFromTraversal(prep, traverse(prep));
}

export function buildFromTraversal(prep: Prepared, trav: Traversal): LaneGraph {
  const { layout, catalog } = prep;
  const lanes = catalog.lanes;
  let lap = 0;
  for (const s of trav.main) lap += s.side.length;
  const startSide = trav.main[0]?.side;
  const lineRaw = startSide?.startLine !== undefined ? (startSide.startLine * startSide.length) / startSide.spaces[0]! : 0;
  const ctx: Ctx = { layout, laneWidth: catalog.laneWidth, order: pieceOrders(prep, trav), lap, lineRaw, spaces: [], out: [] };
  const spaces = ctx.spaces;

  const main: Placed[] = [];
  let raw = 0;
  for (const s of trav.main) {
    main.push(addPiece(ctx, s, raw, 1, 0));
    raw += s.side.length;
  }
  const sideLanes: SideLanePlaced[] = [];
  for (const p of main) {
    const sl = addSideLane(p, spaces, lanes, catalog.laneWidth);
    if (sl) sideLanes.push(sl);
  }
  const branches: { from: Placed; to: Placed | undefined; placed: Placed[] }[] = [];
  for (const b of trav.branches) {
    const from = main[b.from]!;
    const to = b.to >= 0 ? main[b.to]! : undefined;
    const startRaw = from.raw + from.length;
    let endRaw = to ? to.raw : startRaw;
    if (endRaw < startRaw) endRaw += lap;
    let total = 0;
    for (const s of b.steps) total += s.side.length;
    const scale = to && total > 0 ? (endRaw - startRaw) / total : 1;
    let r = startRaw;
    const placed: Placed[] = [];
    for (const s of b.steps) {
      placed.push(addPiece(ctx, s, r, scale, lanes));
      r += s.side.length * scale;
    }
    branches.push({ from, to, placed });
  }

  // Edges, now that every space has an id and a progress.
  const n = main.length;
  for (let i = 0; i < n; i++) {
    const next = trav.closed || i + 1 < n ? main[(i + 1) % n] : undefined;
    linkPiece(ctx, main[i]!, next, catalog.diagonals);
  }
  for (const b of branches) {
    const first = b.placed[0];
    const last = b.placed[b.placed.length - 1];
    if (first) addEdge(ctx, lastOf(b.from, lanes - 1), first.laneBase[0]!, 'pit-entry');
    for (let i = 0; i < b.placed.length; i++) linkPiece(ctx, b.placed[i]!, b.placed[i + 1], false);
    if (last && b.to) addEdge(ctx, lastOf(last, 0), b.to.laneBase[lanes - 1]!, 'pit-exit');
  }
  for (const s of sideLanes) {
    addEdge(ctx, s.entry, s.ids[0]!, 'pit-entry');
    for (let i = 1; i < s.ids.length; i++) addEdge(ctx, s.ids[i - 1]!, s.ids[i]!, 'forward');
    addEdge(ctx, s.ids[s.ids.length - 1]!, s.exit, 'pit-exit');
  }
  const out: Edge[][] = new Array<Edge[]>(spaces.length);
  for (let i = 0; i < spaces.length; i++) out[i] = ctx.out[i] ?? [];

  let turn = 0;
  for (const s of trav.main) turn += s.reversed ? -s.side.angle : s.side.angle;
  const innerLane = turn < 0 ? lanes - 1 : 0;
  const mainCount = main.length > 0 ? lastOf(main[n - 1]!, main[n - 1]!.counts.length - 1) + 1 : 0;
  return {
    game: layout.game,
    lanes,
    innerLane,
    lapLength: lap,
    spaces,
    out,
    grid: buildGrid(spaces, mainCount, innerLane, catalog.gridSize),
  };
}

function progressOf(ctx: Ctx, raw: number): number {
  const d = raw - ctx.lineRaw;
  // Most spaces lie within the first lap, where `%` (a slow floating-point remainder) would return d unchanged.
  if (d >= 0 && d < ctx.lap) return d;
  const p = d % ctx.lap;
  return p < 0 ? p + ctx.lap : p;
}

/** The spaces of one traversed piece, lane by lane in the order of travel. */
function addPiece(ctx: Ctx, step: Step, raw: number, scale: number, laneOffset: number): Placed {
  const { def, side, reversed } = step;
  const spaces = ctx.spaces;
  const piece = ctx.layout.pieces[step.piece]!;
  const pieceOrder = ctx.order[step.piece]!;
  // The same arithmetic as toWorld(pieceFrame(piece), local), without the temporary poses.
  const fh = degToRad(piece.rotation);
  const c = Math.cos(fh);
  const sn = Math.sin(fh);
  const nl = def.lanes;
  const laneBase: number[] = [];
  const counts: number[] = [];
  for (let t = 0; t < nl; t++) {
    const pl = reversed ? nl - 1 - t : t;
    const n = side.spaces[pl]!;
    const printed = side.features[pl]!;
    laneBase.push(spaces.length);
    counts.push(n);
    const offset = ((nl - 1) / 2 - pl) * ctx.laneWidth;
    const len = side.length / n;
    for (let k = 0; k < n; k++) {
      const pk = reversed ? n - 1 - k : k;
      centrelineInto(LOCAL, def.length, side.angle, def.radius, (pk + 0.5) / n, offset);
      const lx = LOCAL[0]!;
      const lz = LOCAL[1]!;
      const heading = fh + LOCAL[2]!;
      spaces.push({
        id: spaces.length,
        piece: piece.id,
        lane: t + laneOffset,
        index: k,
        features: laneOffset > 0 && printed[pk] === undefined ? PIT_FEATURES : printed[pk]!,
        progress: progressOf(ctx, raw + k * len * scale),
        length: len * scale,
        pieceOrder,
        x: piece.x + c * lx + sn * lz,
        z: piece.z - sn * lx + c * lz,
        heading: reversed ? heading + Math.PI : heading,
      });
    }
  }
  return { step, laneBase, counts, raw, length: side.length * scale };
}

function addEdge(ctx: Ctx, from: SpaceId, to: SpaceId, kind: EdgeKind): void {
  const crossesStart = ctx.spaces[to]!.progress - ctx.spaces[from]!.progress < -ctx.lap / 2;
  const edge: Edge = { from, to, kind, crossesStart };
  const list = ctx.out[from];
  if (list) list.push(edge);
  else ctx.out[from] = [edge];
}

function lastOf(p: Placed, lane: number): number {
  return p.laneBase[lane]! + p.counts[lane]! - 1;
}

/** The space `k + 1` of a lane, or the first of the same lane on the next piece (-1 when there is none). */
function ahead(p: Placed, next: Placed | undefined, lane: number, k: number): number {
  if (k + 1 < p.counts[lane]!) return p.laneBase[lane]! + k + 1;
  return next && lane < next.counts.length ? next.laneBase[lane]! : -1;
}

const scratch = new Int32Array(16);

/** Forward, switch and diagonal edges leaving the spaces of one piece. */
function linkPiece(ctx: Ctx, p: Placed, next: Placed | undefined, diagonals: boolean): void {
  const { side, reversed } = p.step;
  const nl = p.counts.length;
  for (let t = 0; t < nl; t++) {
    const pl = reversed ? nl - 1 - t : t;
    for (let k = 0; k < p.counts[t]!; k++) {
      const id = p.laneBase[t]! + k;
      const fwd = ahead(p, next, t, k);
      if (fwd >= 0) addEdge(ctx, id, fwd, 'forward');
      // A switch printed against the direction of travel cannot be driven (start-frei: "Switches may only be driven over in the direction of travel!").
      const sw = reversed ? -1 : side.switchTo[pl]![k]!;
      if (sw >= 0) {
        const to = ahead(p, next, sw, k);
        if (to >= 0) addEdge(ctx, id, to, 'switch');
      }
      if (diagonals) {
        const found = diagonalTargets(p, next, t, k, scratch);
        for (let i = 0; i < found; i++) addEdge(ctx, id, scratch[i]!, 'diagonal');
      }
    }
  }
}

interface SideLanePlaced {
  readonly ids: readonly number[];
  readonly entry: number;
  readonly exit: number;
}

/** formula-1: the pit-service squares printed beside the START–FINISH tile. */
function addSideLane(p: Placed, spaces: Space[], lanes: number, laneWidth: number): SideLanePlaced | undefined {
  const sl = p.step.side.sideLane;
  if (!sl || p.step.reversed) return undefined;
  const outer = lanes - 1;
  const ids: number[] = [];
  sl.spaces.forEach((s, i) => {
    const beside = spaces[p.laneBase[outer]! + s.beside]!;
    // One lane further right of the outer lane: right of heading h is (sin h, cos h).
    ids.push(spaces.length);
    spaces.push({
      ...beside,
      id: spaces.length,
      lane: lanes,
      index: i,
      features: Object.freeze({ pit: s.pit }),
      x: beside.x + Math.sin(beside.heading) * laneWidth,
      z: beside.z + Math.cos(beside.heading) * laneWidth,
    });
  });
  return { ids, entry: p.laneBase[sl.entry[0]]! + sl.entry[1], exit: p.laneBase[sl.exit[0]]! + sl.exit[1] };
}

export type { Placed };
