import { describe, expect, it } from 'vitest';
import { applyAction, createGame, stateHash, type Action, type GameState } from '../../../src/rules/start-frei';
import { raceTrackFromPreset, trackAtStart, withTiles, type RaceTrack } from '../../../src/rules/start-frei/files';
import { botAction, makeSeatBots, whoActs, type Seat } from '../../../src/app/race/controller';
import { raceGameConfig } from '../../../src/app/race/record';
import { describeSavedRace, restoreRace, serialiseRace, type SavedSetup } from '../../../src/app/race/autosave';

const seats: Seat[] = [
  { name: 'Ada', kind: 'random' },
  { name: 'Bot 1', kind: 'heuristic' },
  { name: 'Bot 2', kind: 'random' },
];
const setup: SavedSetup = { track: { kind: 'preset', name: 'the-oval' }, wholeTrack: false, tiles: 'drawn', reverse: false, seats, seed: 7 };

function track(): RaceTrack {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  return withTiles(trackAtStart(t.track, false), 'drawn');
}

/** Plays `n` bot moves (every seat a bot) and returns the actions, the state and the bots as they stand. */
function play(n: number, bots = makeSeatBots(seats, setup.seed), from?: { state: GameState; actions: Action[] }) {
  let state = from?.state ?? createGame(raceGameConfig(track(), seats), setup.seed);
  const actions = [...(from?.actions ?? [])];
  for (let i = 0; i < n && state.phase !== 'over'; i++) {
    const a = botAction(state, bots)!;
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    actions.push(a);
  }
  return { state, actions, bots };
}

describe('race autosave', () => {
  it('resumes a race at the same move, and its bots go on as they would have', () => {
    const full = play(160);
    const half = play(80);
    const text = serialiseRace(setup, track(), half.actions);
    const r = restoreRace(text);
    if (!r.ok) throw new Error(r.message);
    expect(r.race.actions).toHaveLength(80);
    expect(stateHash(r.race.state)).toBe(stateHash(half.state));
    expect(r.race.setup).toEqual(setup);
    expect(r.race.summary).toMatchObject({ moves: 80, finished: false, pass: half.state.pass, section: half.state.section });
    // The resumed bots (random ones too) choose the very moves the uninterrupted race made.
    const goOn = play(80, r.race.bots, { state: r.race.state, actions: [...r.race.actions] });
    expect(goOn.actions).toEqual(full.actions);
    expect(stateHash(goOn.state)).toBe(stateHash(full.state));
    expect(whoActs(goOn.state)).toBe(whoActs(full.state));
  });

  it('says what the saved race is: track, seats, how far', () => {
    const r = restoreRace(serialiseRace(setup, track(), play(30).actions));
    if (!r.ok) throw new Error(r.message);
    const words = describeSavedRace(r.race.summary);
    expect(words).toContain('Ada, Bot 1 and Bot 2');
    expect(words).toMatch(/^The Oval with /);
    expect(words).toContain('30 moves made');
    expect(words).toMatch(/pass \d+, section \d of 6/);
  });

  it('a damaged, older or tampered save is refused with a note, never a crash', () => {
    const good = JSON.parse(serialiseRace(setup, track(), play(20).actions)) as Record<string, unknown>;
    const cases: string[] = [
      '{not json',
      JSON.stringify({ ...good, version: 0 }),
      JSON.stringify({ ...good, format: 'something-else' }),
      JSON.stringify({ ...good, setup: { ...setup, seats: [seats[0]] } }),
      JSON.stringify({ ...good, replay: { ...(good.replay as object), actions: 'lots' } }),
      JSON.stringify({ ...good, replay: { ...(good.replay as object), track: { name: 'x', layout: { pieces: 3 } } } }),
      JSON.stringify({ ...good, replay: { ...(good.replay as object), actions: [{ type: 'roll' }, { type: 'roll' }, { type: 'roll' }] } }),
      'null',
    ];
    for (const text of cases) {
      const r = restoreRace(text);
      expect(r.ok, text.slice(0, 80)).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/^The saved race/);
    }
  });

  it('the save is a replay file of the race so far', () => {
    const half = play(40);
    const saved = JSON.parse(serialiseRace(setup, track(), half.actions)) as { replay: { format: string; actions: unknown[]; seed: number; players: unknown[]; tiles?: string } };
    expect(saved.replay.format).toBe('chicane-replay');
    expect(saved.replay.actions).toHaveLength(40);
    expect(saved.replay.seed).toBe(7);
    expect(saved.replay.tiles).toBe('drawn');
    expect(saved.replay.players).toEqual(seats);
  });
});
