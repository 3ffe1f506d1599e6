import { describe, expect, it } from 'vitest';
import { actionBounds, actionSpaces, MIN_SPAN } from '../../../../src/games/start-frei/lessons/table/action-bounds';
import { labelHeights, labelsByEnd, LABEL_LOW } from '../../../../src/games/start-frei/lessons/table/reach-labels';
import { buildStrip, stripSpace, type Reach } from '../../../../src/games/start-frei/lessons';

const spec = { length: 24 };
const g = buildStrip(spec);

describe('Learn camera framing', () => {
  it('frames the cars and the reachable spaces, not the whole strip', () => {
    const frames = [{ cars: [{ space: stripSpace(spec, 0, 10) }, { space: stripSpace(spec, 1, 12) }] }];
    const reach = [{ end: stripSpace(spec, 1, 14), option: { path: [stripSpace(spec, 0, 11), stripSpace(spec, 1, 12)] } }];
    const b = actionBounds(g, actionSpaces(frames, reach))!;
    const x = (p: number) => g.spaces[stripSpace(spec, 0, p)]!.x;
    expect(b.minX).toBeLessThan(x(10));
    expect(b.maxX).toBeGreaterThan(x(14));
    // The strip is 24 spaces long: the shot is far narrower.
    expect(b.maxX - b.minX).toBeLessThan(12);
  });

  it('never frames less than a minimum span', () => {
    const b = actionBounds(g, [stripSpace(spec, 0, 3)])!;
    expect(b.maxX - b.minX).toBeGreaterThanOrEqual(MIN_SPAN - 1e-9);
    expect(b.maxZ - b.minZ).toBeGreaterThanOrEqual(MIN_SPAN - 1e-9);
  });

  it('has nothing to frame without spaces', () => {
    expect(actionBounds(g, [])).toBeNull();
  });
});

describe('reachable-space labels', () => {
  it('one label per end space, numbered like the panel list', () => {
    const r = (end: number, label: string) => ({ end, label }) as unknown as Reach;
    expect(labelsByEnd([r(11, '✓'), r(35, '−1c'), r(11, '−2c')])).toEqual([
      { end: 11, text: '1 ✓ · 3 −2c' },
      { end: 35, text: '2 −1c' },
    ]);
  });
});

describe('label heights', () => {
  it('the label of the far lane floats above the near one at the same place; a lone label stays low', () => {
    const far = stripSpace(spec, 0, 11);
    const near = stripSpace(spec, 1, 11);
    const alone = stripSpace(spec, 0, 18);
    const [hFar, hNear, hAlone] = labelHeights(g, [far, near, alone]);
    expect(hNear).toBe(LABEL_LOW);
    expect(hFar).toBeGreaterThan(hNear!);
    expect(hAlone).toBe(LABEL_LOW);
  });
});
