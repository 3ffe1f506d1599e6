/**
 * The worked examples of the rulebook as scenario tests
 * (start-frei: "Example: Chicane", "Example: Switch", "Examples of Overtaking Manoeuvres").
 * Red is player 0 throughout; lane 0 is the lane Red starts in.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, previewMove, stateFromPosition } from '../../../src/rules/start-frei';
import { makeOvalGraph, sid } from './helpers/graphs';
import { ofType, play } from './helpers/play';

const L = 24;
const at = (lane: number, pos: number) => sid({ lapLength: L }, lane, pos);
// Card 4 is a starter card with a single "roll" instruction and no special function.
const ROLL_ONLY = 4;

describe('Example: Chicane', () => {
  // Red, orange gear, rolls 4. Two spaces ahead in his lane is a chicane; a switch
  // takes him to the outer lane, where the chicane of the curve is 4 spaces ahead.
  const graph = makeOvalGraph({ lapLength: L, chicanes: [[0, 12, 'normal'], [1, 14, 'dangerous']], switches: [[0, 11]], grid: [[0, 2], [0, 1]] });
  const position = {
    cars: [
      { name: 'Red', space: at(0, 10), gear: 'orange' as const, coins: 2 },
      { name: 'Yellow', space: at(0, 1) },
    ],
    turn: { player: 0, card: ROLL_ONLY },
  };

  it('previews both ways: too fast in the own lane, exact in the outer lane', () => {
    const s = stateFromPosition(graph, position);
    const options = previewMove(s, 4);
    expect(options).toHaveLength(2);
    const straight = options.find((o) => o.switches.length === 0)!;
    expect(straight.end).toBe(at(0, 12));
    expect(straight.chicane).toEqual({ space: at(0, 12), kind: 'normal', exact: false });
    expect(straight.shiftDown).toBe(1);
    expect(straight.lapsed).toBe(2);
    const viaSwitch = options.find((o) => o.switches.length === 1)!;
    expect(viaSwitch.path).toEqual([at(0, 11), at(1, 12), at(1, 13), at(1, 14)]);
    expect(viaSwitch.chicane).toEqual({ space: at(1, 14), kind: 'dangerous', exact: true });
  });

  it('pays 1 coin for the switch and wins 1 for the exact chicane', () => {
    const s = stateFromPosition(graph, position, [4]);
    const { state, events } = play(s, [{ type: 'roll' }, { type: 'move', switches: [at(0, 11)] }]);
    expect(state.players[0]!.space).toBe(at(1, 14));
    expect(state.players[0]!.coins).toBe(2);
    expect(state.players[0]!.gear).toBe(2);
    expect(ofType(events, 'SwitchUsed')).toHaveLength(1);
    expect(ofType(events, 'ChicaneHit')[0]).toMatchObject({ exact: true, kind: 'dangerous' });
  });
});

describe('Example: Switch', () => {
  // Red, yellow gear, rolls 3 and uses both switches to get in front of Yellow.
  const graph = makeOvalGraph({ lapLength: L, switches: [[0, 10], [1, 12]], grid: [[0, 2], [0, 1]] });
  it('drives past Yellow over two switches, paying 2 coins, without an overtaking reward', () => {
    const s = stateFromPosition(graph, {
      cars: [
        { name: 'Red', space: at(0, 10), gear: 'yellow', coins: 3 },
        { name: 'Yellow', space: at(0, 12) },
      ],
      turn: { player: 0, card: ROLL_ONLY },
    }, [3]);
    const { state, events } = play(s, [{ type: 'roll' }, { type: 'move', switches: [at(0, 10), at(1, 12)] }]);
    expect(state.players[0]!.space).toBe(at(0, 13));
    expect(state.players[0]!.coins).toBe(1);
    expect(ofType(events, 'SwitchUsed').map((e) => e.at)).toEqual([at(0, 10), at(1, 12)]);
    expect(ofType(events, 'OvertakeResolved')).toHaveLength(0);
  });
});

describe('Examples of Overtaking Manoeuvres', () => {
  // Two switches from Red's lane to the other lane; "the first switch" is the one at position 10.
  const graph = makeOvalGraph({ lapLength: L, switches: [[0, 10], [0, 11]], grid: [[0, 2], [0, 1], [1, 1]] });
  const red = (gear: 'yellow' | 'orange' | 'red', drs: number[] = []) => ({ name: 'Red', space: at(0, 10), gear, coins: 3, drs });
  const overtakeYellow = { type: 'roll' as const, overtake: { target: 1, switches: [at(0, 10)] } };

  it('1: out of reach of the current gear, no announcement (not even with a DRS marker)', () => {
    const s = stateFromPosition(graph, { cars: [red('yellow', [4]), { name: 'Yellow', space: at(1, 14) }], turn: { player: 0, card: ROLL_ONLY } });
    const rolls = legalActions(s).filter((a) => a.type === 'roll');
    expect(rolls).toEqual([{ type: 'roll' }]);
  });

  const single = (gear: 'orange' | 'red', dice: (number | 'drs')[], drs: number[] = []) =>
    stateFromPosition(graph, { cars: [red(gear, drs), { name: 'Yellow', space: at(1, 14) }], turn: { player: 0, card: ROLL_ONLY } }, dice);

  it('2: orange 2 + boost 1 = 3 — too slow, no braking, stays in orange', () => {
    const { state, events } = play(single('orange', [2, 1]), [overtakeYellow]);
    expect(ofType(events, 'OvertakeResolved')[0]!.outcome).toBe('too-slow');
    expect(state.players[0]!.space).toBe(at(1, 13));
    expect(state.players[0]!.gear).toBe(2);
    expect(state.players[0]!.coins).toBe(2);
  });

  it('3: orange 2 + boost 2 = 4 — runs into Yellow, brakes and shifts down', () => {
    const { state, events } = play(single('orange', [2, 2]), [overtakeYellow]);
    expect(ofType(events, 'OvertakeResolved')[0]!.outcome).toBe('braking');
    expect(state.players[0]!.space).toBe(at(1, 13));
    expect(state.players[0]!.gear).toBe(1);
  });

  it('4: red 4 + boost 1 = 5 against a column of 2; a DRS +1 makes it, 2 coins', () => {
    // DRS marker 4 is "change the roll by 1".
    const s = stateFromPosition(
      graph,
      { cars: [red('red', [4]), { name: 'Yellow', space: at(1, 14) }, { name: 'Blue', space: at(1, 15) }], turn: { player: 0, card: ROLL_ONLY } },
      [4, 1],
    );
    const announce = { type: 'roll' as const, overtake: { target: 2, switches: [at(0, 10)] } };
    // With nothing left to change the roll and one way to drive, the move follows by itself.
    const { state, events } = play(s, [announce, { type: 'use-drs', slot: 0, delta: 1 }]);
    expect(ofType(events, 'OvertakeAnnounced')[0]!.column).toEqual([1, 2]);
    expect(ofType(events, 'OvertakeResolved')[0]).toMatchObject({ outcome: 'made-it', overtaken: [1, 2] });
    expect(state.players[0]!.space).toBe(at(1, 16));
    expect(state.players[0]!.coins).toBe(3 - 1 + 2);
  });

  it('5: orange 2 + DRS — braked out and too slow, draws a DRS marker', () => {
    const s = stateFromPosition(graph, { cars: [red('orange'), { name: 'Yellow', space: at(0, 13) }], turn: { player: 0, card: ROLL_ONLY } }, [2, 'drs']);
    const { state, events } = play(s, [{ type: 'roll', overtake: { target: 1, switches: [] } }]);
    expect(ofType(events, 'OvertakeResolved')[0]!.outcome).toBe('braked-out-too-slow');
    expect(state.players[0]!.space).toBe(at(0, 12));
    expect(state.players[0]!.gear).toBe(2);
    expect(state.players[0]!.drs).toHaveLength(1);
  });

  it('6: red 4 + DRS — braked out and run into: DRS marker and shift down', () => {
    const s = stateFromPosition(graph, { cars: [red('red'), { name: 'Yellow', space: at(0, 13) }], turn: { player: 0, card: ROLL_ONLY } }, [4, 'drs']);
    const { state, events } = play(s, [{ type: 'roll', overtake: { target: 1, switches: [] } }]);
    expect(ofType(events, 'OvertakeResolved')[0]!.outcome).toBe('braked-out-run-into');
    expect(state.players[0]!.space).toBe(at(0, 12));
    expect(state.players[0]!.gear).toBe(2);
    expect(state.players[0]!.drs).toHaveLength(1);
    expect(ofType(events, 'Braked')).toHaveLength(1);
  });
});
