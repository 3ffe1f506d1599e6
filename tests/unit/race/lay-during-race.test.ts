import { describe, expect, it } from 'vitest';
import { loadTrack, startLaid } from '../../../src/app/race/race-store';
import { createGame } from '../../../src/rules';

describe('laying the track during the race', () => {
  it('starts with half the plan on the table, the rest to be laid', () => {
    const t = loadTrack({ track: { kind: 'preset', name: 'the-oval' }, layDuringRace: true });
    if (!t.ok) throw new Error(t.error);
    const plan = t.track.layout.plan!;
    expect(t.track.laid).toBe(startLaid(plan.length));
    expect(t.track.laid).toBeLessThan(plan.length);
    const state = createGame({ track: t.track.graph, layout: t.track.layout, players: [{ name: 'A' }, { name: 'B' }], laid: t.track.laid!, aCards: t.track.aCards }, 1);
    expect(state.laid).toBe(t.track.laid);
  });

  it('keeps the whole layout on the table when not asked to lay it', () => {
    const t = loadTrack({ track: { kind: 'preset', name: 'the-oval' }, layDuringRace: false });
    if (!t.ok) throw new Error(t.error);
    expect(t.track.laid ?? t.track.layout.pieces.length).toBe(t.track.layout.plan!.length);
  });
});
