/**
 * Diagonal lane changes (formula-1, motorsportspiel). formula-1: "the square
 * it enters must share an edge with the square it leaves, and it must be
 * farther from the start line"; motorsportspiel: "each individual move must
 * progress forward and not just sideways". Both read as: the target in an
 * adjacent lane overlaps or touches the source along the track, and its front
 * edge lies farther along. With lanes of different space counts (corners,
 * long fast-lane spaces) this yields two ways into one square, as the
 * formula-1 rulebook warns.
 */
interface PlacedLanes {
  readonly laneBase: readonly number[];
  readonly counts: readonly number[];
  readonly length: number;
}

const EPS = 1e-9;

/** Writes the diagonal targets of (lane, k) into `into` and returns how many there are. */
export function diagonalTargets(p: PlacedLanes, next: PlacedLanes | undefined, lane: number, k: number, into: Int32Array): number {
  let found = 0;
  const n = p.counts[lane]!;
  const sEnd = ((k + 1) * p.length) / n;
  for (let u = lane - 1; u <= lane + 1; u += 2) {
    if (u < 0 || u >= p.counts.length) continue;
    const m = p.counts[u]!;
    const lu = p.length / m;
    for (let j = 0; j < m; j++) {
      const uStart = j * lu;
      if (uStart > sEnd + EPS) break;
      if ((j + 1) * lu > sEnd + EPS) into[found++] = p.laneBase[u]! + j;
    }
    // The last space of a lane touches the first spaces of the next piece.
    if (k === n - 1 && next && u < next.counts.length) into[found++] = next.laneBase[u]!;
  }
  return found;
}
