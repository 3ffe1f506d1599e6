/**
 * Every registered game through the `Game` interface (the seam the shells,
 * the CLI and the rating use): complete bot games per second on each game's
 * first example table, and Start Frei through the interface side by side
 * with its direct runner in one run (issue 12: within 10 %).
 */
import { GAMES } from '../../src/rules';
import { runGame, runRace } from '../../src/sim';
import { benchTrack } from '../unit/rules/helpers/bench-track';

type Report = (name: string, value: number, unit: string) => void;

function perSecond(count: number, f: (i: number) => void): number {
  const t0 = performance.now();
  for (let i = 0; i < count; i++) f(i);
  return (count / (performance.now() - t0)) * 1000;
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
  for (let round = 0; round < 5; round++) {
    direct += perSecond(300, (i) => runRace({ track, bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], seed: round * 1000 + i }));
    seam += perSecond(300, (i) => runGame(sf, { graph: track }, {}, seats, round * 1000 + i));
  }
  report('start-frei: direct runner, 4 heuristic bots', direct / 5, 'races/s');
  report('start-frei: through the Game interface, same races', seam / 5, 'races/s');
  report('start-frei: interface / direct', seam / direct, 'ratio');
}
