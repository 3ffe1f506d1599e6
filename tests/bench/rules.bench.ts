/**
 * Start Frei budget: complete 4-heuristic-bot races per second on one core
 * (DESIGN.md: ≥ 1,000/s). Run by scripts/bench.ts with the other benches.
 */
import { raceTrackFromPreset, runRace } from '../../src/rules/start-frei/files';
import type { LaneGraph } from '../../src/track';
import { benchTrack } from '../unit/rules/helpers/bench-track';

type Report = (name: string, value: number, unit: string) => void;

function races(kind: string, count: number, seed0: number, track: LaneGraph = benchTrack()): { ms: number; actions: number } {
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
  // The same on a real preset: the rulebook's Oval (56-space lap, chicanes and switches from the catalog).
  const oval = raceTrackFromPreset('the-oval');
  if (!oval.ok) throw new Error(oval.error);
  const o = races('heuristic', 1000, 0, oval.track.graph);
  report('start-frei: 4 heuristic bots on the Oval preset', (1000 / o.ms) * 1000, 'races/s');
  report('start-frei: actions per heuristic race on the Oval', o.actions / 1000, 'actions');
  const r = races('random', 500, 0);
  report('start-frei: 4 random bots, complete races', (500 / r.ms) * 1000, 'races/s');
}
