/**
 * Replay files v2 prove their race: a cut-short replay, a tampered result,
 * board or set-up are refused in one line; version 1 files still verify
 * against their checkpoints, with a plain note, and the same checks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OLDER_REPLAY_NOTE, parseReplay, verifyReplay, type ReplayFile, type ReplayFileV1 } from '../../../src/rules/start-frei/files';
import { openReplay } from '../../../src/app/play/playback';
import { runCli } from '../../../src/cli';

const demo = JSON.parse(readFileSync('public/replays/the-oval-seed-1.json', 'utf8')) as ReplayFile;
const v1 = JSON.parse(readFileSync('tests/unit/replay/fixtures/the-oval-seed-1.v1.json', 'utf8')) as ReplayFileV1;

function verdict(json: unknown) {
  const load = parseReplay(json);
  if (!load.ok) return { loaded: false as const, error: load.error };
  return { loaded: true as const, check: verifyReplay(load.replay, load.track) };
}

function refusedAt(json: unknown, index: number, reason: RegExp) {
  const v = verdict(json);
  expect(v.loaded).toBe(true);
  if (!v.loaded) return;
  expect(v.check.ok).toBe(false);
  if (v.check.ok) return;
  expect(v.check.index).toBe(index);
  expect(v.check.reason).toMatch(reason);
  expect(v.check.reason).not.toMatch(/\n/);
}

const n = demo.actions.length;
const reversedResult = { ...demo.result!, standings: [...demo.result!.standings].reverse() };

describe('replay v2: the file proves the race', () => {
  it('the demo keeps its outcome: Car 1 wins, then Car 4, Car 3, Car 2', () => {
    expect(demo.version).toBe(2);
    expect(demo.result).toEqual({ standings: [0, 3, 2, 1], reason: 'finish' });
    expect(demo.final.moves).toBe(n);
    expect(demo.chain).toHaveLength(n);
    const v = verdict(demo);
    expect(v.loaded && v.check.ok && v.check.result).toEqual(demo.result);
  });

  it('a replay cut short is refused where it ends', () => {
    refusedAt({ ...demo, actions: demo.actions.slice(0, 300) }, 300, /ends after 300 actions/);
    // Cut with its chain and checkpoints too: the final record still counts the whole race.
    const cut = { ...demo, actions: demo.actions.slice(0, 300), chain: demo.chain.slice(0, 300), checkpoints: demo.checkpoints.filter((c) => c.index <= 300) };
    refusedAt(cut, 300, /final record counts 479/);
  });

  it('a tampered final record is refused', () => {
    refusedAt({ ...demo, final: { ...demo.final, hash: '00000000' } }, n - 1, /final state hash .* differs/);
  });

  it('a tampered result is refused, and what is shown is the re-run result', () => {
    refusedAt({ ...demo, result: reversedResult }, n, /recorded result Car 2, Car 3, Car 4, Car 1 \(finish\) is not the re-run's Car 1, Car 4, Car 3, Car 2/);
    refusedAt({ ...demo, result: null }, n, /recorded result no result/);
    const opened = openReplay(JSON.stringify(demo), 'demo.json');
    if (!opened.ok) throw new Error(opened.message);
    const last = opened.playback.frames.at(-1)!;
    expect(last.game.result(last.state)).toMatchObject({ kind: 'ranking', order: [0, 3, 2, 1], reason: 'finish' });
    expect(opened.note).toBe(null);
    expect(openReplay(JSON.stringify({ ...demo, result: reversedResult }), 'bad.json')).toMatchObject({ ok: false });
  });

  it('a board with a piece moved by 4 units is refused with its problems', () => {
    const layout = demo.track.layout as { pieces: { x: number }[] };
    const pieces = layout.pieces.map((p, i) => (i === 3 ? { ...p, x: p.x + 4 } : p));
    const v = verdict({ ...demo, track: { ...demo.track, layout: { ...layout, pieces } } });
    expect(v.loaded).toBe(false);
    if (!v.loaded) {
      expect(v.error).toMatch(/^track: the embedded layout is invalid \(\d+ problems?: /);
      expect(v.error).not.toMatch(/\n/);
    }
  });

  it('a board still valid but not the one raced (every piece moved by 4 units) is refused at the set-up', () => {
    const layout = demo.track.layout as { pieces: { x: number }[] };
    const pieces = layout.pieces.map((p) => ({ ...p, x: p.x + 4 }));
    refusedAt({ ...demo, track: { ...demo.track, layout: { ...layout, pieces } } }, 0, /^the set-up \(track, seed, players, race options\) hashes to/);
  });

  it('a changed set-up (seed, players, options) is refused before the first action', () => {
    refusedAt({ ...demo, aCards: 10 }, 0, /set-up .* hashes to [0-9a-f]{8}, not the recorded/);
    refusedAt({ ...demo, players: demo.players.map((p, i) => (i === 0 ? { ...p, name: 'Cheat' } : p)) }, 0, /set-up/);
  });

  it('a file without its chain or final record is not a v2 replay', () => {
    const { chain: _c, ...noChain } = demo;
    const v = verdict(noChain);
    expect(v.loaded ? null : v.error).toMatch(/^chain: /);
  });
});

describe('replay v1 (older files)', () => {
  it('verifies against its checkpoints with a plain note', () => {
    const v = verdict(v1);
    expect(v.loaded && v.check.ok && v.check.note).toBe(OLDER_REPLAY_NOTE);
    const opened = openReplay(JSON.stringify(v1), 'old.json');
    expect(opened.ok && opened.note).toBe(OLDER_REPLAY_NOTE);
  });

  it('is refused cut short, with a tampered result or without its last checkpoint', () => {
    refusedAt({ ...v1, actions: v1.actions.slice(0, 300) }, 300, /checkpoint after 479/);
    refusedAt({ ...v1, actions: v1.actions.slice(0, 350), checkpoints: v1.checkpoints.filter((c) => c.index <= 350) }, 350, /no checkpoint after its last action \(350\)/);
    refusedAt({ ...v1, result: reversedResult }, n, /recorded result/);
  });

  it('the CLI says so and prints what it computed', async () => {
    const files: Record<string, string> = { 'old.json': JSON.stringify(v1), 'bad.json': JSON.stringify({ ...demo, result: reversedResult }) };
    const run = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), readFile: (p) => files[p] ?? '', writeFile: (p, text) => void (files[p] = text) });
      return { code, stdout: out.join('\n'), stderr: err.join('\n') };
    };
    const ok = await run(['replay', 'old.json']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('note: this replay was made by an older Chicane');
    expect(ok.stdout).toContain('1. Car 1');
    // Upgraded: the same race in version 2, verified with its chain and without the note.
    expect((await run(['replay', 'old.json', '--upgrade', 'new.json'])).code).toBe(0);
    const upgraded = JSON.parse(files['new.json']!) as ReplayFile;
    expect(upgraded).toEqual(demo);
    expect(files['new.json']).toBe(readFileSync('public/replays/the-oval-seed-1.json', 'utf8'));
    const again = await run(['replay', 'new.json']);
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('note:');
    const bad = await run(['replay', 'bad.json']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/action 479: the recorded result/);
  });
});

describe('seeds are bounded as the CLI bounds them', () => {
  it('a replay with a seed past 2^31 − 1 is refused when loaded', () => {
    const demo = JSON.parse(readFileSync('public/replays/the-oval-seed-1.json', 'utf8')) as { seed: number };
    expect(parseReplay({ ...demo, seed: 1e17 }).ok).toBe(false);
    expect(parseReplay({ ...demo, seed: -1 }).ok).toBe(false);
    expect(parseReplay(demo).ok).toBe(true);
  });
});
