import type { CliCommand } from './command';
import { UsageError } from './command';
import { parseArgs } from './args';
import { readJson } from './simulate';
import { runScenario } from '../sim';
import type { GameEvent, GameState } from '../rules/start-frei';

const usage = `Usage: npm run cli -- scenario <scenario.json> [--json]

Applies the actions of a scenario file to its position (with its forced
dice) and prints the events and the final position.
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
    const a = parseArgs(args, { flags: ['json'], positionals: [1, 1] });
    const path = a.positionals[0]!;
    const r = runScenario(readJson(io, path));
    if (!r.ok && r.kind === 'malformed') throw new UsageError(`${path}: ${r.error}`);
    const json = a.flags.has('json');
    const events = r.ok ? r.events : r.kind === 'illegal' ? r.events : [];
    const state = r.ok ? r.state : r.kind === 'illegal' ? r.state : null;
    if (json) {
      io.out(JSON.stringify({ ok: r.ok, ...(r.ok ? {} : { index: (r as { index: number }).index, error: r.error }), events, position: state ? position(state) : null }));
    } else {
      for (const e of events) io.out(line(e));
      if (state) io.out(`position: ${JSON.stringify(position(state))}`);
    }
    if (!r.ok) {
      io.err(`scenario: action ${(r as { index: number }).index}: ${r.error}`);
      return 1;
    }
    return 0;
  },
};
