import { describe, expect, it } from 'vitest';
import { formula1Game, movePaths, speedChoices } from '../../../src/rules/formula-1';
import { position, presetGraph, sq, straightGraph, toAct } from './helpers';

const spec = { lanes: 3, length: 20 };
const graph = straightGraph(spec);

describe('Formuła 1 movement (Figure 2)', () => {
  it('a car in the middle lane can move one square straight ahead or diagonally into either other lane', () => {
    const s = toAct(position(graph, [{ space: sq(spec, 1, 5), speed: 40 }, { space: sq(spec, 0, 15) }]), 0, 'move');
    const targets = movePaths(s, 0, 1).map((p) => p.at(-1));
    expect(targets.sort((a, b) => a! - b!)).toEqual([sq(spec, 0, 6), sq(spec, 1, 6), sq(spec, 2, 6)]);
  });

  it('on the preset, the middle lane at the grid reaches the three squares of the next row', () => {
    const g = presetGraph();
    // Square 7: middle lane, progress 29 on the start piece.
    const s = toAct(position(g, [{ space: 7, speed: 40 }, { space: 40 }]), 0, 'move');
    expect(
      movePaths(s, 0, 1)
        .map((p) => p[0])
        .sort((a, b) => a! - b!),
    ).toEqual([2, 8, 14]);
  });

  it('a car moves exactly speed/40 squares, always farther from the start', () => {
    const s = toAct(position(graph, [{ space: sq(spec, 0, 2), speed: 120 }, { space: sq(spec, 2, 15) }]), 0, 'move');
    const paths = movePaths(s, 0, 3);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      expect(p).toHaveLength(3);
      p.forEach((id, i) => expect(graph.spaces[id]!.progress).toBe(3 + i));
    }
  });

  it('one car per square: no path enters, crosses or jumps over an occupied square', () => {
    // A car straight ahead in lane 0, two squares away: lane 0 is closed beyond it.
    const blocker = sq(spec, 0, 4);
    const s = toAct(position(graph, [{ space: sq(spec, 0, 2), speed: 160 }, { space: blocker }]), 0, 'move');
    const paths = movePaths(s, 0, 4);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(p).not.toContain(blocker);
  });

  it('cars side by side in every lane close the road: no speed reaching past them is offered', () => {
    const s = position(graph, [{ space: sq(spec, 1, 2), speed: 80 }, { space: sq(spec, 0, 5) }, { space: sq(spec, 1, 5) }, { space: sq(spec, 2, 5) }]);
    expect(speedChoices(s, 0)).toEqual([0, 40, 80]);
  });

  it('the speed is chosen first, then the path; speed 0 ends the turn without a move', () => {
    const s = toAct(position(graph, [{ space: sq(spec, 1, 2), speed: 0 }, { space: sq(spec, 0, 10) }]), 0);
    const legal = formula1Game.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'speed', kmh: 120 });
    expect(legal).toContainEqual({ type: 'speed', kmh: 160 });
    const r = formula1Game.apply(s, 0, { type: 'speed', kmh: 120 });
    if (!r.ok) throw new Error(r.message);
    expect(r.state.phase).toBe('move');
    expect(r.state.cars[0]!.tyres).toBe(s.cars[0]!.tyres);
    const moves = formula1Game.legalActions(r.state, 0);
    expect(moves.every((a) => a.type === 'move' && a.path.length === 3)).toBe(true);
    const stay = formula1Game.apply(s, 0, { type: 'speed', kmh: 0 });
    if (!stay.ok) throw new Error(stay.message);
    expect(stay.state.cars[0]!.space).toBe(s.cars[0]!.space);
    expect(stay.state.phase).toBe('speed');
  });

  it('one path is listed per target and safe-speed squares crossed (paths only differing in plain squares are the same move)', () => {
    const s = toAct(position(graph, [{ space: sq(spec, 1, 2), speed: 80 }, { space: sq(spec, 0, 10) }]), 0, 'move');
    const paths = movePaths(s, 0, 2);
    const targets = paths.map((p) => p.at(-1));
    expect(new Set(targets).size).toBe(targets.length);
    expect(paths).toHaveLength(3);
  });
});
