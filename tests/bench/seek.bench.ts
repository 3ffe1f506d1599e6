/**
 * Replay seek (budget ≤ 16 ms, one frame): a long replay (the longest of
 * several random-bot races on the largest Start Frei preset) is opened once
 * in the shell's playback, as the Replay tab opens it (an older file through
 * its migration into today's version), then it jumps to random moves, as a
 * spectator dragging the timeline: the frame and the tokens the scene draws.
 */
import { makeReplay, raceTrackFromPreset, runRace } from '../../src/rules/start-frei/files';
import { migrateReplay } from '../../src/sim';
import { playbackFromFile } from '../../src/app/play/playback';
import { tokensOf } from '../../src/app/play/session';

type Report = (name: string, value: number, unit: string) => void;

function longReplay() {
  const t = raceTrackFromPreset('track-14-bottom');
  if (!t.ok) throw new Error(t.error);
  const bots = ['random', 'random', 'random', 'random'];
  let best: ReturnType<typeof makeReplay> | null = null;
  for (let seed = 1; seed <= 12; seed++) {
    const race = runRace({ track: t.track.graph, bots, seed, laid: t.track.laid, aCards: t.track.aCards });
    if (!best || race.actions.length > best.actions.length) best = makeReplay(t.track, seed, bots, race);
  }
  return best!;
}

export default async function seekBench(report: Report): Promise<void> {
  const file = longReplay();
  const t0 = performance.now();
  const migrated = migrateReplay(JSON.parse(JSON.stringify(file)));
  if (!migrated.ok) throw new Error(migrated.error);
  const opened = playbackFromFile(JSON.stringify(migrated.file), 'the long replay');
  const openMs = performance.now() - t0;
  if (!opened.ok) throw new Error(opened.message);
  const { frames } = opened.value;
  const length = frames.length - 1;
  const seeker = { length, stateAt: (i: number) => tokensOf(frames[i]!) };
  report('replay length', seeker.length, 'actions');
  report('open (migrate, parse, verify, build every frame)', openMs, 'ms');
  // Deterministic pseudo-random targets (the bench must not depend on Math.random either).
  let x = 12345;
  const next = () => ((x = (x * 1103515245 + 12345) % 2147483648), x / 2147483648);
  for (let i = 0; i < 200; i++) seeker.stateAt(Math.floor(next() * seeker.length)); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const target = Math.floor(next() * (seeker.length + 1));
    const s = performance.now();
    seeker.stateAt(target);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  report('seek to a random step, median', times[Math.floor(times.length / 2)]!, 'ms');
  report('seek to a random step, p99', times[Math.floor(times.length * 0.99)]!, 'ms');
  report('seek to a random step, max (budget 16)', times[times.length - 1]!, 'ms');
}
