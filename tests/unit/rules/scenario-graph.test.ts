import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runScenario } from '../../../src/rules/start-frei/files/scenario-file';

type Graph = { spaces: { id: number }[]; out: { to: number }[][]; grid: number[] };
const base = () => JSON.parse(readFileSync('public/scenarios/overtaking-example-4.json', 'utf8')) as { track: { graph: Graph } };

describe('a hand-made lane graph that does not hold together is refused, not a crash', () => {
  it('the shipped scenario runs', () => {
    expect(runScenario(base()).ok).toBe(true);
  });

  const cases: [string, (g: Graph) => void, RegExp][] = [
    ['no spaces', (g) => (g.spaces = []), /needs spaces/],
    ['the spaces cut short', (g) => (g.spaces = g.spaces.slice(0, 3)), /out lists|does not exist/],
    ['an edge into nowhere', (g) => (g.out[0]![0]!.to = 99_999), /does not exist/],
    ['a grid space that does not exist', (g) => (g.grid[0] = 99_999), /grid position 1/],
    ['ids out of order', (g) => (g.spaces[1]!.id = 7), /has id 7/],
  ];
  for (const [what, change, message] of cases) {
    it(what, () => {
      const sc = base();
      change(sc.track.graph);
      const r = runScenario(sc);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.kind).toBe('malformed');
      expect(r.error).toMatch(message);
      expect(r.error).not.toMatch(/\n/);
    });
  }
});
