/**
 * Specials are the player's at any point of the turn (start-frei: "The
 * special function of a card may - but need not - be used at any point during
 * one's own turn"; card coins "may be taken at any time ... if the player e.g.
 * needs Carrera Coins for lane changes"; DRS markers "may be used at any time
 * during one's own turn"). The engine settles a move by itself only when
 * nothing optional the player holds could change what is legal.
 *
 * Every position: Red rolls a 2 on the yellow die with Yellow right in front,
 * so without a special the only way to drive is to brake.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pendingMoveOptions, stateFromPosition, type Action } from '../../../src/rules/start-frei';
import { makeOvalGraph, sid } from './helpers/graphs';
import { ofType, play } from './helpers/play';

const L = 24;
const at = (lane: number, pos: number) => sid({ lapLength: L }, lane, pos);
// A switch from Red's space to the other lane; a chicane three spaces ahead in the other lane.
const graph = makeOvalGraph({ lapLength: L, switches: [[0, 8]], chicanes: [[1, 11, 'normal']] });
const CARD = { rollOnly: 4, coins2: 1, freeAdjust: 2, paid3: 47, positionPaid: 34, ignore2: 20 };
const DRS = { shift: 0, roll: 2, change1: 4, change2: 7, ignore: 8 };

function rolled(cardId: number, car: { coins?: number; drs?: readonly number[] } = {}) {
  const s = stateFromPosition(
    graph,
    {
      cars: [
        { name: 'Red', space: at(0, 8), gear: 'yellow', coins: 0, ...car, drs: car.drs ? [...car.drs] : [] },
        { name: 'Yellow', space: at(0, 9) },
      ],
      turn: { player: 0, card: cardId },
    },
    [2],
  );
  return play(s, [{ type: 'roll' }]);
}

const has = (actions: readonly Action[], want: Partial<Action>) => actions.some((a) => Object.entries(want).every(([k, v]) => (a as Record<string, unknown>)[k] === v));

describe('a roll whose only way is a brake', () => {
  it('with nothing optional the engine brakes by itself (the baseline the other rows differ from)', () => {
    const { state, events } = rolled(CARD.rollOnly);
    expect(ofType(events, 'Braked')).toHaveLength(1);
    expect(ofType(events, 'TurnEnded')).toHaveLength(1);
    expect(state.players[0]!.space).toBe(at(0, 8));
  });

  it.each([
    ['card coins (0 coins, a switch to pay)', CARD.coins2, {}, { type: 'take-coins' }],
    ['a free change', CARD.freeAdjust, {}, { type: 'adjust', pay: 'free' }],
    ['a paid change', CARD.paid3, { coins: 1 }, { type: 'adjust', pay: 'paid' }],
    ['a position-dependent paid change', CARD.positionPaid, { coins: 4 }, { type: 'adjust', pay: 'paid' }],
    ['an ignore of a chicane', CARD.ignore2, { coins: 1 }, { type: 'ignore-chicane' }],
    ['a DRS change-by-1 marker', CARD.rollOnly, { drs: [DRS.change1] }, { type: 'use-drs', slot: 0 }],
    ['a DRS change-by-2 marker', CARD.rollOnly, { drs: [DRS.change2] }, { type: 'use-drs', slot: 0 }],
    ['a DRS ignore marker', CARD.rollOnly, { drs: [DRS.ignore] }, { type: 'use-drs', slot: 0 }],
  ] as const)('holding %s: the engine waits and offers it', (_name, cardId, car, want) => {
    const { state, events } = rolled(cardId, car);
    expect(ofType(events, 'Braked')).toHaveLength(0);
    expect(state.turn!.pending).not.toBeNull();
    const legal = legalActions(state);
    expect(has(legal, want as Partial<Action>)).toBe(true);
    expect(legal).toContainEqual({ type: 'move', switches: [] });
  });

  it('card coins open the switch: after taking them the player may drive round the car ahead', () => {
    const { state } = rolled(CARD.coins2);
    expect(pendingMoveOptions(state)).toHaveLength(1);
    const { state: after } = play(state, [{ type: 'take-coins' }]);
    expect(after.players[0]!.coins).toBe(2);
    expect(legalActions(after)).toContainEqual({ type: 'move', switches: [at(0, 8)] });
    const { state: moved, events } = play(after, [{ type: 'move', switches: [at(0, 8)] }]);
    expect(ofType(events, 'Braked')).toHaveLength(0);
    expect(moved.players[0]!.space).toBe(at(1, 10));
    expect(moved.players[0]!.coins).toBe(1);
  });

  it('card coins that could not change the move: it settles, and the turn waits for the coins', () => {
    // No switch in reach (Red two spaces further on), so coins change nothing about the move.
    const s = stateFromPosition(
      graph,
      { cars: [{ name: 'Red', space: at(0, 10), gear: 'yellow', coins: 0 }, { name: 'Yellow', space: at(0, 11) }], turn: { player: 0, card: CARD.coins2 } },
      [2],
    );
    const { state, events } = play(s, [{ type: 'roll' }]);
    expect(ofType(events, 'Braked')).toHaveLength(1);
    expect(state.phase).toBe('turn');
    expect(legalActions(state)).toContainEqual({ type: 'take-coins' });
    expect(legalActions(state)).toContainEqual({ type: 'end-turn' });
  });

  it.each([
    ['a DRS shift marker', DRS.shift],
    ['a DRS roll marker', DRS.roll],
  ])('holding %s (it cannot touch a pending roll): the move settles, the turn waits and offers the marker', (_name, marker) => {
    const { state, events } = rolled(CARD.rollOnly, { drs: [marker] });
    expect(ofType(events, 'Braked')).toHaveLength(1);
    expect(state.phase).toBe('turn');
    expect(has(legalActions(state), { type: 'use-drs', slot: 0 })).toBe(true);
  });
});
