import { describe, expect, it } from 'vitest';
import { runGameScenario } from '../../../src/sim';
import { loadPreset } from '../../../src/track/presets';

/** A Start Frei scenario v2 on The Oval (the whole track laid) for two seats, without a position yet. */
function base() {
  const loaded = loadPreset('the-oval');
  if (!loaded.ok) throw new Error(loaded.error);
  return {
    format: 'chicane-scenario',
    version: 2,
    game: 'start-frei',
    board: { kind: 'lane-graph', name: 'The Oval', data: loaded.layout },
    config: {},
    seed: 3,
    seats: [{ name: 'Anna', kind: 'human' }, { name: 'Ben', kind: 'human' }],
    moves: [],
  };
}

describe('Start Frei positions in scenario v2 (start)', () => {
  it('builds the cars seat by seat, named by the seats, with the turn and the forced dice', () => {
    const run = runGameScenario({ ...base(), start: { cars: [{ space: 10, gear: 'red', coins: 3, drs: [4] }, { space: 38 }], turn: { player: 0, card: 4 }, dice: [4, 1] } });
    if (!run.ok) throw new Error(run.error);
    const tokens = run.game.tokens(run.state);
    expect(tokens.map((t) => [t.label, t.space])).toEqual([['Anna', 10], ['Ben', 38]]);
    expect(run.game.actors(run.state)).toEqual([0]);
    const legal = run.game.legalActions(run.state, 0);
    expect(legal.some((a) => a.type === 'roll')).toBe(true);
    // The forced dice are used: the roll moves Anna's red car by the forced 4 (and the boost die's 1 when announced).
    const roll = legal.find((a) => a.type === 'roll')!;
    const on = runGameScenario({ ...base(), start: { cars: [{ space: 10, gear: 'red' }, { space: 38 }], turn: { player: 0, card: 4 }, dice: [4] }, moves: [{ seat: 0, action: roll }], position: 0 });
    if (!on.ok) throw new Error(on.error);
    expect(on.events[0]).toMatchObject({ type: 'DiceRolled', player: 0, gear: 3, die: 4 });
    expect(on.game.tokens(on.state)[0]!.space).not.toBe(10);
  });

  it('refuses a position no race can reach, an unknown field and a car count other than the seats, in one line', () => {
    const stacked = runGameScenario({ ...base(), start: { cars: [{ space: 10 }, { space: 10 }] } });
    expect(stacked.ok).toBe(false);
    if (!stacked.ok) expect(stacked.error).toMatch(/^start: the position cannot be: .*space 10 is taken/);
    const named = runGameScenario({ ...base(), start: { cars: [{ space: 10, name: 'X' }, { space: 38 }] } });
    expect(named.ok).toBe(false);
    if (!named.ok) expect(named.error).toMatch(/^start\.cars\.0/);
    const three = runGameScenario({ ...base(), start: { cars: [{ space: 10 }, { space: 38 }, { space: 40 }] } });
    expect(three.ok).toBe(false);
    if (!three.ok) expect(three.error).toMatch(/3 cars for 2 seats/);
    const badDie = runGameScenario({ ...base(), start: { cars: [{ space: 10 }, { space: 38 }], dice: [9] } });
    expect(badDie.ok).toBe(false);
    if (!badDie.ok) expect(badDie.error).not.toContain('\n');
  });
});
