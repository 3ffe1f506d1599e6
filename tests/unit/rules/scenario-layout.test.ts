/** A scenario on a layout goes through the same validation as any track (docs/scenario-format.md). */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/rules/start-frei/files';
import { buildLaneGraph, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';

const oval = (() => {
  const p = loadPreset('the-oval');
  if (!p.ok) throw new Error(p.error);
  return p.layout;
})();
const grid = buildLaneGraph(oval).grid;

/** The Oval with its last planned piece taken away: two open ends. */
function openOval(): Layout {
  const last = oval.meta.plan!.at(-1)!;
  return {
    ...oval,
    pieces: oval.pieces.filter((p) => p.id !== last),
    connections: oval.connections.filter((c) => c.a.piece !== last && c.b.piece !== last),
    meta: { ...oval.meta, plan: oval.meta.plan!.slice(0, -1), laid: oval.meta.plan!.length - 1 },
  };
}

const scenario = (layout: Layout, extra: object = {}) => ({
  format: 'chicane-scenario',
  version: 1,
  ruleset: 'start-frei',
  track: { layout },
  position: { cars: [{ name: 'Red', space: grid[0] }, { name: 'Yellow', space: grid[1] }] },
  ...extra,
});

describe('a scenario on a layout', () => {
  it('a valid layout runs', () => {
    expect(runScenario(scenario(oval)).ok).toBe(true);
  });

  it('an invalid layout is refused with its problems', () => {
    const r = runScenario(scenario(openOval()));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.kind).toBe('malformed');
      expect(r.error).toMatch(/^track: the layout is invalid \(\d+ problems?: .*open-end/);
      expect(r.error).toMatch(/"allowInvalidLayout": true/);
    }
  });

  it('"allowInvalidLayout": true takes the invalid layout on purpose', () => {
    expect(runScenario(scenario(openOval(), { allowInvalidLayout: true })).ok).toBe(true);
  });

  it('the flag must be a boolean', () => {
    const r = runScenario(scenario(oval, { allowInvalidLayout: 'yes' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^allowInvalidLayout:/);
  });
});
