/** Generic pieces of a camera story, from distances driven (any lane-graph game). */

/** Cars whose distance driven is within `within` of the next car, as groups from the front; the closest group first. */
export function battlesOf(distances: readonly number[], within: number): number[][] {
  const order = distances.map((d, i) => [d, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const groups: { cars: number[]; gap: number }[] = [];
  let current: number[] = [];
  let gap = 0;
  for (let k = 0; k < order.length; k++) {
    const [d, car] = order[k]!;
    const prev = order[k - 1];
    if (prev && prev[0] - d <= within) {
      current.push(car);
      gap = Math.max(gap, prev[0] - d);
    } else {
      if (current.length > 1) groups.push({ cars: current, gap });
      current = [car];
      gap = 0;
    }
  }
  if (current.length > 1) groups.push({ cars: current, gap });
  // Closest first; among equals, the one further ahead (found first) first.
  return groups.map((g, i) => ({ ...g, i })).sort((a, b) => a.gap - b.gap || a.i - b.i).map((g) => g.cars);
}

/** The cars placed just ahead of and just behind `car` in `order` (first to last). */
export function neighboursOf(order: readonly number[], car: number): number[] {
  const i = order.indexOf(car);
  if (i < 0) return [];
  return [order[i - 1], order[i + 1]].filter((c): c is number => c !== undefined);
}
