import type { CliCommand } from './command';
import { UsageError } from './command';
import { parseArgs } from './args';
import { readJson, standingsLines } from './simulate';
import { GAME_REPLAY_VERSION, REPLAY_VERSION, parseGameReplay, parseReplay, recordReplay, replayTrack, verifyGameReplay, verifyReplay } from '../sim';
import { gameLines, resolveGame } from './game-arg';
import { oneLine } from '../track';

const usage = `Usage: npm run cli -- replay <replay.json> [--ruleset <game>] [--json] [--upgrade <out.json>]

The game is read from the file (--ruleset, when given, must agree with it).
Re-runs a replay file and checks every action against its move chain,
the rules and the state hashes, then the result it claims.
Exit 0 with the final standings; 1 at the first illegal action or hash
mismatch (its index and why); 2 for a malformed file.
--upgrade writes a verified older (version 1) file in the current format,
with its move chain, set-up hash and final record.`;

export const replayCommand: CliCommand = {
  name: 'replay',
  summary: 're-run a replay file and verify it',
  usage,
  run(args, io) {
    const a = parseArgs(args, { options: ['upgrade', 'ruleset'], flags: ['json'], positionals: [1, 1] });
    const path = a.positionals[0]!;
    const json0 = readJson(io, path);
    const version = typeof json0 === 'object' && json0 !== null ? (json0 as { version?: unknown }).version : undefined;
    const fileGame = version === GAME_REPLAY_VERSION ? String((json0 as { game?: unknown }).game) : 'start-frei';
    if (a.options.ruleset !== undefined) {
      const wanted = resolveGame(a.options.ruleset);
      if (wanted.id !== fileGame) throw new UsageError(`${path}: a replay of ${fileGame}, not of ${wanted.id}`);
    }
    if (version === GAME_REPLAY_VERSION) return replayGame(path, json0, a.flags.has('json'), a.options.upgrade !== undefined, io);
    const load = parseReplay(json0);
    if (!load.ok) throw new UsageError(`${path}: ${load.error}`);
    const check = verifyReplay(load.replay, load.track);
    const json = a.flags.has('json');
    if (!check.ok) {
      if (json) io.out(JSON.stringify({ ok: false, index: check.index, reason: check.reason }));
      io.err(oneLine(`replay: action ${check.index}: ${check.reason}`));
      return 1;
    }
    const s = check.state;
    const upgrade = a.options.upgrade;
    if (upgrade) {
      const r = load.replay;
      const file = recordReplay(replayTrack(r, load.track), r.seed, r.players, r.actions);
      io.writeFile(upgrade, JSON.stringify(file, null, 1) + '\n');
    }
    if (json) {
      io.out(JSON.stringify({ ok: true, version: load.replay.version, actions: check.actions, over: s.phase === 'over', result: check.result, standings: s.standings, names: s.names, note: check.note ?? null }));
    } else {
      const how = load.replay.version === 1 ? `${load.replay.checkpoints.length} checkpoints` : `move chain, ${load.replay.checkpoints.length} checkpoints and the result`;
      io.out(`${path}: ${check.actions} actions verified (${how})`);
      if (check.note) io.out(`note: this replay was ${check.note}`);
      if (s.phase !== 'over') io.out('the race is not over');
      for (const line of standingsLines(s)) io.out(line);
      if (upgrade) io.out(`written in replay format version ${REPLAY_VERSION} to ${upgrade}`);
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
