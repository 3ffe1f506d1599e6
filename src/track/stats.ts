/** Figures about a layout for the builder and the `validate` command. */
import type { ResolvedSide } from './catalog';
import type { Prepared } from './prepare';
import type { Step, Traversal } from './traverse';

export interface InventoryLine {
  readonly type: string;
  readonly label: string;
  readonly used: number;
  /** What the box holds; null for a printed board without a limit. */
  readonly box: number | null;
}

/** Clips between tiles (start-frei's connecting pieces): one per join of the layout. */
export interface JointsLine {
  readonly label: string;
  /** Joins in the layout, each held by one clip. */
  readonly used: number;
  /** Clips in the box. */
  readonly box: number;
}

export interface TrackStats {
  readonly pieces: number;
  /** Lap length in progress units (spaces of the reference lane), 0 when the loop is not closed. */
  readonly lapLength: number;
  /** Spaces in each lane around the main loop (pit lanes excluded). */
  readonly laneLengths: readonly number[];
  /** Every space of the lane graph, pit lanes included. */
  readonly spaces: number;
  /** Chicanes counted as printed lines across the track, not per lane. */
  readonly chicanes: { readonly normal: number; readonly dangerous: number };
  readonly switches: number;
  readonly safeSpeedSquares: number;
  readonly fastLaneSpaces: number;
  readonly pitSpaces: number;
  readonly inventory: readonly InventoryLine[];
  /** Joins counted against the box's clips; undefined for games without clips. */
  readonly joints: JointsLine | undefined;
}

/** What one side of a piece adds to the stats; the same wherever it lies, so worked out once per side. */
interface SideCounts {
  readonly spaces: number;
  readonly normal: number;
  readonly dangerous: number;
  readonly safeSpeed: number;
  readonly fastLane: number;
  /** Spaces printed as pit areas. */
  readonly pit: number;
}

const sideCounts = new WeakMap<ResolvedSide, SideCounts>();

function countsOf(side: ResolvedSide): SideCounts {
  const known = sideCounts.get(side);
  if (known) return known;
  let spaces = 0, normal = 0, dangerous = 0, safeSpeed = 0, fastLane = 0, pit = 0;
  const chicaneAt = new Map<number, 'normal' | 'dangerous'>();
  for (let pl = 0; pl < side.spaces.length; pl++) {
    const n = side.spaces[pl]!;
    spaces += n;
    for (let k = 0; k < n; k++) {
      const f = side.features[pl]![k]!;
      if (f.chicane) chicaneAt.set(Math.floor((k * side.length) / n), f.chicane);
      if (f.safeSpeed !== undefined) safeSpeed++;
      if (f.fastLane) fastLane++;
      if (f.pit) pit++;
    }
  }
  for (const kind of chicaneAt.values()) if (kind === 'normal') normal++; else dangerous++;
  const counts = { spaces, normal, dangerous, safeSpeed, fastLane, pit };
  sideCounts.set(side, counts);
  return counts;
}

export function computeStats(prep: Prepared, trav: Traversal): TrackStats {
  const lanes = prep.catalog.lanes;
  const laneLengths = new Array<number>(lanes).fill(0);
  let lap = 0;
  const total = { spaces: 0, normal: 0, dangerous: 0, switches: 0, safeSpeed: 0, fastLane: 0, pit: 0 };
  for (const s of trav.main) {
    lap += s.side.length;
    count(total, s, true, laneLengths);
  }
  for (const b of trav.branches) for (const s of b.steps) count(total, s, false, laneLengths);
  const used = new Map<string, number>();
  for (const p of prep.layout.pieces) used.set(p.type, (used.get(p.type) ?? 0) + 1);
  const inventory = prep.catalog.pieces.map((d) => ({ type: d.id, label: d.label, used: used.get(d.id) ?? 0, box: d.count }));
  return {
    pieces: prep.layout.pieces.length,
    lapLength: trav.closed ? lap : 0,
    laneLengths: trav.closed ? laneLengths : laneLengths.map(() => 0),
    spaces: total.spaces,
    chicanes: { normal: total.normal, dangerous: total.dangerous },
    switches: total.switches,
    safeSpeedSquares: total.safeSpeed,
    fastLaneSpaces: total.fastLane,
    pitSpaces: total.pit,
    inventory,
    joints: prep.catalog.joints ? { label: prep.catalog.joints.label, used: prep.layout.connections.length, box: prep.catalog.joints.count } : undefined,
  };
}

function count(
  total: { spaces: number; normal: number; dangerous: number; switches: number; safeSpeed: number; fastLane: number; pit: number },
  s: Step,
  onLoop: boolean,
  laneLengths: number[],
): void {
  const { side, reversed } = s;
  const c = countsOf(side);
  total.spaces += c.spaces;
  total.normal += c.normal;
  total.dangerous += c.dangerous;
  total.safeSpeed += c.safeSpeed;
  total.fastLane += c.fastLane;
  // Off the loop (a pit lane) every space is a pit space.
  total.pit += onLoop ? c.pit : c.spaces;
  if (onLoop) {
    const nl = side.spaces.length;
    for (let pl = 0; pl < nl; pl++) laneLengths[reversed ? nl - 1 - pl : pl]! += side.spaces[pl]!;
  }
  total.switches += side.switchCount;
  if (side.sideLane) {
    total.spaces += side.sideLane.spaces.length;
    total.pit += side.sideLane.spaces.length;
  }
}
