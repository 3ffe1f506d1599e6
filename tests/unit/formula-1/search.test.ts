import { describe, expect, it } from 'vitest';
import { boardInfo, formula1Game, heuristicBot, movePaths, randomBot, speedChoices, TOP_SPEED, SPEED_STEP, type Formula1Action, type Formula1State } from '../../../src/rules/formula-1';
import { position, presetGraph, sq, straightGraph, toAct } from './helpers';

const g = presetGraph();

/** A few states of seeded races on the circuit (random and heuristic drivers), every tenth action. */
function someStates(): Formula1State[] {
  const out: Formula1State[] = [];
  for (const kind of ['random', 'heuristic']) {
    for (let seed = 0; seed < 3; seed++) {
      const seats = Array.from({ length: 6 }, (_, i) => ({ name: `Car ${i + 1}`, kind }));
      let s = formula1Game.setup({ graph: g }, { laps: 2 }, seats, seed);
      const bots = seats.map((_, i) => (kind === 'random' ? randomBot : heuristicBot)(seed * 10 + i));
      for (let step = 0; formula1Game.actors(s).length > 0; step++) {
        const seat = formula1Game.actors(s)[0]!;
        const legal = formula1Game.legalActions(s, seat);
        if (step % 10 === 0) out.push(s);
        const r = formula1Game.apply(s, seat, bots[seat]!.choose(s, seat, legal));
        if (!r.ok) throw new Error(r.message);
        s = r.state;
      }
    }
  }
  return out;
}

describe('Formuła 1 searches are kept, never trusted blindly', () => {
  const states = someStates();

  it('a copy of a state (nothing kept for it) lists the same actions and paths as the state itself', () => {
    expect(states.length).toBeGreaterThan(50);
    for (const s of states) {
      const seat = formula1Game.actors(s)[0]!;
      const ci = s.order[s.turn]!;
      const kept = formula1Game.legalActions(s, seat);
      const fresh = formula1Game.legalActions({ ...s }, seat);
      expect(fresh).toEqual(kept);
      for (let n = 1; n <= TOP_SPEED / SPEED_STEP; n++) expect(movePaths({ ...s }, ci, n)).toEqual(movePaths(s, ci, n));
    }
  });

  it('after a speed is set, the move lists the paths a new search finds at that speed', () => {
    let checked = 0;
    for (const s of states) {
      if (s.phase !== 'speed') continue;
      const seat = formula1Game.actors(s)[0]!;
      for (const a of formula1Game.legalActions(s, seat)) {
        if (a.type !== 'speed' || a.kmh === 0) continue;
        const r = formula1Game.apply(s, seat, a);
        if (!r.ok) throw new Error(r.message);
        const moves = formula1Game.legalActions(r.state, seat);
        const again = formula1Game.legalActions({ ...r.state }, seat);
        expect(moves).toEqual(again);
        expect(moves.length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('an action that was not listed for the state is still checked in full', () => {
    const s = states.find((x) => x.phase === 'speed')!;
    const seat = formula1Game.actors(s)[0]!;
    const listed = formula1Game.legalActions(s, seat);
    const move: Formula1Action = { type: 'move', path: [s.cars[s.order[s.turn]!]!.space] };
    const r = formula1Game.apply(s, seat, move);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('illegal-action');
    // A copy of a listed action (not the object handed out) is accepted as the listed one is.
    const a = listed[listed.length - 1]!;
    const byCopy = formula1Game.apply(s, seat, JSON.parse(JSON.stringify(a)) as Formula1Action);
    const byObject = formula1Game.apply(s, seat, a);
    expect(byCopy.ok && byObject.ok).toBe(true);
    if (byCopy.ok && byObject.ok) expect(byCopy.state).toEqual(byObject.state);
  });
});

describe('Formuła 1 paths on a loop short enough to come round again', () => {
  // One lane of 6 squares: a path of 7 squares would come back onto its own squares.
  const spec = { lanes: 1, length: 6 };
  const loop = straightGraph(spec);

  it('the board knows how many squares are safe from coming round (5 here, 15 on the circuit)', () => {
    expect(boardInfo(loop).loopFree).toBe(5);
    expect(boardInfo(g).loopFree).toBeGreaterThanOrEqual(TOP_SPEED / SPEED_STEP);
  });

  it('a path may end on the square the car left, never pass a square of its own path twice', () => {
    const s = toAct(position(loop, [{ space: sq(spec, 0, 0), speed: 240 }, { space: sq(spec, 0, 0), off: true }]), 0, 'move');
    expect(movePaths(s, 0, 6)).toEqual([[1, 2, 3, 4, 5, 0]]);
    expect(movePaths(s, 0, 7)).toEqual([]);
    expect(speedChoices(s, 0)).toContain(240);
  });
});
