/**
 * The registry: the one place that lists every game that can be played.
 * The CLI, bots, replays, scenarios and the modes find a game here by its id
 * and use only the `Game` interface (src/rules/core/game.ts); adding a game
 * is its folder(s) and one line in `GAMES`.
 *
 * The registry also joins each game's rules with its bots (each game keeps
 * its bots in its own folder, e.g. src/rules/start-frei/bots), and puts every
 * game's `apply` behind the boundary's checks (core/guard.ts: the seat, the
 * action's exact shape, nothing after the end, a seat that may act), so the
 * server, the shells, the CLI and the replays all refuse hostile input the
 * same way. Each game's view (what a seat of an online table sees, its
 * `view.ts`) is joined here too.
 */
import { GAME_IDS, type AnyGame, type Game, type GameId, type LaneBoard } from './core/game';
import { guarded } from './core/guard';
import { startFreiRules, type StartFreiOptions } from './start-frei/game';
import type { Action, GameEvent, GameState } from './start-frei/types';
import { heuristicBot, randomBot } from './start-frei/bots';
import { startFreiOlderFiles, startFreiTableOptions } from './start-frei/files';
import type { OlderFiles, TableOptions } from './core/older-files';
import { formula1Game } from './formula-1';
import { motorsportspielGame } from './motorsportspiel';
import { bahnFreiGame } from './bahn-frei';
import { startFreiView } from './start-frei/view';
import { formula1View } from './formula-1/view';
import { motorsportspielView } from './motorsportspiel/view';
import { bahnFreiView } from './bahn-frei/view';

export const startFreiGame: Game<StartFreiOptions, GameState, Action, GameEvent, LaneBoard> = guarded({
  ...startFreiRules,
  view: startFreiView,
  bots: { heuristic: heuristicBot, random: randomBot },
});

/** Every playable game, once, each behind the boundary. */
export const GAMES: readonly AnyGame[] = [
  startFreiGame,
  guarded({ ...formula1Game, view: formula1View }),
  guarded({ ...motorsportspielGame, view: motorsportspielView }),
  guarded({ ...bahnFreiGame, view: bahnFreiView }),
];

/** The ids of the playable games, in registry order. */
export const PLAYABLE_GAME_IDS: readonly GameId[] = GAMES.map((g) => g.id);

export class UnknownGameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownGameError';
  }
}

/** The game with this id; an unknown id (or one whose rules are still to come) is an error naming the playable games. */
export function gameById(id: string): AnyGame {
  const game = GAMES.find((g) => g.id === id);
  if (game) return game;
  const known = PLAYABLE_GAME_IDS.join(', ');
  if ((GAME_IDS as readonly string[]).includes(id)) throw new UnknownGameError(`the rules of '${id}' are not written yet; games you can play: ${known}`);
  throw new UnknownGameError(`unknown game '${id}'; known games: ${known}`);
}

/** Each game's own files of before today's formats, read into today's (core/older-files.ts): Start Frei's replays v1/v2 and scenarios v1. */
const OLDER_FILES: Partial<Record<GameId, OlderFiles>> = { 'start-frei': startFreiOlderFiles };

/** The older files a game reads, or null (the game has only today's formats). */
export function olderFiles(id: GameId): OlderFiles | null {
  return OLDER_FILES[id] ?? null;
}

/** The command line's table options of each game beyond `--config` (Start Frei: `--tiles`, `--reverse`, `--whole-track`). */
const TABLE_OPTIONS: Partial<Record<GameId, TableOptions>> = { 'start-frei': startFreiTableOptions };

/** A game's table options, or null. */
export function tableOptions(id: GameId): TableOptions | null {
  return TABLE_OPTIONS[id] ?? null;
}
