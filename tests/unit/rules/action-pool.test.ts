/**
 * Start Frei's listed actions with lists or field choices are made once per
 * content (src/rules/start-frei/action-pool.ts): equal fields, the same frozen
 * object, so the boundary reads each distinct action with the schema once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameById } from '../../../src/rules';
import { runGame } from '../../../src/sim';
import { moveAction, overtakeRollAction, useDrsAction } from '../../../src/rules/start-frei/action-pool';
import { benchTrack } from './helpers/bench-track';

function deepFrozen(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return true;
  return Object.isFrozen(v) && Object.values(v).every(deepFrozen);
}

describe('the pool of listed actions', () => {
  it('gives one frozen move per list of switches', () => {
    const a = moveAction([3, 17]);
    expect(moveAction([3, 17])).toBe(a);
    expect(a).toEqual({ type: 'move', switches: [3, 17] });
    expect(deepFrozen(a)).toBe(true);
    expect(moveAction([3])).not.toBe(a);
    expect(moveAction([17, 3])).not.toBe(a);
    expect(moveAction([])).toBe(moveAction([]));
    expect(moveAction([])).toEqual({ type: 'move', switches: [] });
  });

  it('gives one frozen overtaking roll per target and switches', () => {
    const a = overtakeRollAction(1, [5]);
    expect(overtakeRollAction(1, [5])).toBe(a);
    expect(a).toEqual({ type: 'roll', overtake: { target: 1, switches: [5] } });
    expect(deepFrozen(a)).toBe(true);
    expect(overtakeRollAction(2, [5])).not.toBe(a);
    expect(overtakeRollAction(1, [])).not.toBe(a);
  });

  it('gives one frozen DRS use per slot and fields, keeping their order', () => {
    const up = useDrsAction({ type: 'use-drs', slot: 0, dir: 'up' });
    expect(useDrsAction({ type: 'use-drs', slot: 0, dir: 'up' })).toBe(up);
    expect(JSON.stringify(up)).toBe('{"type":"use-drs","slot":0,"dir":"up"}');
    expect(useDrsAction({ type: 'use-drs', slot: 0, dir: 'down' })).not.toBe(up);
    expect(useDrsAction({ type: 'use-drs', slot: 1, dir: 'up' })).not.toBe(up);
    const plus = useDrsAction({ type: 'use-drs', slot: 0, delta: 1 });
    expect(plus).not.toBe(useDrsAction({ type: 'use-drs', slot: 0, delta: -1 }));
    expect(plus).not.toBe(useDrsAction({ type: 'use-drs', slot: 0 }));
    expect(useDrsAction({ type: 'use-drs', slot: 0, delta: 1 })).toBe(plus);
    expect(Object.isFrozen(useDrsAction({ type: 'use-drs', slot: 0, delta: 0.5 }))).toBe(true);
  });
});

describe('the boundary over a whole race', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not read again an action it has read: the same race a second time takes no schema read', () => {
    const game = gameById('start-frei');
    const seats = ['heuristic', 'random', 'heuristic', 'heuristic'].map((kind, i) => ({ name: `Car ${i + 1}`, kind }));
    const first = runGame(game, { graph: benchTrack() }, {}, seats, 4242);
    const parse = vi.spyOn(game.actionSchema, 'safeParse');
    const again = runGame(game, { graph: benchTrack() }, {}, seats, 4242);
    expect(again.over).toBe(true);
    expect(again.moves).toEqual(first.moves);
    // Every action of the second race is the very object the first race's boundary read (moves, passes, DRS uses too).
    expect(parse).not.toHaveBeenCalled();
    for (let i = 0; i < first.moves.length; i++) expect(again.moves[i]!.action).toBe(first.moves[i]!.action);
  });
});
