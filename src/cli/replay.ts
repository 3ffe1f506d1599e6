import type { CliCommand } from './command';
import { UsageError } from './command';
import { parseArgs } from './args';
import { readJson } from './read-json';
import { checkOlderReplay, GAME_REPLAY_VERSION, gameReplayFile, parseGameReplay, verifyGameReplay } from '../sim';
import type { AnyGame, OlderLog } from '../rules/core';

const gameReplayFileOf = (game: AnyGame, log: OlderLog) => gameReplayFile({ game, ...log });
import { gameLines, resolveGame } from './game-arg';
import { oneLine } from '../track';

const usage = `Usage: npm run cli -- replay <replay.json> [--ruleset <game>] [--json] [--upgrade <out.json>]

The game is read from the file (--ruleset, when given, must agree with it).
Re-runs a replay file and checks every action against its move chain,
the rules and the state hashes, then the result it claims.
Exit 0 with the final standings; 1 at the first illegal action or hash
mismatch (its index and why); 2 for a malformed file.
--upgrade writes a verified older file of a game's own format (Start Frei's
version 1) in that game's last own format, with its move chain, set-up hash
and final record (a version 3 file of the same race: --upgrade-to-3).`;

export const replayCommand: CliCommand = {
  name: 'replay',
  summary: 're-run a replay file and verify it',
  usage,
  run(args, io) {
    const a = parseArgs(args, { options: ['upgrade', 'upgrade-to-3', 'ruleset'], flags: ['json'], positionals: [1, 1] });
    const path = a.positionals[0]!;
    const json0 = readJson(io, path);
    const field = (name: string): unknown => (typeof json0 === 'object' && json0 !== null ? (json0 as Record<string, unknown>)[name] : undefined);
    const version = field('version');
    const fileGame = String(field('game') ?? field('ruleset') ?? 'start-frei');
    if (a.options.ruleset !== undefined) {
      const wanted = resolveGame(a.options.ruleset);
      if (wanted.id !== fileGame) throw new UsageError(`${path}: a replay of ${fileGame}, not of ${wanted.id}`);
    }
    if (version === GAME_REPLAY_VERSION) return replayGame(path, json0, a.flags.has('json'), a.options.upgrade !== undefined || a.options['upgrade-to-3'] !== undefined, io);
    const { game, read } = checkOlderReplay(json0);
    if (!read.ok && read.kind === 'malformed') throw new UsageError(`${path}: ${read.error}`);
    const json = a.flags.has('json');
    if (!read.ok) {
      if (json) io.out(JSON.stringify({ ok: false, index: read.index, reason: read.reason }));
      io.err(oneLine(`replay: action ${read.index}: ${read.reason}`));
      return 1;
    }
    const g = game!;
    const result = g.result(read.state);
    const upgrade = a.options.upgrade;
    if (upgrade) io.writeFile(upgrade, JSON.stringify(read.upgraded, null, 1) + '\n');
    const to3 = a.options['upgrade-to-3'];
    if (to3) {
      if (typeof read.log === 'string') throw new UsageError(`${path}: ${read.log}`);
      io.writeFile(to3, JSON.stringify(gameReplayFileOf(g, read.log), null, 1) + '\n');
    }
    if (json) {
      const order = result?.kind === 'ranking' ? result.order : null;
      io.out(JSON.stringify({ ok: true, version: read.version, actions: read.actions, over: result !== null, result, standings: order, names: read.seats.map((s) => s.name), note: read.note ?? null }));
    } else {
      io.out(`${path}: ${read.actions} actions verified (${read.checked})`);
      if (read.note) io.out(`note: this replay was ${read.note}`);
      if (result === null) io.out('the race is not over');
      for (const line of gameLines(g, read.state, read.seats)) io.out(line);
      if (upgrade) io.out(`written in replay format version ${read.upgradedVersion} to ${upgrade}`);
      if (to3) io.out(`written in replay format version ${GAME_REPLAY_VERSION} to ${to3}`);
    }
    return 0;
  },
};

/** A version 3 replay (any game) through the `Game` interface. */
function replayGame(path: string, json: unknown, asJson: boolean, upgrade: boolean, io: Parameters<CliCommand['run']>[1]): number {
  if (upgrade) throw new UsageError(`${path}: already in replay format version ${GAME_REPLAY_VERSION}`);
  const load = parseGameReplay(json);
  if (!load.ok) throw new UsageError(`${path}: ${load.error}`);
  resolveGame(load.log.game.id);
  const check = verifyGameReplay(load);
  if (!check.ok) {
    if (asJson) io.out(JSON.stringify({ ok: false, index: check.index, reason: check.reason }));
    io.err(oneLine(`replay: move ${check.index}: ${check.reason}`));
    return 1;
  }
  const { game, seats } = load.log;
  if (asJson) {
    io.out(JSON.stringify({ ok: true, version: GAME_REPLAY_VERSION, game: game.id, actions: check.moves, over: check.result !== null, result: check.result, names: seats.map((s) => s.name) }));
  } else {
    io.out(`${path}: ${game.title}, ${check.moves} moves verified (move chain, ${load.file.checkpoints.length} checkpoints and the result)`);
    for (const line of gameLines(game, check.state, seats)) io.out(line);
  }
  return 0;
}
