/**
 * The start grid. Printed slots (formula-1 START–FINISH tile, motorsportspiel
 * grid "1 3 5 / 2 4 6") are used as printed. start-frei prints none:
 * assumption (docs/assumptions.md#track-model-srctrack): the cars line up on
 * the spaces just behind the start/finish line, row by row, the inner lane of
 * each row first (ties in position go to the inner lane, so it is pole).
 */
import type { Space, SpaceId } from './lane-graph-types';

export function buildGrid(spaces: readonly Space[], mainCount: number, innerLane: number, size: number): SpaceId[] {
  const printed: Space[] = [];
  for (let i = 0; i < mainCount; i++) if (spaces[i]!.features.grid !== undefined) printed.push(spaces[i]!);
  if (printed.length > 0) return printed.sort((a, b) => a.features.grid! - b.features.grid!).map((s) => s.id);
  // Keep the best `size` spaces: nearest behind the line (highest progress), inner lane first.
  const best: Space[] = [];
  for (let i = 0; i < mainCount; i++) {
    const s = spaces[i]!;
    if (best.length === size && !before(s, best[size - 1]!, innerLane)) continue;
    let j = Math.min(best.length, size - 1);
    best[j] = s;
    while (j > 0 && before(best[j]!, best[j - 1]!, innerLane)) {
      const t = best[j]!;
      best[j] = best[j - 1]!;
      best[j - 1] = t;
      j--;
    }
  }
  return best.map((s) => s.id);
}

function before(a: Space, b: Space, innerLane: number): boolean {
  return a.progress !== b.progress ? a.progress > b.progress : Math.abs(a.lane - innerLane) < Math.abs(b.lane - innerLane);
}
