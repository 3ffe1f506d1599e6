import type { CliCommand } from './command';
import { UsageError } from './command';
import { parseArgs } from './args';
import { readJson, standingsLines } from './simulate';
import { parseReplay, verifyReplay } from '../sim';

const usage = `Usage: npm run cli -- replay <replay.json> [--json]

Re-runs a replay file and checks every action and state hash.
Exit 0 with the final standings; 1 at the first illegal action or hash
mismatch (its index and why); 2 for a malformed file.`;

export const replayCommand: CliCommand = {
  name: 'replay',
  summary: 're-run a replay file and verify it',
  usage,
  run(args, io) {
    const a = parseArgs(args, { flags: ['json'], positionals: [1, 1] });
    const path = a.positionals[0]!;
    const load = parseReplay(readJson(io, path));
    if (!load.ok) throw new UsageError(`${path}: ${load.error}`);
    const check = verifyReplay(load.replay, load.track);
    const json = a.flags.has('json');
    if (!check.ok) {
      if (json) io.out(JSON.stringify({ ok: false, index: check.index, reason: check.reason }));
      io.err(`replay: action ${check.index}: ${check.reason}`);
      return 1;
    }
    const s = check.state;
    if (json) {
      io.out(JSON.stringify({ ok: true, actions: load.replay.actions.length, over: s.phase === 'over', standings: s.standings, names: s.names }));
    } else {
      io.out(`${path}: ${load.replay.actions.length} actions verified (${load.replay.checkpoints.length} checkpoints)`);
      if (s.phase !== 'over') io.out('the race is not over');
      for (const line of standingsLines(s)) io.out(line);
    }
    return 0;
  },
};
