/** One test per movement rule (start-frei: "Rolling & Moving", "Chicanes", "Lane Change", "Braking!"). */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, previewMove, stateFromPosition } from '../../../src/rules/start-frei';
import { makeOvalGraph, sid } from './helpers/graphs';
import { ofType, play } from './helpers/play';

const L = 24;
const at = (lane: number, pos: number) => sid({ lapLength: L }, lane, pos);
const ROLL_ONLY = 4;
const graph = makeOvalGraph({
  lapLength: L,
  chicanes: [[0, 12, 'normal'], [0, 16, 'dangerous']],
  switches: [[0, 10]],
  grid: [[0, 2], [0, 1]],
});
const position = (car: object, other = at(0, 1)) => ({
  cars: [{ name: 'Red', space: at(0, 10), gear: 'orange' as const, coins: 2, ...car }, { name: 'Yellow', space: other }],
  turn: { player: 0, card: ROLL_ONLY },
});

describe('movement', () => {
  it('drives out all points: every option without a stop uses the whole roll', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 2) }));
    for (const o of previewMove(s, 3)) expect(o.path).toHaveLength(3);
  });

  it('an exact stop on a chicane wins 1 coin', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 9), coins: 0 }), [3]);
    const { state, events } = play(s, [{ type: 'roll' }]);
    expect(state.players[0]!.space).toBe(at(0, 12));
    expect(state.players[0]!.coins).toBe(1);
    expect(ofType(events, 'ChicaneHit')[0]!.exact).toBe(true);
  });

  it('too fast for a normal chicane: stop on it, surplus lapses, shift down 1', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 11), coins: 0 }), [3]);
    const { state } = play(s, [{ type: 'roll' }]);
    expect(state.players[0]!.space).toBe(at(0, 12));
    expect(state.players[0]!.gear).toBe(1);
  });

  it('too fast for a dangerous chicane: shift down 2', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 14), gear: 'red' }), [4]);
    const { state } = play(s, [{ type: 'roll' }]);
    expect(state.players[0]!.space).toBe(at(0, 16));
    expect(state.players[0]!.gear).toBe(1);
  });

  it('shifting down stops at the lowest gear', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 15), gear: 'yellow' }), [2]);
    const { state } = play(s, [{ type: 'roll' }]);
    expect(state.players[0]!.gear).toBe(0);
  });

  it('no coin, no lane change', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 9), coins: 0 }));
    expect(previewMove(s, 3).every((o) => o.switches.length === 0)).toBe(true);
    const rich = stateFromPosition(graph, position({ space: at(0, 9), coins: 1 }));
    expect(previewMove(rich, 3).some((o) => o.switches.length === 1)).toBe(true);
  });

  it('running into a car without an announcement: brake behind it, shift down 1', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 2) }, at(0, 4)), [3]);
    const { state, events } = play(s, [{ type: 'roll' }]);
    expect(state.players[0]!.space).toBe(at(0, 3));
    expect(state.players[0]!.gear).toBe(1);
    expect(ofType(events, 'Braked')[0]!.behind).toBe(1);
  });

  it('the end of the laid track is a wall (assumption): the car stops there', () => {
    // 2 spaces per piece: pieces 0–2 laid = positions 0–5.
    const s = stateFromPosition(graph, { ...position({ space: at(0, 3) }), laid: 3 }, [4]);
    const { state, events } = play(s, [{ type: 'roll' }]);
    expect(state.players[0]!.space).toBe(at(0, 5));
    expect(ofType(events, 'WallReached')).toHaveLength(1);
  });

  it('a rejected action leaves the state untouched', () => {
    const s = stateFromPosition(graph, position({}));
    const r = applyAction(s, { type: 'move', switches: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('not-now');
    expect(applyAction(s, { type: 'shift', dir: 'up' })).toMatchObject({ ok: false });
    expect(legalActions(s)).toEqual([{ type: 'roll' }]);
  });

  it('crossing the start/finish line counts a lap', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 22) }), [3]);
    const { state, events } = play(s, [{ type: 'roll' }]);
    expect(state.players[0]!.laps).toBe(1);
    expect(ofType(events, 'LapCompleted')).toEqual([{ type: 'LapCompleted', player: 0, lap: 1 }]);
  });
});

describe('overtaking rules', () => {
  it('a chicane between the cars must be ignorable to announce', () => {
    const without = stateFromPosition(graph, position({ space: at(0, 10), coins: 0 }, at(0, 13)));
    expect(legalActions(without).filter((a) => a.type === 'roll')).toHaveLength(1);
    // DRS marker 8 is "ignore a chicane".
    const withDrs = stateFromPosition(graph, position({ space: at(0, 10), coins: 0, drs: [8] }, at(0, 13)));
    expect(legalActions(withDrs).filter((a) => a.type === 'roll')).toHaveLength(2);
  });

  it('made it: the chicane under the overtaken car is ignored and 1 coin is won', () => {
    const s = stateFromPosition(graph, position({ space: at(0, 9), coins: 0 }, at(0, 12)), [3, 2]);
    const { state, events } = play(s, [{ type: 'roll', overtake: { target: 1, switches: [] } }]);
    expect(state.players[0]!.space).toBe(at(0, 14));
    expect(state.players[0]!.gear).toBe(2);
    expect(state.players[0]!.coins).toBe(1);
    expect(ofType(events, 'ChicaneIgnored').map((e) => e.space)).toEqual([at(0, 12)]);
  });
});
