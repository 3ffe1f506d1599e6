/**
 * A replay proves every move: any single action changed, removed or added is
 * refused at that action (the first position where the actions differ from
 * the recorded ones), over the demo replay and a few simulated races.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeReplay, parseReplay, raceTrackFromPreset, runRace, verifyReplay, type ReplayFile } from '../../../src/rules/start-frei/files';
import { canonicalJson } from '../../../src/rules/core';

function simulated(preset: string, seed: number, bots: string[]): ReplayFile {
  const t = raceTrackFromPreset(preset);
  if (!t.ok) throw new Error(t.error);
  const race = runRace({ track: t.track.graph, bots, seed, laid: t.track.laid, aCards: t.track.aCards });
  return JSON.parse(JSON.stringify(makeReplay(t.track, seed, bots, race))) as ReplayFile;
}

const demo = JSON.parse(readFileSync('public/replays/the-oval-seed-1.json', 'utf8')) as ReplayFile;
const replays: [string, ReplayFile][] = [
  ['the demo replay', demo],
  ['the oval, 2 random bots, seed 2', simulated('the-oval', 2, ['random', 'random'])],
  ['the oval, 3 mixed bots, seed 9', simulated('the-oval', 9, ['heuristic', 'random', 'heuristic'])],
];

/** The first index where two action lists differ (canonically). */
function firstDifference(a: readonly unknown[], b: readonly unknown[]): number {
  let i = 0;
  while (i < a.length && i < b.length && canonicalJson(a[i]) === canonicalJson(b[i])) i++;
  return i;
}

type Edit = { kind: 'change'; at: number; from: number } | { kind: 'remove'; at: number } | { kind: 'add'; at: number; from: number };

function edited(actions: readonly unknown[], e: Edit): unknown[] {
  const out = [...actions];
  if (e.kind === 'change') out[e.at] = actions[e.from];
  else if (e.kind === 'remove') out.splice(e.at, 1);
  else out.splice(e.at, 0, actions[e.from]);
  return out;
}

describe('replays prove every move', () => {
  for (const [label, file] of replays) {
    it(`${label}: verifies as recorded`, () => {
      const load = parseReplay(file);
      expect(load.ok).toBe(true);
      if (!load.ok) return;
      const v = verifyReplay(load.replay, load.track);
      expect(v.ok).toBe(true);
    });

    it(`${label}: a single action changed, removed or added is refused at that action`, () => {
      const n = file.actions.length;
      const edit: fc.Arbitrary<Edit> = fc.oneof(
        fc.record({ kind: fc.constant('change' as const), at: fc.nat(n - 1), from: fc.nat(n - 1) }),
        fc.record({ kind: fc.constant('remove' as const), at: fc.nat(n - 1) }),
        fc.record({ kind: fc.constant('add' as const), at: fc.nat(n), from: fc.nat(n - 1) }),
      );
      fc.assert(
        fc.property(edit, (e) => {
          const actions = edited(file.actions, e);
          const at = firstDifference(file.actions, actions);
          fc.pre(at < Math.max(actions.length, n)); // a change to an equal action is no change
          const load = parseReplay({ ...file, actions });
          expect(load.ok).toBe(true);
          if (!load.ok) return;
          const v = verifyReplay(load.replay, load.track);
          expect(v.ok).toBe(false);
          if (v.ok) return;
          expect(v.index).toBe(at);
          expect(v.reason).not.toMatch(/\n/);
        }),
        { numRuns: 25, seed: 13 },
      );
    });
  }
});
