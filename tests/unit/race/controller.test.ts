import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, sameAction, type GameState } from '../../../src/rules/start-frei';
import { parseReplay, raceTrackFromPreset, verifyReplay } from '../../../src/rules/start-frei/files';
import { botAction, legalFor, makeSeatBots, needsHandoff, whoActs, type Seat } from '../../../src/app/race/controller';
import { raceGameConfig, recordReplay } from '../../../src/app/race/record';

const track = (() => {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  return t.track;
})();

const seats = (kinds: Seat['kind'][]): Seat[] => kinds.map((kind, i) => ({ name: `P${i + 1}`, kind }));

describe('race controller', () => {
  it('bots play a whole race from legal actions, and the recorded replay re-runs', () => {
    const s4 = seats(['heuristic', 'random', 'heuristic', 'random']);
    let state: GameState = createGame(raceGameConfig(track, s4), 9);
    const bots = makeSeatBots(s4, 9);
    const actions = [];
    while (state.phase !== 'over' && actions.length < 5000) {
      const a = botAction(state, bots)!;
      expect(legalFor(state, whoActs(state)).some((l) => sameAction(l, a))).toBe(true);
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
      actions.push(a);
    }
    expect(state.phase).toBe('over');
    const file = recordReplay(track, s4, 9, actions);
    expect(file.players.map((p) => p.name)).toEqual(['P1', 'P2', 'P3', 'P4']);
    const parsed = parseReplay(JSON.parse(JSON.stringify(file)));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(verifyReplay(parsed.replay, parsed.track).ok).toBe(true);
  });

  it('offers a person only their own card choices in the choose phase', () => {
    const state = createGame(raceGameConfig(track, seats(['human', 'human', 'heuristic'])), 1);
    const mine = legalFor(state, 1);
    expect(mine.length).toBe(6);
    expect(mine.every((a) => a.type === 'choose' && a.player === 1)).toBe(true);
    expect(legalActions(state).length).toBe(18);
  });

  it('a bot waits while a person must act', () => {
    const s = seats(['human', 'heuristic']);
    const state = createGame(raceGameConfig(track, s), 1);
    expect(whoActs(state)).toBe(0);
    expect(botAction(state, makeSeatBots(s, 1))).toBeNull();
  });

  it.each([
    { kinds: ['human', 'heuristic'] as Seat['kind'][], holder: null, want: null },
    { kinds: ['human', 'human'] as Seat['kind'][], holder: null, want: 0 },
    { kinds: ['human', 'human'] as Seat['kind'][], holder: 0, want: null },
    { kinds: ['heuristic', 'human', 'human'] as Seat['kind'][], holder: 2, want: null },
  ])('pass the device: $kinds with holder $holder → $want', ({ kinds, holder, want }) => {
    const state = createGame(raceGameConfig(track, seats(kinds)), 1);
    expect(needsHandoff(state, seats(kinds), holder)).toBe(want);
  });
});
