/**
 * `npx tsx scripts/record-fixtures.ts [game]`: records the fixture corpus,
 * 25 whole games per registered game as version 3 replay files under
 * `tests/fixtures/<game>/games/` (tests/unit/fixtures/corpus.test.ts replays
 * each one). Every game is made from its seed alone: the game's example
 * tables in turn, the seat count from the box's minimum up to the table's,
 * the bot kinds mixed. Re-record only when a rule change is meant to alter an
 * outcome, and say why in the commit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from '../src/rules';
import { gameReplayFile, runGame, type GameLog } from '../src/sim';
import { CORPUS_GAMES, corpusCase } from '../tests/unit/fixtures/corpus-cases';

const only = process.argv[2];
for (const game of GAMES) {
  if (only && game.id !== only) continue;
  const dir = join('tests', 'fixtures', game.id, 'games');
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (let i = 0; i < CORPUS_GAMES; i++) {
    const c = corpusCase(game, i);
    const { board, config } = c.example.load();
    const run = runGame(game, board, config, c.seats, c.seed, c.example.maxActions);
    const log: GameLog = { game, board, boardName: c.example.name, config, seats: c.seats, seed: c.seed, moves: run.moves };
    const text = `${JSON.stringify(gameReplayFile(log))}\n`;
    writeFileSync(join(dir, c.file), text);
    bytes += text.length;
  }
  console.log(`${game.id}: ${CORPUS_GAMES} games, ${(bytes / 1024).toFixed(0)} KB`);
}
