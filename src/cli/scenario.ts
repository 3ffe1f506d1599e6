import type { CliCommand } from './command';
import { UsageError } from './command';
import { parseArgs } from './args';
import { readJson } from './simulate';
import { GAME_SCENARIO_VERSION, runGameScenario, runScenario } from '../sim';
import { gameById } from '../rules';
import type { AnyGame } from '../rules/core';
import { gameLines, resolveGame } from './game-arg';
import type { CliIO } from './command';
import type { GameEvent, GameState } from '../rules/start-frei';

const usage = `Usage: npm run cli -- scenario <scenario.json> [--ruleset <game>] [--legal] [--json]

Applies the actions of a scenario file to its position (Start Frei's
version 1 files: with their forced dice; version 2 files, any game: the
moves after the position) and prints the events and the final position.
The game is read from the file (--ruleset, when given, must agree with it).

  --legal  list the legal actions of the final position, seat by seat
  --json   print everything as JSON, with the whole state the game exposes
Exit 0; 1 at the first illegal action; 2 for a malformed file.`;

function position(s: GameState) {
  return {
    phase: s.phase,
    cars: s.players.map((p, i) => ({ name: s.names[i], space: p.space, gear: p.gear, coins: p.coins, drs: p.drs, laps: p.laps })),
    turn: s.turn ? { player: s.turn.player, queue: s.turn.queue, pending: s.turn.pending } : null,
  };
}

const line = (e: GameEvent): string => {
  const { type, ...rest } = e;
  return `${type} ${JSON.stringify(rest)}`;
};

export const scenarioCommand: CliCommand = {
  name: 'scenario',
  summary: 'apply a scenario file and print the events and final position',
  usage,
  run(args, io) {
    const a = parseArgs(args, { options: ['ruleset'], flags: ['json', 'legal'], positionals: [1, 1] });
    const path = a.positionals[0]!;
    const json0 = readJson(io, path);
    const version = typeof json0 === 'object' && json0 !== null ? (json0 as { version?: unknown }).version : undefined;
    const fileGame = version === GAME_SCENARIO_VERSION ? String((json0 as { game?: unknown }).game) : 'start-frei';
    if (a.options.ruleset !== undefined) {
      const wanted = resolveGame(a.options.ruleset);
      if (wanted.id !== fileGame) throw new UsageError(`${path}: a scenario of ${fileGame}, not of ${wanted.id}`);
    }
    if (version === GAME_SCENARIO_VERSION) return scenarioGame(path, json0, a.flags.has('json'), a.flags.has('legal'), io);
    const r = runScenario(json0);
    if (!r.ok && r.kind === 'malformed') throw new UsageError(`${path}: ${r.error}`);
    const json = a.flags.has('json');
    const events = r.ok ? r.events : r.kind === 'illegal' ? r.events : [];
    const state = r.ok ? r.state : r.kind === 'illegal' ? r.state : null;
    if (json) {
      const sf = gameById('start-frei');
      io.out(JSON.stringify({ ok: r.ok, ...(r.ok ? {} : { index: (r as { index: number }).index, error: r.error }), events, position: state ? position(state) : null, ...(state ? { state: sf.hashable(state) } : {}), ...(a.flags.has('legal') && state ? { legal: legalOf(sf, state) } : {}) }));
    } else {
      for (const e of events) io.out(line(e));
      if (state) io.out(`position: ${JSON.stringify(position(state))}`);
      if (a.flags.has('legal') && state) printLegal(gameById('start-frei'), state, state.names, io);
    }
    if (!r.ok) {
      io.err(`scenario: action ${(r as { index: number }).index}: ${r.error}`);
      return 1;
    }
    return 0;
  },
};

/** The legal actions of every seat that may act. */
function legalOf(game: AnyGame, state: unknown): { seat: number; actions: readonly unknown[] }[] {
  return game.actors(state).map((seat) => ({ seat, actions: game.legalActions(state, seat) }));
}

function printLegal(game: AnyGame, state: unknown, names: readonly string[], io: CliIO): void {
  const all = legalOf(game, state);
  if (all.length === 0) io.out('legal: nobody may act (the game is over)');
  for (const { seat, actions } of all) {
    io.out(`legal for ${names[seat] ?? `seat ${seat + 1}`} (seat ${seat}): ${actions.length} action${actions.length === 1 ? '' : 's'}`);
    for (const action of actions) io.out(`  ${JSON.stringify(action)}`);
  }
}

/** A version 2 scenario (any game) through the `Game` interface. */
function scenarioGame(path: string, json: unknown, asJson: boolean, legal: boolean, io: CliIO): number {
  const r = runGameScenario(json);
  if (!r.ok && r.kind === 'malformed') throw new UsageError(`${path}: ${r.error}`);
  const { game, log, state, events } = r as Exclude<typeof r, { kind: 'malformed' }>;
  const names = log.seats.map((s) => s.name);
  if (asJson) {
    io.out(JSON.stringify({ ok: r.ok, game: game.id, ...(r.ok ? {} : { index: r.index, error: r.error }), events, tokens: game.tokens(state), state: game.hashable(state), ...(legal ? { legal: legalOf(game, state) } : {}) }));
  } else {
    for (const e of events) io.out(line(e as GameEvent));
    for (const l of gameLines(game, state, log.seats)) io.out(l);
    if (legal) printLegal(game, state, names, io);
  }
  if (!r.ok) {
    io.err(`scenario: move ${r.index}: ${r.error}`);
    return 1;
  }
  return 0;
}
