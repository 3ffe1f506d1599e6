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

/** Tokens standing within `within` table units of one another (a chain counts), as groups of two or more; the tightest group first. */
export function groupsNear(points: readonly { readonly x: number; readonly z: number }[], within: number): number[][] {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const spread = new Map<number, number>();
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const d = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.z - points[j]!.z);
      if (d <= within) parent[root(j)] = root(i);
    }
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  const out = [...groups.values()].filter((g) => g.length > 1);
  for (const g of out) {
    let far = 0;
    for (const a of g) for (const b of g) far = Math.max(far, Math.hypot(points[a]!.x - points[b]!.x, points[a]!.z - points[b]!.z));
    spread.set(g[0]!, far);
  }
  return out.sort((a, b) => spread.get(a[0]!)! - spread.get(b[0]!)! || a[0]! - b[0]!);
}
