import { beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserStorage } from '../support/browser-storage';

const data = stubBrowserStorage();

type RaceModule = typeof import('../../../src/app/race');
type Rules = typeof import('../../../src/rules/start-frei');
let race: RaceModule;
let rules: Rules;
beforeAll(async () => {
  race = await import('../../../src/app/race');
  rules = await import('../../../src/rules/start-frei');
});

/** Start Frei's Race mode: a person's move can be taken back until a die is rolled or a card drawn. */
describe('take back in Race mode', () => {
  it('restores the race before each undoable move; a roll ends the window; the save follows', () => {
    const store = race.useRaceStore;
    store.getState().configure({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Ben', kind: 'human' }], seed: 3 });
    store.getState().start();
    let undone = 0;
    let rolls = 0;
    for (let i = 0; i < 300 && (undone < 5 || rolls < 2); i++) {
      const before = store.getState();
      const state = before.state!;
      if (state.phase === 'over') break;
      const legal = rules.legalActions(state);
      const action = legal[(i * 5) % legal.length]!;
      expect(store.getState().act(action)).toBe(true);
      const after = store.getState();
      if (after.takeBack.length === before.takeBack.length + 1) {
        expect(after.state!.rng).toBe(state.rng);
        store.getState().undoMove();
        const back = store.getState();
        expect(back.actions).toHaveLength(before.actions.length);
        expect(rules.stateHash(back.state!)).toBe(rules.stateHash(state));
        const saved = JSON.parse(data.get('chicane.race.autosave')!) as { replay: { actions: unknown[] } };
        expect(saved.replay.actions).toHaveLength(before.actions.length);
        undone++;
        expect(store.getState().act(action)).toBe(true);
      } else {
        expect(after.takeBack).toEqual([]);
        if (action.type === 'roll') rolls++;
      }
    }
    expect(undone).toBeGreaterThanOrEqual(5);
    expect(rolls).toBeGreaterThanOrEqual(2);
  });
});
