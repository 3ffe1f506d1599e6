import { describe, expect, it } from 'vitest';
import { Quaternion, Vector3 } from 'three';
import { dieGeometry, faceIndex, faceMarks, faceUp, PIP_PLACES, PIP_RADIUS, sideCell } from '../../../src/scene/table/die-faces';
import { startFreiDieFaces } from '../../../src/games/start-frei/table/die-atlas';
import { F1_DIE_SIDES } from '../../../src/games/formula-1/table';
import { cubeSides } from '../../../src/games/motorsportspiel/table';
import { DICE } from '../../../src/rules/motorsportspiel';

/** The normal of box side k (+x, −x, +y, −y, +z, −z). */
const normal = (k: number) => new Vector3(...([0, 1, 2].map((a) => (a === Math.floor(k / 2) ? (k % 2 === 0 ? 1 : -1) : 0)) as [number, number, number]));

describe('the one die painter', () => {
  it.each([1, 2, 3, 4, 5, 6])('%i shows that many pips, laid out as on every die (the same turned half round)', (n) => {
    const places = PIP_PLACES[n]!;
    expect(places).toHaveLength(n);
    expect(new Set(places).size).toBe(n);
    // The middle carries a pip exactly for odd numbers.
    expect(places.includes(4)).toBe(n % 2 === 1);
    expect([...places].map((p) => 8 - p).sort()).toEqual([...places].sort());
  });

  it('pips as marks: inside the side, apart from each other, in the 3×3 grid', () => {
    for (let n = 1; n <= 6; n++) {
      const marks = faceMarks(n, true);
      expect(marks).toHaveLength(n);
      for (const m of marks) {
        expect(m.kind).toBe('pip');
        if (m.kind !== 'pip') continue;
        expect(m.x - m.r).toBeGreaterThan(0);
        expect(m.x + m.r).toBeLessThan(1);
        expect(m.y - m.r).toBeGreaterThan(0);
        expect(m.y + m.r).toBeLessThan(1);
        expect([0.25, 0.5, 0.75]).toContain(m.x);
      }
      for (let i = 0; i < marks.length; i++)
        for (let j = i + 1; j < marks.length; j++) {
          const a = marks[i]!;
          const b = marks[j]!;
          if (a.kind === 'pip' && b.kind === 'pip') expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * PIP_RADIUS + 0.05);
        }
    }
    expect(faceMarks(1, true)).toEqual([{ kind: 'pip', x: 0.5, y: 0.5, r: PIP_RADIUS }]);
  });

  it('printed faces: one character large, a word smaller, a number without pips printed', () => {
    const [three] = faceMarks(3, false);
    const [drs] = faceMarks('DRS', true);
    expect(three).toMatchObject({ kind: 'text', text: '3' });
    expect(drs).toMatchObject({ kind: 'text', text: 'DRS' });
    if (three?.kind === 'text' && drs?.kind === 'text') expect(drs.size).toBeLessThan(three.size);
    // A number no die carries as pips (Start Frei's 0) is printed even where pips are asked for.
    expect(faceMarks(0, true)[0]).toMatchObject({ kind: 'text', text: '0' });
  });

  it('the painter puts side k where the box shows side k, and faceUp turns side k to the top', () => {
    const uv = dieGeometry().getAttribute('uv');
    const cells = new Set<string>();
    for (let k = 0; k < 6; k++) {
      const { col, row } = sideCell(k);
      cells.add(`${col},${row}`);
      for (let i = k * 4; i < k * 4 + 4; i++) {
        // Texture coordinates to the canvas' cells (the canvas is painted from the top).
        const cx = uv.getX(i) * 3;
        const cy = (1 - uv.getY(i)) * 2;
        expect(cx).toBeGreaterThanOrEqual(col - 1e-6);
        expect(cx).toBeLessThanOrEqual(col + 1 + 1e-6);
        expect(cy).toBeGreaterThanOrEqual(row - 1e-6);
        expect(cy).toBeLessThanOrEqual(row + 1 + 1e-6);
      }
      const up = normal(k).applyQuaternion(faceUp(k, new Quaternion()));
      expect(up.y).toBeCloseTo(1);
    }
    expect(cells.size).toBe(6);
  });

  it('every game’s die gives the painter six sides, opposite sides as the physical die has them', () => {
    expect(startFreiDieFaces('boost')).toEqual(['+1', '+1', '+2', '+2', '+2', 'DRS']);
    expect(startFreiDieFaces(3)).toEqual([4, 4, 4, 4, 5, 5]);
    expect(F1_DIE_SIDES).toHaveLength(6);
    for (let k = 0; k < 6; k += 2) expect(F1_DIE_SIDES[k]! + F1_DIE_SIDES[k + 1]!).toBe(7);
    const white = cubeSides('white1').map((f) => DICE.white1.faces[f]!);
    expect([...white].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(faceIndex(F1_DIE_SIDES, 6)).toBe(1);
    expect(faceIndex(F1_DIE_SIDES, 9)).toBe(2);
  });
});
