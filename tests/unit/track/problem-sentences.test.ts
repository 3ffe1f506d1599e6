/** Problems shown to a person are plain sentences naming pieces as the table shows them ("curve 3"); codes stay for tools. */
import { describe, expect, it } from 'vitest';
import { removePiece, validateLayout, type Layout } from '../../../src/track';
import { chained, curves, preset } from './fixtures';

const oval = () => preset('the-oval');
const typeOf = (l: Layout, id: string) => l.pieces.find((p) => p.id === id)!.type;

/** No machine words: no quoted ids, no port numbers, no codes. */
function expectSentence(message: string): void {
  expect(message).toMatch(/^[A-Z0-9“].*[.)]$/);
  expect(message).not.toMatch(/'p\d+'|port \d|[a-z]+-[a-z]+-[a-z]+/);
}

describe('track problems in sentences', () => {
  it('an open end names the piece by its name and number', () => {
    const l = removePiece(oval(), 'p5');
    expect([typeOf(l, 'p4'), typeOf(l, 'p6')]).toEqual(['sf-straight', 'sf-curve']);
    const ends = validateLayout(l).errors.filter((e) => e.code === 'open-end');
    expect(ends.map((e) => e.message).sort()).toEqual(['The open end of curve 6 is not joined to anything.', 'The open end of straight 4 is not joined to anything.']);
    expect(ends.map((e) => e.pieces[0]).sort()).toEqual(['p4', 'p6']);
  });

  it('a track that does not close says so, naming the start piece', () => {
    const l = chained('start-frei', [{ type: 'sf-start' }, ...curves(6), { type: 'sf-straight' }]);
    const loop = validateLayout(l).errors.find((e) => e.code === 'not-a-loop')!;
    expect(loop.message).toBe('The track from the start/finish line on start straight 1 does not come back to it: the loop is not closed.');
    expect(loop.pieces).toEqual(['p1']);
  });

  it('every problem and note of several broken layouts reads as a sentence', () => {
    const layouts: Layout[] = [
      removePiece(oval(), 'p5'),
      { ...oval(), pieces: [...oval().pieces, { ...oval().pieces[2]!, id: 'p99' }] },
      { ...oval(), pieces: oval().pieces.map((p) => (p.id === 'p3' ? { ...p, x: p.x + 0.5 } : p)) },
      { ...oval(), pieces: oval().pieces.map((p) => (p.type === 'sf-start' ? { ...p, side: 'B' as const } : p)) },
      { ...oval(), meta: { ...oval().meta, plan: [...oval().meta.plan!].reverse() } },
      { ...oval(), pieces: oval().pieces.map((p) => (p.type === 'sf-straight' ? { ...p, type: 'sf-switch' } : p)) },
      chained('start-frei', [{ type: 'sf-start' }, ...curves(6), { type: 'sf-straight' }, ...curves(6)]),
    ];
    let seen = 0;
    for (const l of layouts) {
      const r = validateLayout(l);
      for (const e of [...r.errors, ...r.warnings]) {
        expectSentence(e.message);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(8);
  });
});
