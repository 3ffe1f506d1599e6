import { describe, expect, it } from 'vitest';
import { makeReplay, raceTrackFromPreset, runRace } from '../../../src/rules/start-frei/files';
import { openReplayJson, openReplayText } from '../../../src/app/replay/load';
import { turnStep } from '../../../src/app/replay/session';
import { stateHash } from '../../../src/rules/start-frei';

function demo(seed = 5) {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  const bots = ['heuristic', 'random', 'heuristic'];
  const race = runRace({ track: t.track.graph, bots, seed, laid: t.track.laid, aCards: t.track.aCards });
  return { file: makeReplay(t.track, seed, bots, race), race };
}

describe('replay sessions', () => {
  it('open a replay and reach every step with the state of the rules core', () => {
    const { file, race } = demo();
    const r = openReplayJson(JSON.parse(JSON.stringify(file)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.session;
    expect(s.seeker.length).toBe(race.actions.length);
    expect(stateHash(s.seeker.stateAt(s.seeker.length))).toBe(stateHash(race.state));
    expect(s.marks.some((m) => m.kind === 'finish')).toBe(true);
    expect(s.durations.every((d) => d > 0)).toBe(true);
    // Turn stepping moves to boundaries in order.
    const next = turnStep(s, 0, 1);
    expect(next).toBeGreaterThan(0);
    expect(turnStep(s, next, -1)).toBe(0);
  });

  it.each([
    ['not JSON', '{oops', 'bad.json: not JSON: '],
    ['wrong format', '{"format":"x"}', 'not a valid Chicane replay: format'],
    ['no actions', JSON.stringify({ format: 'chicane-replay', version: 1 }), 'not a valid Chicane replay'],
  ])('refuses %s with a clear message', (_name, text, message) => {
    const r = openReplayText(text, 'bad.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });

  it('refuses a replay whose actions were tampered with', () => {
    const { file } = demo();
    const bad = { ...file, actions: [...file.actions.slice(0, 10), { type: 'pass' as const }, ...file.actions.slice(11)] };
    const r = openReplayJson(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/action 10/);
  });
});
