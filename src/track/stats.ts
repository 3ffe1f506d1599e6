/** Figures about a layout for the builder and the `validate` command. */
import type { Prepared } from './prepare';
import type { Step, Traversal } from './traverse';

export interface InventoryLine {
  readonly type: string;
  readonly label: string;
  readonly used: number;
  /** What the box holds; null for a printed board without a limit. */
  readonly box: number | null;
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
}

export function computeStats(prep: Prepared, trav: Traversal): TrackStats {
  const lanes = prep.catalog.lanes;
  const laneLengths = new Array<number>(lanes).fill(0);
  let lap = 0;
  let spaces = 0;
  let normal = 0, dangerous = 0, switches = 0, safeSpeedSquares = 0, fastLaneSpaces = 0, pitSpaces = 0;
  const count = (s: Step, onLoop: boolean) => {
    const { side, reversed } = s;
    const nl = side.spaces.length;
    const chicaneAt = new Map<number, 'normal' | 'dangerous'>();
    for (let pl = 0; pl < nl; pl++) {
      const n = side.spaces[pl]!;
      spaces += n;
      if (onLoop) laneLengths[reversed ? nl - 1 - pl : pl]! += n;
      for (let k = 0; k < n; k++) {
        const f = side.features[pl]![k]!;
        if (f.chicane) chicaneAt.set(Math.floor((k * side.length) / n), f.chicane);
        if (f.safeSpeed !== undefined) safeSpeedSquares++;
        if (f.fastLane) fastLaneSpaces++;
        if (f.pit || !onLoop) pitSpaces++;
      }
    }
    for (const kind of chicaneAt.values()) if (kind === 'normal') normal++; else dangerous++;
    switches += side.switchCount;
    if (side.sideLane) {
      spaces += side.sideLane.spaces.length;
      pitSpaces += side.sideLane.spaces.length;
    }
  };
  for (const s of trav.main) {
    lap += s.side.length;
    count(s, true);
  }
  for (const b of trav.branches) for (const s of b.steps) count(s, false);
  const used = new Map<string, number>();
  for (const p of prep.layout.pieces) used.set(p.type, (used.get(p.type) ?? 0) + 1);
  const inventory = prep.catalog.pieces.map((d) => ({ type: d.id, label: d.label, used: used.get(d.id) ?? 0, box: d.count }));
  return {
    pieces: prep.layout.pieces.length,
    lapLength: trav.closed ? lap : 0,
    laneLengths: trav.closed ? laneLengths : laneLengths.map(() => 0),
    spaces,
    chicanes: { normal, dangerous },
    switches,
    safeSpeedSquares,
    fastLaneSpaces,
    pitSpaces,
    inventory,
  };
}
