import { describe, expect, it } from 'vitest';
import { type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { drawPieces, PRINT } from '../../../src/scene/builder/piece-drawing';
import { PRINT_STYLES } from '../../../src/scene/look/print-styles';

function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

const one = (layout: Layout, index: number): Layout => ({ ...layout, pieces: [layout.pieces[index]!] });

function indexOfType(layout: Layout, test: (type: string) => boolean): number {
  const i = layout.pieces.findIndex((p) => test(p.type));
  if (i < 0) throw new Error('no such piece in the preset');
  return i;
}

describe('how the pieces are printed', () => {
  it('gives every board vertex texture coordinates on its game\'s surface', () => {
    for (const [name, surface] of [['track-10', 'asphalt'], ['formula-1-circuit', 'cardboard'], ['motorsportspiel-ring', 'print']] as const) {
      const d = drawPieces(preset(name));
      expect(d.surface).toBe(surface);
      expect(d.boardUvs.length).toBe((d.boardPositions.length / 3) * 2);
      expect(d.boardUvs.every(Number.isFinite)).toBe(true);
    }
  });

  it('Start Frei: asphalt with white lines, kerbs on curves only, clips and the side letter', () => {
    const layout = preset('track-10');
    const curve = drawPieces(one(layout, indexOfType(layout, (t) => t === 'sf-curve')));
    const straight = drawPieces(one(layout, indexOfType(layout, (t) => t === 'sf-straight' || t === 'sf-switch')));
    const white = PRINT_STYLES['start-frei'].lines;
    expect(curve.marks.filter((m) => m.color === PRINT.kerbRed).length).toBeGreaterThan(3);
    expect(straight.marks.filter((m) => m.color === PRINT.kerbRed)).toEqual([]);
    // Plain spaces are bare asphalt between white lines, not grey tiles.
    expect(straight.tiles).toEqual([]);
    expect(straight.marks.filter((m) => m.color === white).length).toBeGreaterThanOrEqual(3 + 4 * 2);
    expect(straight.marks.filter((m) => m.color === PRINT_STYLES['start-frei'].clips)).toHaveLength(2);
    const side = layout.pieces[indexOfType(layout, (t) => t === 'sf-curve')]!.side;
    expect(curve.texts.map((t) => t.text)).toEqual([side]);
  });

  it('Start Frei: the two sides of a piece print differently', () => {
    const layout = preset('track-10');
    const i = indexOfType(layout, (t) => t === 'sf-chicane');
    const a = drawPieces({ ...one(layout, i), pieces: [{ ...layout.pieces[i]!, side: 'A' }] });
    const b = drawPieces({ ...one(layout, i), pieces: [{ ...layout.pieces[i]!, side: 'B' }] });
    expect(a.texts.map((t) => t.text)).toEqual(['A']);
    expect(b.texts.map((t) => t.text)).toEqual(['B']);
    const yellow = (d: typeof a) => d.marks.filter((m) => m.color === PRINT.chicane).length;
    expect(yellow(a)).not.toBe(yellow(b));
  });

  it('Formuła 1: START-FINISH beside the line, red finish squares, safe speeds on the corners', () => {
    const d = drawPieces(preset('formula-1-circuit'));
    expect(d.texts.map((t) => t.text)).toContain('START-FINISH');
    expect(d.tiles.some((t) => t.color === PRINT.finish)).toBe(true);
    expect(d.tiles.some((t) => t.color === PRINT.pit)).toBe(true);
    expect(d.texts.filter((t) => /^\d+$/.test(t.text)).map((t) => Number(t.text))).toEqual(expect.arrayContaining([40, 80, 120]));
  });

  it('Das Motorsportspiel: white spaces, dark fast lanes with dots, gravel outside the curves only', () => {
    const layout = preset('motorsportspiel-ring');
    const gravel = PRINT_STYLES.motorsportspiel.gravel;
    const curve = drawPieces(one(layout, indexOfType(layout, (t) => t.startsWith('msp-curve'))));
    const fast = drawPieces(one(layout, indexOfType(layout, (t) => t === 'msp-fast')));
    expect(curve.tiles.filter((t) => t.color === gravel).length).toBeGreaterThan(0);
    expect(fast.tiles.filter((t) => t.color === gravel)).toEqual([]);
    expect(fast.tiles.some((t) => t.color === PRINT.fast)).toBe(true);
    expect(fast.tiles.some((t) => t.color === PRINT_STYLES.motorsportspiel.plainSpace)).toBe(true);
    expect(fast.marks.some((m) => m.color === PRINT.dot)).toBe(true);
  });
});
