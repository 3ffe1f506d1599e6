/**
 * Start Frei budget: complete 4-heuristic-bot races per second on one core
 * (DESIGN.md: ≥ 1,000/s). Run by scripts/bench.ts with the other benches.
 */
import { runRace } from '../../src/sim';
import { benchTrack } from '../unit/rules/helpers/bench-track';

type Report = (name: string, value: number, unit: string) => void;

function races(kind: string, count: number, seed0: number): { ms: number; actions: number } {
  const track = benchTrack();
  let actions = 0;
  const t0 = performance.now();
  for (let i = 0; i < count; i++) actions += runRace({ track, bots: [kind, kind, kind, kind], seed: seed0 + i }).actions.length;
  return { ms: performance.now() - t0, actions };
}

export default async function bench(report: Report): Promise<void> {
  races('heuristic', 200, 1_000_000); // warm-up
  const n = 2000;
  const h = races('heuristic', n, 0);
  report('start-frei: 4 heuristic bots, complete races', (n / h.ms) * 1000, 'races/s');
  report('start-frei: actions per heuristic race', h.actions / n, 'actions');
  const r = races('random', 500, 0);
  report('start-frei: 4 random bots, complete races', (500 / r.ms) * 1000, 'races/s');
}
