import { describe, expect, it } from 'vitest';
import { boxInventory, generateLayouts, partsList, readInventory } from '../../../src/rating';
import { validateLayout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { cli } from './cli-helpers';

const oval = (() => {
  const l = loadPreset('the-oval');
  if (!l.ok) throw new Error(l.error);
  return l.layout;
})();

describe('parts', () => {
  it('lists exactly the layout pieces, by kind and side, against one box', () => {
    const list = partsList(oval, boxInventory('start-frei', 1));
    expect(list.lines.reduce((n, l) => n + l.need, 0)).toBe(oval.pieces.length);
    for (const l of list.lines) {
      expect(l.sides.A + l.sides.B).toBe(l.need);
      expect(l.need).toBe(oval.pieces.filter((p) => p.type === l.type).length);
    }
    expect(list.joints!.need).toBe(oval.connections.length);
    expect(list.complete).toBe(true);
  });

  it('says what is missing from a small custom inventory (exit 1)', async () => {
    const inv = JSON.stringify({ format: 'chicane-inventory', version: 1, game: 'start-frei', pieces: { 'sf-curve': 6 }, joints: 10 });
    const r = await cli(['parts', 'the-oval', '--inventory', 'mine.json'], { 'mine.json': inv });
    expect(r.code).toBe(1);
    expect(r.text).toMatch(/8 × Curve \(30 degrees\): you have 6 — 2 missing/);
    expect(r.text).toMatch(/20 × Connecting piece \(one per join\): you have 10 — 10 missing/);
    const ok = await cli(['parts', 'track-12', '--boxes', '2']);
    expect(ok.code).toBe(0);
    expect(ok.text).toMatch(/You have every piece it needs/);
  });

  it.each([
    [['parts', 'the-oval', '--boxes', 'two'], /--boxes: must be a whole number/],
    [['parts', 'the-oval', '--boxes', '1', '--inventory', 'x.json'], /--boxes or --inventory, not both/],
    [['parts', 'the-oval', '--inventory', 'bad.json'], /not an inventory file/],
  ])('refuses %j with one line', async (args, message) => {
    const r = await cli(args, { 'bad.json': '{"format":"chicane-inventory","version":1,"game":"start-frei","pieces":{"sf-curve":-1}}' });
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(message);
  });

  it('refuses an inventory naming a piece of another game', () => {
    const r = readInventory({ format: 'chicane-inventory', version: 1, game: 'start-frei', pieces: { 'f1-square': 3 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not a start-frei piece/);
  });
});

describe('generate', () => {
  it('finds valid layouts near the target, best first, the same for the same seed', { timeout: 120_000 }, () => {
    const opts = { game: 'start-frei' as const, target: { kind: 'scale' as const, dots: 1, squares: 1 }, inventory: boxInventory('start-frei', 1), count: 2, tries: 6, steps: 6, searchRaces: 20, finalRaces: 40, seed: 4 };
    const a = generateLayouts(opts);
    expect(a.length).toBe(2);
    expect(a[0]!.distance).toBeLessThanOrEqual(a[1]!.distance);
    for (const g of a) {
      expect(validateLayout(g.layout).valid).toBe(true);
      expect(g.layout.rating).toEqual(g.rating);
      expect(g.layout.meta.duration).toBe(g.rating.scale!.dots);
    }
    expect(a.some((g) => g.hit)).toBe(true);
    expect(generateLayouts(opts)).toEqual(a);
  });

  it('runs from the CLI and writes the layouts', { timeout: 180_000 }, async () => {
    const r = await cli(['generate', '--like', 'the-oval', '--count', '1', '--out', 'out']);
    expect(r.code).toBe(0);
    expect(r.text).toMatch(/1\. \d+ pieces: 1 dot .* hits the target/);
    expect(Object.keys(r.written)).toEqual(['out/generated-1.json']);
  });

  it.each([
    [['generate', '--duration', '5', '--difficulty', '2'], /--duration: must be 1, 2, 3 or 4/],
    [['generate', '--duration', '2'], /give --duration and --difficulty/],
    [['generate', '--like', 'nowhere'], /--like: must be a preset/],
    [['generate', '--like', 'formula-1-circuit'], /prints no Start Frei duration/],
    [['generate', '--ruleset', 'formula-1', '--duration', '2', '--difficulty', '2'], /Formuła 1 prints no dots: give --minutes/],
    [['generate', '--ruleset', 'motorsportspiel', '--like', 'motorsportspiel-ring'], /one printed board/],
    [['generate', '--duration', '2', '--difficulty', '2', '--box', '0'], /--box: give 1 to 10 boxes/],
  ])('refuses %j with one line', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(message);
  });
});

describe('Start Frei loops from the pieces owned', () => {
  it('stay within one box, and use a second box for longer tracks', async () => {
    const { boxInventory: box, withinInventory } = await import('../../../src/rating');
    const { randomLoop, seededRandom } = await import('../../../src/track/random-track');
    const rnd = seededRandom(5);
    const sizes = (boxes: number) => {
      const inv = box('start-frei', boxes);
      const out: number[] = [];
      for (let i = 0; i < 300 && out.length < 20; i++) {
        const l = randomLoop('start-frei', inv, rnd, 'loop');
        if (!l) continue;
        expect(validateLayout(l).valid).toBe(true);
        expect(withinInventory(l, inv)).toBe(true);
        out.push(l.pieces.length);
      }
      return out;
    };
    const one = sizes(1);
    const two = sizes(2);
    expect(one.length).toBeGreaterThan(0);
    expect(Math.max(...one)).toBeLessThanOrEqual(22);
    expect(Math.max(...two)).toBeGreaterThan(22);
  });
});
