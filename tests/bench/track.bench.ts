/**
 * Track model budget (DESIGN.md): validate + build the lane graph of a
 * 1,000-piece layout in ≤ 5 ms median, growing roughly linearly.
 * Run by scripts/bench.ts, which passes a `report` callback.
 */
import { buildLaneGraph, generatedOval, validateLayout } from '../../src/track';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function measure(run: () => void, iterations: number): number {
  for (let i = 0; i < Math.min(20, iterations); i++) run(); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return median(times);
}

export default async function bench(report: (name: string, value: number, unit: string) => void): Promise<void> {
  for (const pieces of [100, 1000]) {
    const layout = generatedOval(pieces);
    const both = measure(() => {
      if (!validateLayout(layout).valid) throw new Error('generated layout is invalid');
      buildLaneGraph(layout);
    }, pieces >= 1000 ? 100 : 300);
    report(`track: validate + build lane graph, ${pieces} pieces (median)`, both, 'ms');
    report(`track: validate only, ${pieces} pieces (median)`, measure(() => void validateLayout(layout), 100), 'ms');
    report(`track: build lane graph only, ${pieces} pieces (median)`, measure(() => void buildLaneGraph(layout), 100), 'ms');
  }
}
