import { describe, expect, it } from 'vitest';
import { BoxGeometry, Group, Mesh, MeshStandardMaterial } from 'three';
import { GAME_IDS } from '../../../src/track';
import { livery, luminance } from '../../../src/scene/look/liveries';
import { CAR_STYLE_OF, CAR_STYLES } from '../../../src/scene/look/car-styles';
import { numberCell } from '../../../src/scene/look/number-atlas';
import { splitCar } from '../../../src/scene/look/fleet-parts';
import { LOOK_LEVELS } from '../../../src/scene/look/quality';

describe('cars in their own style', () => {
  it('every game has its own car model', () => {
    const styles = GAME_IDS.map((g) => CAR_STYLE_OF[g]);
    expect(new Set(styles).size).toBe(GAME_IDS.length);
    for (const s of styles) expect(CAR_STYLES[s].name).toMatch(/\w/);
  });

  it('12 liveries: distinct colours, distinct numbers, a second colour that stands out', () => {
    const all = Array.from({ length: 12 }, (_, i) => livery(i));
    expect(new Set(all.map((l) => l.paint)).size).toBe(12);
    expect(all.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const l of all) {
      const [a, b] = [luminance(l.paint), luminance(l.trim)].sort((x, y) => y - x);
      expect((a! + 0.05) / (b! + 0.05), `${l.paint} on ${l.trim}`).toBeGreaterThan(1.8);
    }
  });

  it('each start number has a cell of its own in the atlas', () => {
    const cells = Array.from({ length: 16 }, (_, i) => numberCell(i + 1).join(','));
    expect(new Set(cells).size).toBe(16);
    expect(numberCell(1)).toEqual([0, 0.75]);
  });

  it('splits a model into body, flap and axles by colour channel, the axles around their centre', () => {
    const paint = new MeshStandardMaterial({ name: 'paint' });
    const tyre = new MeshStandardMaterial({ name: 'tyre', color: '#080808' });
    const root = new Group();
    root.add(new Mesh(new BoxGeometry(1, 1, 1), paint));
    const axle = new Group();
    axle.name = 'wheel-front';
    axle.position.set(0, 0.1, 0.3);
    axle.add(new Mesh(new BoxGeometry(0.5, 0.2, 0.2), tyre));
    root.add(axle);
    const moving = splitCar(root, true);
    expect(moving.map((p) => `${p.name}/${p.channel}`).sort()).toEqual(['body/paint', 'wheel-front/rest']);
    const wheel = moving.find((p) => p.name === 'wheel-front')!;
    expect(wheel.pivot.toArray()).toEqual([0, 0.1, 0.3]);
    wheel.geometry.computeBoundingBox();
    expect(wheel.geometry.boundingBox!.min.z).toBeCloseTo(-0.1);
    const still = splitCar(root, false);
    expect(still.map((p) => `${p.name}/${p.channel}`).sort()).toEqual(['body/paint', 'body/rest']);
  });

  it('quality levels only ever add to the look from low to high', () => {
    const on = (q: keyof typeof LOOK_LEVELS) => Object.values(LOOK_LEVELS[q]).filter((v) => v === true).length + (LOOK_LEVELS[q].shading === 'standard' ? 1 : 0);
    expect(on('low')).toBeLessThan(on('medium'));
    expect(on('medium')).toBeLessThan(on('high'));
  });
});
