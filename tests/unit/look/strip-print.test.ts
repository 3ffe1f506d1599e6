import { describe, expect, it } from 'vitest';
import { catalogFor, centrelinePoint, toWorld } from '../../../src/track';
import { buildStrip, stripSpace } from '../../../src/games/start-frei/lessons/strip';
import { graphFeatureMarks, stripLayout, STRAIGHT_SPACES } from '../../../src/scene/look/strip-print';
import { drawPieces } from '../../../src/scene/builder/piece-drawing';
import { PRINT } from '../../../src/scene/builder/piece-drawing';

describe('stripLayout', () => {
  it('lays a strip of 24 spaces as six plain straights whose spaces sit where the strip puts them', () => {
    const layout = stripLayout(24)!;
    expect(layout.pieces).toHaveLength(6);
    expect(new Set(layout.pieces.map((p) => `${p.type}/${p.side}`))).toEqual(new Set(['sf-straight/A']));
    const graph = buildStrip({ length: 24 });
    const def = catalogFor('start-frei').byId.get('sf-straight')!;
    for (let lane = 0; lane < 2; lane++) {
      for (let pos = 0; pos < 24; pos++) {
        const piece = layout.pieces[Math.floor(pos / STRAIGHT_SPACES)]!;
        const k = pos % STRAIGHT_SPACES;
        // Lane offsets as the lane graph builder takes them: lane 0 on the left.
        const offset = (0.5 - lane) * catalogFor('start-frei').laneWidth;
        const p = toWorld({ x: piece.x, z: piece.z, heading: 0 }, centrelinePoint(def.length, 0, 0, (k + 0.5) / STRAIGHT_SPACES, offset));
        const s = graph.spaces[stripSpace({ length: 24 }, lane, pos)]!;
        expect(p.x).toBeCloseTo(s.x, 9);
        expect(p.z).toBeCloseTo(s.z, 9);
      }
    }
  });

  it('joins each straight to the next', () => {
    const layout = stripLayout(8)!;
    expect(layout.connections).toEqual([{ a: { piece: 'strip-0', port: 1 }, b: { piece: 'strip-1', port: 0 } }]);
  });

  it('is drawn as boards and white lines with no chicane of its own', () => {
    const d = drawPieces(stripLayout(24)!);
    expect(d.boardPositions.length).toBeGreaterThan(0);
    expect(d.marks.some((m) => m.color === PRINT.chicane)).toBe(false);
  });

  it.each([0, -4, 6, 25, 2.5, Number.NaN])('refuses a strip of %s spaces (not whole straights)', (length) => {
    expect(stripLayout(length)).toBeNull();
  });
});

describe('graphFeatureMarks', () => {
  it('prints one yellow line for a normal chicane, two for a dangerous one, and a bar for each switch', () => {
    const graph = buildStrip({ length: 24, chicanes: [[0, 12, 'normal'], [1, 14, 'dangerous']], switches: [[0, 11]] });
    const marks = graphFeatureMarks(graph);
    const yellow = marks.filter((m) => m.color === PRINT.chicane);
    const white = marks.filter((m) => m.color === PRINT.switch);
    expect(yellow).toHaveLength(3);
    const onNormal = graph.spaces[stripSpace({ length: 24 }, 0, 12)]!;
    expect(yellow.filter((m) => Math.abs(m.x - onNormal.x) < 0.5 && Math.abs(m.z - onNormal.z) < 0.01)).toHaveLength(1);
    expect(white).toHaveLength(1);
    const from = graph.spaces[stripSpace({ length: 24 }, 0, 11)]!;
    const to = graph.spaces[stripSpace({ length: 24 }, 1, 12)]!;
    expect(white[0]!.x).toBeCloseTo((from.x + to.x) / 2, 9);
    expect(white[0]!.length).toBeCloseTo(Math.hypot(to.x - from.x, to.z - from.z), 9);
  });

  it('leaves out a switch that closes the strip from its last space to its first', () => {
    const graph = buildStrip({ length: 24, switches: [[1, 23]] });
    expect(graphFeatureMarks(graph)).toHaveLength(0);
  });
});
