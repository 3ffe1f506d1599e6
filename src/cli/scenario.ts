import type { CliCommand } from './command';
import { UsageError } from './command';
import { parseArgs } from './args';
import { readJson } from './read-json';
import { GAME_SCENARIO_VERSION, runGameScenario, runOlderScenario, type GameScenarioRun } from '../sim';
import type { AnyGame } from '../rules/core';
import { gameLines, resolveGame } from './game-arg';
import type { CliIO } from './command';

const usage = `Usage: npm run cli -- scenario <scenario.json> [--ruleset <game>] [--legal] [--json]

Applies the moves of a scenario file to its position (version 2, any game:
the moves after the position; a game's own older files, such as Start Frei's
version 1 with its forced dice, through their migration into version 2) and
prints the events and the final position.
The game is read from the file (--ruleset, when given, must agree with it).

  --legal  list the legal actions of the final position, seat by seat
  --json   print everything as JSON, with the whole state the game exposes
Exit 0; 1 at the first illegal action; 2 for a malformed file.`;

const line = (e: { readonly type: string }): string => {
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
    const json = readJson(io, path);
    const field = (name: string): unknown => (typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined);
    const version = field('version');
    const fileGame = String(field('game') ?? field('ruleset') ?? 'start-frei');
    if (a.options.ruleset !== undefined) {
      const wanted = resolveGame(a.options.ruleset);
      if (wanted.id !== fileGame) throw new UsageError(`${path}: a scenario of ${fileGame}, not of ${wanted.id}`);
    }
    const r = version === GAME_SCENARIO_VERSION ? runGameScenario(json) : runOlderScenario(json);
    return report(path, r, a.flags.has('json'), a.flags.has('legal'), io);
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

/** A scenario's run (any game, through the `Game` interface): its events, the final position, the legal actions. */
function report(path: string, r: GameScenarioRun, asJson: boolean, legal: boolean, io: CliIO): number {
  if (!r.ok && r.kind === 'malformed') throw new UsageError(`${path}: ${r.error}`);
  const { game, log, state, events } = r as Exclude<typeof r, { kind: 'malformed' }>;
  const names = log.seats.map((s) => s.name);
  if (asJson) {
    io.out(JSON.stringify({ ok: r.ok, game: game.id, ...(r.ok ? {} : { index: r.index, error: r.error }), events, tokens: game.tokens(state), state: game.hashable(state), ...(legal ? { legal: legalOf(game, state) } : {}) }));
  } else {
    for (const e of events) io.out(line(e));
    for (const l of gameLines(game, state, log.seats)) io.out(l);
    if (legal) printLegal(game, state, names, io);
  }
  if (!r.ok) {
    io.err(`scenario: move ${r.index}: ${r.error}`);
    return 1;
  }
  return 0;
}
