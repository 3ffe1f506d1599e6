/** Special functions of cards and DRS markers (start-frei: "Special Functions", "DRS Markers"). */
import { describe, expect, it } from 'vitest';
import { legalActions, stateFromPosition, type Action } from '../../../src/rules/start-frei';
import { makeOvalGraph, sid } from './helpers/graphs';
import { ofType, play } from './helpers/play';

const L = 24;
const at = (lane: number, pos: number) => sid({ lapLength: L }, lane, pos);
const graph = makeOvalGraph({ lapLength: L, chicanes: [[0, 12, 'normal']], grid: [[0, 2], [0, 1], [1, 1]] });
const CARD = { freeAdjust: 2, coins2: 1, paid3: 47, positionPaid: 34, ignore2: 20, positionInstr: 11, rollOnly: 4 };

function turnWith(cardId: number, car: object = {}, dice: (number | 'drs')[] = [], other = at(0, 1)) {
  return stateFromPosition(
    graph,
    {
      cars: [{ name: 'Red', space: at(0, 8), gear: 'yellow', coins: 5, ...car }, { name: 'Yellow', space: other }],
      turn: { player: 0, card: cardId },
    },
    dice,
  );
}
const types = (actions: readonly Action[]) => actions.map((a) => a.type);

describe('card special functions', () => {
  it('free ±1 once per turn', () => {
    const rolled = play(turnWith(CARD.freeAdjust, {}, [2]), [{ type: 'roll' }]).state;
    expect(legalActions(rolled).filter((a) => a.type === 'adjust')).toHaveLength(2);
    // Card 19: roll, shift, roll with the free change; the second roll (the lowest gear's die) has none left and moves by itself.
    const { state, events } = play(turnWith(19, {}, [2, 1]), [{ type: 'roll' }, { type: 'adjust', delta: 1, pay: 'free' }, { type: 'shift', dir: 'down' }, { type: 'roll' }]);
    expect(ofType(events, 'RollChanged')).toEqual([{ type: 'RollChanged', player: 0, from: 2, to: 3, source: 'free' }]);
    expect(state.players[0]!.space).toBe(at(0, 12));
  });

  it('paid ±1 costs 1 coin each, up to the printed number of times', () => {
    const up: Action = { type: 'adjust', delta: 1, pay: 'paid' };
    const { state, events } = play(turnWith(CARD.paid3, {}, [1]), [{ type: 'roll' }, up, up, up]);
    expect(ofType(events, 'RollChanged').map((e) => e.to)).toEqual([2, 3, 4]);
    // 3 coins paid, then the exact stop on the chicane 4 spaces ahead wins 1.
    expect(state.players[0]!.space).toBe(at(0, 12));
    expect(state.players[0]!.coins).toBe(5 - 3 + 1);
  });

  it('position-dependent paid change: first place pays 4 per point, last place 1', () => {
    const first = turnWith(CARD.positionPaid, { coins: 4 }, [1]);
    const a = play(first, [{ type: 'roll' }, { type: 'adjust', delta: 1, pay: 'paid' }]).state;
    expect(a.players[0]!.coins).toBe(0);
    const last = turnWith(CARD.positionPaid, { coins: 4, space: at(0, 0) }, [1], at(0, 20));
    const b = play(last, [{ type: 'roll' }, { type: 'adjust', delta: 1, pay: 'paid' }]).state;
    expect(b.players[0]!.coins).toBe(3);
    expect(legalActions(b).filter((x) => x.type === 'adjust')).toEqual([{ type: 'adjust', delta: 1, pay: 'paid' }]);
  });

  it('coin cards: all coins at once, at any time, once; the turn waits for the choice', () => {
    const { state, events } = play(turnWith(CARD.coins2, {}, [1]), [{ type: 'take-coins' }, { type: 'roll' }]);
    expect(ofType(events, 'CoinsChanged')[0]).toMatchObject({ delta: 2, reason: 'card' });
    expect(state.turn).toBeNull();
    const waiting = play(turnWith(CARD.coins2, {}, [1]), [{ type: 'roll' }]).state;
    expect(types(legalActions(waiting))).toEqual(['take-coins', 'end-turn']);
  });

  it('ignore a chicane for 1 coin', () => {
    const { state, events } = play(turnWith(CARD.ignore2, { space: at(0, 11) }, [3]), [{ type: 'roll' }, { type: 'ignore-chicane' }, { type: 'move', switches: [] }]);
    expect(state.players[0]!.space).toBe(at(0, 14));
    expect(state.players[0]!.coins).toBe(4);
    expect(ofType(events, 'ChicaneIgnored')).toHaveLength(1);
  });

  it('position-dependent race instructions: 1 for the leader, 3 for the last car', () => {
    expect(turnWith(CARD.positionInstr).turn!.queue).toEqual(['roll']);
    expect(turnWith(CARD.positionInstr, { space: at(0, 0) }, [], at(0, 20)).turn!.queue).toEqual(['shift', 'roll', 'roll']);
  });
});

describe('DRS markers', () => {
  it('a DRS roll is an extra race instruction, a DRS shift shifts at once', () => {
    // Markers: 0 shift, 2 roll.
    const s = turnWith(CARD.rollOnly, { drs: [0, 2] }, [1, 2]);
    const { state } = play(s, [{ type: 'roll' }, { type: 'use-drs', slot: 1 }, { type: 'roll' }]);
    expect(state.players[0]!.space).toBe(at(0, 11));
    expect(state.drsPile.at(-1)).toBe(2);
    const shifted = play(state, [{ type: 'use-drs', slot: 0, dir: 'up' }]).state;
    expect(shifted.players[0]!.gear).toBe(2);
    expect(shifted.turn).toBeNull();
  });

  it('a third marker is looked at, then kept in a slot or put back under the pile', () => {
    const s = turnWith(CARD.rollOnly, { drs: [0, 1], gear: 'orange' }, [2, 'drs'], at(0, 11));
    const { state } = play(s, [{ type: 'roll', overtake: { target: 1, switches: [] } }]);
    expect(state.turn!.drsOffer).not.toBeNull();
    expect(legalActions(state)).toEqual([
      { type: 'keep-drs', slot: null },
      { type: 'keep-drs', slot: 0 },
      { type: 'keep-drs', slot: 1 },
    ]);
    const offer = state.turn!.drsOffer!;
    const kept = play(state, [{ type: 'keep-drs', slot: 1 }]).state;
    expect(kept.players[0]!.drs).toEqual([0, offer]);
    expect(kept.drsPile.at(-1)).toBe(1);
  });
});
