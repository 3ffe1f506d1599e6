/**
 * Perft-style pins of the move generator (as chess.js): the number of legal
 * action sequences of a given depth from fixed positions. Chance comes from
 * the seeded generator in the state, so the counts are exact.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, stateFromPosition, type GameState } from '../../../src/rules/start-frei';
import { makeOvalGraph, sid } from './helpers/graphs';

function perft(state: GameState, depth: number): number {
  if (depth === 0) return 1;
  const actions = legalActions(state).slice();
  if (depth === 1) return actions.length;
  let n = 0;
  for (const a of actions) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`legal action rejected: ${r.code}`);
    n += perft(r.state, depth - 1);
  }
  return n;
}

const L = 24;
const at = (lane: number, pos: number) => sid({ lapLength: L }, lane, pos);
const graph = makeOvalGraph({ lapLength: L, chicanes: [[0, 12, 'normal'], [1, 13, 'dangerous']], switches: [[0, 9], [1, 10], [0, 11]] });

describe('perft', () => {
  it('from the start of a 2-player race', () => {
    const s = createGame({ track: graph, players: [{ name: 'A' }, { name: 'B' }] }, 42);
    expect([1, 2, 3].map((d) => perft(s, d))).toMatchInlineSnapshot(`
      [
        12,
        72,
        82,
      ]
    `);
  });

  it('from a turn with switches, a chicane, DRS markers and a card special', () => {
    const s = stateFromPosition(
      graph,
      {
        cars: [
          { name: 'Red', space: at(0, 8), gear: 'orange', coins: 3, drs: [4, 8] },
          { name: 'Yellow', space: at(1, 12) },
          { name: 'Blue', space: at(0, 14) },
        ],
        turn: { player: 0, card: 19 },
      },
      [],
      7,
    );
    expect([1, 2, 3, 4].map((d) => perft(s, d))).toMatchInlineSnapshot(`
      [
        4,
        26,
        104,
        256,
      ]
    `);
  });
});
