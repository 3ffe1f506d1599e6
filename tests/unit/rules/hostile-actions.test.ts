/**
 * Issue 13, "Actions from outside are parsed, not trusted": the reproducers,
 * on applyAction and on the game's adapter.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, legalActionsOf, type Action, type GameState } from '../../../src/rules/start-frei';
import { startFreiGame } from '../../../src/rules/registry';
import { gameHash } from '../../../src/rules/core/moves';
import { benchTrack } from './helpers/bench-track';

const fresh = (): GameState => createGame({ track: benchTrack(), players: [{ name: 'A' }, { name: 'B' }] }, 7);
const hash = (s: GameState) => gameHash(startFreiGame, s);
const hostile = (x: unknown) => x as Action;

describe('actions from outside are parsed, not trusted', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an inherited type', { type: '__proto__' }, /unknown action type '__proto__'/],
    ['another inherited type', { type: 'toString' }, /unknown action type 'toString'/],
    ['a constructor type', { type: 'constructor' }, /unknown action type/],
    ['a string player', { type: 'choose', player: '0', card: 1 }, /malformed: player/],
    ['a missing card', { type: 'choose', player: 0 }, /malformed: card/],
    ['a bad shift', { type: 'shift', dir: 'sideways' }, /malformed: dir/],
    ['switches that are no list', { type: 'move', switches: 'x' }, /malformed: switches/],
    ['no object', 42, /unknown action type/],
    ['null', null, /unknown action type/],
    ['a type that is no string', { type: 7 }, /unknown action type number/],
  ];
  for (const [what, action, message] of cases) {
    it(`applyAction refuses ${what} in one line, the state unchanged`, () => {
      const s = fresh();
      const before = hash(s);
      const r = applyAction(s, hostile(action));
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.message).toMatch(message);
      expect(r.message).not.toMatch(/\n/);
      expect(hash(s)).toBe(before);
    });
    it(`the adapter refuses ${what} in one line`, () => {
      const s = fresh();
      const before = hash(s);
      const r = startFreiGame.apply(s, 0, hostile(action));
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.message).toMatch(message);
      expect(r.message).not.toMatch(/\n/);
      expect(hash(s)).toBe(before);
    });
  }

  it('a string player is refused even where the number would be legal', () => {
    const s = fresh();
    const legal = legalActionsOf(s, 0)[0]!;
    expect(legal.type).toBe('choose');
    expect(applyAction(s, legal).ok).toBe(true);
    const asString = hostile({ ...legal, player: '0' });
    expect(applyAction(s, asString).ok).toBe(false);
    expect(startFreiGame.apply(s, 0, asString).ok).toBe(false);
  });

  it('a copy of a legal action (not the one handed out) is parsed and accepted', () => {
    const s = fresh();
    const legal = legalActions(s)[0]!;
    expect(applyAction(s, JSON.parse(JSON.stringify(legal)) as Action).ok).toBe(true);
  });

  it('what legalActions hands out cannot widen what is legal: the list is a copy, its actions frozen', () => {
    const s = fresh();
    const illegal: Action = { type: 'choose', player: 0, card: 66 };
    const list = legalActions(s);
    (list as Action[]).push(illegal);
    expect(legalActions(s)).not.toContain(illegal);
    expect(() => ((list[0] as { card: number }).card = 66)).toThrow(TypeError);
    const mine = legalActionsOf(s, 0);
    (mine as Action[]).push(illegal);
    expect(Object.isFrozen(mine[0])).toBe(true);
    // The memos still answer: an illegal card stays illegal, on both paths.
    expect(applyAction(s, illegal).ok).toBe(false);
    expect(startFreiGame.apply(s, 0, illegal).ok).toBe(false);
    expect(legalActionsOf(s, 0)).toHaveLength(6);
  });

  it('frozen actions carry frozen switch lists', () => {
    // Play random legal actions until a move or an overtaking roll is listed.
    let s = fresh();
    for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
      const list = legalActions(s);
      for (const a of list) {
        if (a.type === 'move') expect(Object.isFrozen(a.switches)).toBe(true);
        if (a.type === 'roll' && a.overtake) expect(Object.isFrozen(a.overtake) && Object.isFrozen(a.overtake.switches)).toBe(true);
      }
      const r = applyAction(s, list[i % list.length]!);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
  });
});
