/**
 * `tsx tests/e2e/replay-core-at.ts <replay.json> <step>`: prints the rules
 * core's car spaces and their table positions after `step` actions of a
 * replay. The replay browser test compares the app with it (Playwright's own
 * loader cannot import the track model's JSON catalogs).
 */
import { readFileSync } from 'node:fs';
import { parseReplay, replayConfig, replayTrack } from '../../src/rules/start-frei/files';
import { applyAction, createGame } from '../../src/rules/start-frei';

const [file, stepText] = process.argv.slice(2);
const loaded = parseReplay(JSON.parse(readFileSync(file!, 'utf8')));
if (!loaded.ok) throw new Error(loaded.error);
const { replay, track } = loaded;
let s = createGame(replayConfig(replayTrack(replay, track), replay.players), replay.seed);
for (const a of replay.actions.slice(0, Number(stepText))) {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.message);
  s = r.state;
}
const spaces = s.players.map((p) => p.space);
console.log(JSON.stringify({ spaces, xz: spaces.map((id) => [s.track.graph.spaces[id]!.x, s.track.graph.spaces[id]!.z]) }));
