import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../../src/rules/core';
import { toyClient, toyGame, type A } from './toy-game';
import { applyMove, botActors, botMove, handoffTo, humanActors, humanToAct, isOver, newSession, prepareBoard, replayMoves, resultOf, runBots, tokensOf } from '../../../src/app/play/session';
import { tokenColours } from '../../../src/app/play/colours';

const game = toyGame as unknown as AnyGame;

function start(kinds: readonly string[]) {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  expect(board.value.graph).toBeNull();
  expect(board.value.source).toEqual({ kind: 'example', name: 'Small map' });
  const r = newSession(game, toyClient, board.value, kinds.map((kind, i) => ({ name: ['Anna', 'Ben', 'Carla'][i]!, kind })), 3);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('the shell plays a game it does not know', () => {
  it('several tokens a seat, each in its own colour', () => {
    const s = start(['human', 'human', 'steady']);
    const colours = tokenColours(tokensOf(s));
    expect(Object.keys(colours)).toHaveLength(6);
    expect(new Set(Object.values(colours)).size).toBe(6);
  });

  it('everyone chooses at once: the bots do not wait for the people, and the people pass the device in secret', () => {
    let s = start(['human', 'human', 'steady']);
    expect(humanActors(s)).toEqual([0, 1]);
    expect(botActors(s)).toEqual([2]);
    expect(s.secret).toBe(true);
    const r = runBots(s, 10);
    expect(r.ok).toBe(true);
    s = r.ok ? r.value : s;
    expect(botActors(s)).toEqual([]);
    expect(humanActors(s)).toEqual([0, 1]);
    expect(handoffTo(s, null)).toBe(0);
    const two: A = { type: 'pick', n: 2 };
    const a = applyMove(s, 0, two);
    s = a.ok ? a.value : s;
    expect(handoffTo(s, 0)).toBe(1);
    expect(humanToAct(s, 0)).toBe(1);
    const one: A = { type: 'pick', n: 1 };
    const b = applyMove(s, 1, one);
    s = b.ok ? b.value : s;
    expect(s.log.map((l) => l.text)).toEqual(['Carla has chosen', 'Anna has chosen', 'Ben has chosen']);
    // A new round: every seat chooses again, still in secret.
    expect(s.secret).toBe(true);
    expect(botMove(s)).not.toBeNull();
  });

  it('a team result at the end, and the moves replay to the same state', () => {
    let s = start(['steady', 'steady']);
    const r = runBots(s, 100);
    s = r.ok ? r.value : s;
    expect(isOver(s)).toBe(true);
    expect(resultOf(s)).toEqual({ kind: 'team', won: true, score: 12, reason: 'All three rounds are played.' });
    const again = replayMoves(start(['steady', 'steady']), s.moves, []);
    expect(again.ok && again.value.state).toEqual(s.state);
  });
});
