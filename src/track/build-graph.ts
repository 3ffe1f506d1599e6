/**
 * Builds the lane graph (src/track/lane-graph-types.ts) from a layout: spaces
 * piece by piece in the order of travel, then the edges between them. Ids are
 * dense and follow the order of travel, lane by lane within a piece.
 */
import { diagonalTargets } from './diagonals';
import { centrelinePoint, toWorld } from './geometry';
import type { Edge, EdgeKind, LaneGraph, Space, SpaceFeatures, SpaceId } from './lane-graph-types';
import type { Layout } from './layout-schema';
import { pieceFrame } from './ports';
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

export function buildLaneGraph(layout: Layout): LaneGraph {
  const prep = prepare(layout);
  return buildFromTraversal(prep, traverse(prep));
}

export function buildFromTraversal(prep: Prepared, trav: Traversal): LaneGraph {
  const { layout, catalog } = prep;
  const lanes = catalog.lanes;
  const spaces: Space[] = [];
  const order = pieceOrders(layout, trav);
  let lap = 0;
  for (const s of trav.main) lap += s.side.length;
  const startSide = trav.main[0]?.side;
  const lineRaw = startSide?.startLine !== undefined ? (startSide.startLine * startSide.length) / startSide.spaces[0]! : 0;
  const progressOf = (raw: number) => {
    const p = (raw - lineRaw) % lap;
    return p < 0 ? p + lap : p;
  };

  const addPiece = (step: Step, raw: number, scale: number, laneOffset: number): Placed => {
    const { def, side, reversed } = step;
    const piece = layout.pieces[step.piece]!;
    const frame = pieceFrame(piece);
    const nl = def.lanes;
    const laneBase: number[] = [];
    const counts: number[] = [];
    for (let t = 0; t < nl; t++) {
      const pl = reversed ? nl - 1 - t : t;
      const n = side.spaces[pl]!;
      laneBase.push(spaces.length);
      counts.push(n);
      const offset = ((nl - 1) / 2 - pl) * catalog.laneWidth;
      const len = side.length / n;
      for (let k = 0; k < n; k++) {
        const pk = reversed ? n - 1 - k : k;
        const local = centrelinePoint(def.length, side.angle, def.radius, (pk + 0.5) / n, offset);
        const w = toWorld(frame, local);
        spaces.push({
          id: spaces.length,
          piece: piece.id,
          lane: t + laneOffset,
          index: k,
          features: laneOffset > 0 && side.features[pl]![pk] === undefined ? PIT_FEATURES : side.features[pl]![pk]!,
          progress: progressOf(raw + k * len * scale),
          length: len * scale,
          pieceOrder: order[step.piece]!,
          x: w.x,
          z: w.z,
          heading: reversed ? w.heading + Math.PI : w.heading,
        });
      }
    }
    return { step, laneBase, counts, raw, length: side.length * scale };
  };

  const main: Placed[] = [];
  let raw = 0;
  for (const s of trav.main) {
    main.push(addPiece(s, raw, 1, 0));
    raw += s.side.length;
  }
  const sideLanes = main.map((p) => addSideLane(p, spaces, lanes, catalog.laneWidth));
  const branches = trav.branches.map((b) => {
    const from = main[b.from]!;
    const to = b.to >= 0 ? main[b.to]! : undefined;
    const startRaw = from.raw + from.length;
    let endRaw = to ? to.raw : startRaw;
    if (endRaw < startRaw) endRaw += lap;
    let total = 0;
    for (const s of b.steps) total += s.side.length;
    const scale = to && total > 0 ? (endRaw - startRaw) / total : 1;
    let r = startRaw;
    const placed = b.steps.map((s) => {
      const p = addPiece(s, r, scale, lanes);
      r += s.side.length * scale;
      return p;
    });
    return { from, to, placed };
  });

  // Edges, now that every space has an id and a progress.
  const out: Edge[][] = spaces.map(() => []);
  const add = (from: SpaceId, to: SpaceId, kind: EdgeKind) => {
    const crossesStart = spaces[to]!.progress - spaces[from]!.progress < -lap / 2;
    out[from]!.push({ from, to, kind, crossesStart });
  };
  const n = main.length;
  for (let i = 0; i < n; i++) {
    const next = trav.closed || i + 1 < n ? main[(i + 1) % n] : undefined;
    linkPiece(main[i]!, next, catalog.diagonals, add);
  }
  for (const b of branches) {
    const first = b.placed[0];
    const last = b.placed[b.placed.length - 1];
    if (first) add(lastOf(b.from, lanes - 1), first.laneBase[0]!, 'pit-entry');
    b.placed.forEach((p, i) => linkPiece(p, b.placed[i + 1], false, add));
    if (last && b.to) add(lastOf(last, 0), b.to.laneBase[lanes - 1]!, 'pit-exit');
  }
  for (const s of sideLanes) {
    if (!s) continue;
    add(s.entry, s.ids[0]!, 'pit-entry');
    for (let i = 1; i < s.ids.length; i++) add(s.ids[i - 1]!, s.ids[i]!, 'forward');
    add(s.ids[s.ids.length - 1]!, s.exit, 'pit-exit');
  }

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
function linkPiece(p: Placed, next: Placed | undefined, diagonals: boolean, add: (f: SpaceId, t: SpaceId, k: EdgeKind) => void): void {
  const { side, reversed } = p.step;
  const nl = p.counts.length;
  for (let t = 0; t < nl; t++) {
    const pl = reversed ? nl - 1 - t : t;
    for (let k = 0; k < p.counts[t]!; k++) {
      const id = p.laneBase[t]! + k;
      const fwd = ahead(p, next, t, k);
      if (fwd >= 0) add(id, fwd, 'forward');
      // A switch printed against the direction of travel cannot be driven (start-frei: "Switches may only be driven over in the direction of travel!").
      const sw = reversed ? -1 : side.switchTo[pl]![k]!;
      if (sw >= 0) {
        const to = ahead(p, next, sw, k);
        if (to >= 0) add(id, to, 'switch');
      }
      if (diagonals) {
        const found = diagonalTargets(p, next, t, k, scratch);
        for (let i = 0; i < found; i++) add(id, scratch[i]!, 'diagonal');
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
