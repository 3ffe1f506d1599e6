/**
 * Track ratings (issue 19): races per second of the Oval's rating in one
 * process (Start Frei, 2 players), the time of a whole 1,000-race headless
 * rating, and the time the generator takes to its first layout within a
 * target (1 box, 2 dots and 2 squares, 1 layout wanted), and the same for
 * Formuła 1 (1 box, 12 minutes at 3 players and difficulty 2, quick search);
 * then, for a few Formuła 1 targets, the share of seeds whose quick search
 * ends on target and the time to that layout.
 */
import { boxInventory, generateLayouts, raceTable, rateLayout, rateRace } from '../../src/rating';
import { loadPreset } from '../../src/track/presets';

type Report = (name: string, value: number, unit: string) => void;

/** User + system CPU time of this process since `from`, ms. */
function cpuMs(from: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
}

export default async function bench(report: Report): Promise<void> {
  const loaded = loadPreset('the-oval');
  if (!loaded.ok) throw new Error(loaded.error);
  const oval = loaded.layout;
  const table = raceTable('start-frei', oval, 2);
  for (let i = 0; i < 100; i++) rateRace(table, 99, i); // warm-up
  let t0 = performance.now();
  let c0 = process.cpuUsage();
  const n = 1000;
  for (let i = 0; i < n; i++) rateRace(table, 1, i);
  report('rating: the Oval, Start Frei, 2 players, one process', (n / (performance.now() - t0)) * 1000, 'races/s');
  // On a shared machine the wall clock counts other processes' time too; the CPU time of this one does not.
  report('rating: the same, per second of this process\'s CPU time', (n / cpuMs(c0)) * 1000, 'races/s');

  t0 = performance.now();
  c0 = process.cpuUsage();
  const rating = rateLayout({ game: 'start-frei', layout: oval, players: [2], races: 1000, seed: 1 });
  report('rating: 1,000-race headless rating of the Oval (2 players, summary included)', performance.now() - t0, 'ms');
  report('rating: the same, CPU time of this process', cpuMs(c0), 'ms');
  if (rating.races !== 1000) throw new Error('the rating did not run 1,000 races');

  t0 = performance.now();
  c0 = process.cpuUsage();
  const found = generateLayouts({ game: 'start-frei', target: { kind: 'scale', dots: 2, squares: 2 }, inventory: boxInventory('start-frei', 1), count: 1, seed: 1 });
  report('generate: first layout for 2 dots, 2 squares from 1 box (search and final rating)', performance.now() - t0, 'ms');
  report('generate: the same, CPU time of this process', cpuMs(c0), 'ms');
  report('generate: that layout hits the target', found[0]?.hit ? 1 : 0, 'yes=1');

  t0 = performance.now();
  c0 = process.cpuUsage();
  const f1 = generateLayouts({ game: 'formula-1', target: { kind: 'profile', minutes: 12, difficulty: 2 }, inventory: boxInventory('formula-1', 1), count: 1, seed: 1, effort: 'quick' });
  report('generate: first Formuła 1 layout for 12 minutes at 3 players, difficulty 2, from 1 box (quick search and final rating)', performance.now() - t0, 'ms');
  report('generate: the same, CPU time of this process', cpuMs(c0), 'ms');
  report('generate: that Formuła 1 layout hits the target', f1[0]?.hit ? 1 : 0, 'yes=1');

  // The panel's Formuła 1 targets from one box, quick search, one layout wanted: how often seeds 1–6 end on target,
  // and the median time (search and final rating) of the seeds that do.
  for (const [minutes, difficulty] of F1_TARGETS) {
    const times: number[] = [];
    for (let seed = 1; seed <= F1_SEEDS; seed++) {
      t0 = performance.now();
      const g = generateLayouts({ game: 'formula-1', target: { kind: 'profile', minutes, difficulty }, inventory: boxInventory('formula-1', 1), count: 1, seed, effort: 'quick' });
      if (g[0]?.hit) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    report(`generate: Formuła 1, ${minutes} minutes at 3 players, level ${difficulty}, 1 box, quick: seeds on target`, times.length / F1_SEEDS, 'share');
    report(`generate: the same, median time to the first on-target layout`, times.length > 0 ? times[Math.floor((times.length - 1) / 2)]! : NaN, 'ms');
  }
}

/** Minutes at 3 players and a level: the panel's default (12 minutes) at each level it offers that one box reaches, and a longer, harder race. */
const F1_TARGETS: readonly (readonly [number, number])[] = [
  [12, 1],
  [12, 2],
  [12, 3],
  [15, 3],
];
const F1_SEEDS = 6;
