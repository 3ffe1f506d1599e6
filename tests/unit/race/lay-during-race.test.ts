import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, loadTrack } from '../../../src/app/race/race-store';
import { createGame, PIECES_AT_START } from '../../../src/rules/start-frei';

describe('laying the track during the race (the default, as the box plays)', () => {
  it('a race on a preset starts with three pieces on the table by default, the rest to be laid', () => {
    expect(DEFAULT_SETUP.wholeTrack).toBe(false);
    const t = loadTrack({ track: { kind: 'preset', name: 'the-oval' }, wholeTrack: DEFAULT_SETUP.wholeTrack });
    if (!t.ok) throw new Error(t.error);
    const plan = t.track.layout.plan!;
    expect(t.track.laid).toBe(PIECES_AT_START);
    expect(t.track.laid).toBeLessThan(plan.length);
    const state = createGame({ track: t.track.graph, layout: t.track.layout, players: [{ name: 'A' }, { name: 'B' }], laid: t.track.laid!, aCards: t.track.aCards }, 1);
    expect(state.laid).toBe(3);
  });

  it('"Start on the whole track" keeps the whole layout on the table', () => {
    const t = loadTrack({ track: { kind: 'preset', name: 'the-oval' }, wholeTrack: true });
    if (!t.ok) throw new Error(t.error);
    expect(t.track.laid ?? t.track.layout.pieces.length).toBe(t.track.layout.plan!.length);
  });

  it('the set-up offers the other direction and drawn tiles (off by default)', () => {
    expect(DEFAULT_SETUP.reverse).toBe(false);
    expect(DEFAULT_SETUP.tiles).toBe('planned');
    const t = loadTrack({ track: { kind: 'preset', name: 'the-oval' }, wholeTrack: false, reverse: true, tiles: 'drawn' });
    if (!t.ok) throw new Error(t.error);
    expect(t.track.name).toBe('the-oval (reversed)');
    expect(t.track.tiles).toBe('drawn');
    expect(t.track.laid).toBe(PIECES_AT_START);
    const plan = t.track.layout.plan!;
    const forward = loadTrack({ track: { kind: 'preset', name: 'the-oval' }, wholeTrack: false });
    if (!forward.ok) throw new Error(forward.error);
    expect(plan[1]).toBe(forward.track.layout.plan!.at(-1));
  });
});
