/**
 * Every registered game through the `Game` interface (the seam the shells,
 * the CLI and the rating use): complete bot games per second on each game's
 * first example table, and Start Frei through the interface side by side
 * with its direct runner in one run (issue 12: within 10 %).
 *
 * Then the budgets of issues 15–17, each row naming its table: Formuła 1
 * complete 6-car races on the default circuit (≥ 1,000/s), Das
 * Motorsportspiel complete 6-car races (≥ 1,000/s) and 12-car races, Bahn
 * Frei full games (≥ 200/s); with random bots beside the heuristic ones, so
 * the engine's share and the bot's can be told apart.
 */
import { GAMES } from '../../src/rules';
import { runGame } from '../../src/sim';
import { runRace } from '../../src/rules/start-frei/files';
import { buildLaneGraph } from '../../src/track';
import { loadPreset } from '../../src/track/presets';
import type { AnyGame } from '../../src/rules/core';
import { benchTrack } from '../unit/rules/helpers/bench-track';

type Report = (name: string, value: number, unit: string) => void;

function perSecond(count: number, f: (i: number) => void): number {
  const t0 = performance.now();
  for (let i = 0; i < count; i++) f(i);
  return (count / (performance.now() - t0)) * 1000;
}

/** Games per second over at least `min` games and about `seconds` of running (after a few for warm-up). */
function rate(min: number, seconds: number, f: (i: number) => void): number {
  for (let i = 0; i < 5; i++) f(1_000_000 + i);
  const t0 = performance.now();
  let n = 0;
  while (n < min || performance.now() - t0 < seconds * 1000) f(n++);
  return (n / (performance.now() - t0)) * 1000;
}

function byId(id: string): AnyGame {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

function laneBoard(preset: string): { graph: ReturnType<typeof buildLaneGraph> } {
  const l = loadPreset(preset);
  if (!l.ok) throw new Error(l.error);
  return { graph: buildLaneGraph(l.layout) };
}

/** Complete races of `cars` cars (one seat each) with bots of `kind`: checks that each ended, and reports races per second. */
function budgetRow(report: Report, name: string, game: AnyGame, board: unknown, config: unknown, cars: number, kind: string): void {
  const seats = Array.from({ length: cars }, (_, i) => ({ name: `Car ${i + 1}`, kind }));
  const perSec = rate(20, 3, (i) => {
    const run = runGame(game, board, config, seats, i);
    if (!run.over) throw new Error(`${name}: game ${i} did not end`);
  });
  report(name, perSec, 'races/s');
}

export default async function bench(report: Report): Promise<void> {
  for (const game of GAMES) {
    const example = game.examples[0]!;
    const { board, config } = example.load();
    const kind = 'heuristic' in game.bots ? 'heuristic' : Object.keys(game.bots)[0]!;
    const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind }));
    perSecond(20, (i) => runGame(game, board, config, seats, 1_000_000 + i, example.maxActions)); // warm-up
    const n = game.id === 'start-frei' ? 300 : 150;
    report(`${game.id}: ${kind} bots on ${example.name}`, perSecond(n, (i) => runGame(game, board, config, seats, i, example.maxActions)), 'games/s');
  }
  // Start Frei: the direct runner and the interface on the same table, alternated so both see the same machine.
  const sf = GAMES.find((g) => g.id === 'start-frei')!;
  const track = benchTrack();
  const seats = Array.from({ length: 4 }, (_, i) => ({ name: `Car ${i + 1}`, kind: 'heuristic' }));
  let direct = 0;
  let seam = 0;
  // The interface was warmed up by the rows above; the direct runner is warmed up the same way, so the first round
  // compares two warm paths.
  perSecond(50, (i) => runRace({ track, bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], seed: 2_000_000 + i }));
  for (let round = 0; round < 5; round++) {
    direct += perSecond(300, (i) => runRace({ track, bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], seed: round * 1000 + i }));
    seam += perSecond(300, (i) => runGame(sf, { graph: track }, {}, seats, round * 1000 + i));
  }
  report('start-frei: direct runner, 4 heuristic bots', direct / 5, 'races/s');
  report('start-frei: through the Game interface, same races', seam / 5, 'races/s');
  report('start-frei: interface / direct', seam / direct, 'ratio');

  // Issue 15: Formuła 1, complete 6-car races (6 players, one car each, 1 lap, the rulebook's race) on the default circuit.
  const f1 = byId('formula-1');
  const circuit = laneBoard('formula-1-circuit');
  for (const kind of ['heuristic', 'random']) {
    budgetRow(report, `formula-1 budget ≥ 1000: 6-car races, 1 lap, Formuła 1 circuit, ${kind} bots`, f1, circuit, { laps: 1 }, 6, kind);
  }
  // Issue 16: Das Motorsportspiel, complete races of 6 and of 12 cars (1 lap, no variants) on the default ring.
  const mss = byId('motorsportspiel');
  const ring = laneBoard('motorsportspiel-ring');
  for (const kind of ['heuristic', 'random']) {
    budgetRow(report, `motorsportspiel budget ≥ 1000: 6-car races, 1 lap, the ring, ${kind} bots`, mss, ring, { laps: 1 }, 6, kind);
    budgetRow(report, `motorsportspiel: 12-car races, 1 lap, the ring, ${kind} bots`, mss, ring, { laps: 1 }, 12, kind);
  }
  // Issue 17: Bahn Frei, full games (15 rounds or 8 complaints) of each example table.
  const bahn = byId('bahn-frei');
  for (const example of bahn.examples) {
    const { board, config } = example.load();
    const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'heuristic' }));
    const perSec = rate(40, 3, (i) => {
      const run = runGame(bahn, board, config, seats, i, example.maxActions);
      if (!run.over) throw new Error(`bahn-frei: game ${i} did not end`);
    });
    report(`bahn-frei budget ≥ 200: full games, ${example.name}, heuristic bots`, perSec, 'games/s');
  }
}
