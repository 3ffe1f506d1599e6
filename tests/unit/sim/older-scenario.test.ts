/** Start Frei's version 1 scenarios load through the registry's migration into version 2 and run as before. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrateScenario, runGameScenario, runOlderScenario } from '../../../src/sim';
import { runScenario } from '../../../src/rules/start-frei/files';
import { gameById } from '../../../src/rules/registry';

const demo = JSON.parse(readFileSync('public/scenarios/overtaking-example-4.json', 'utf8')) as Record<string, unknown>;

describe('a version 1 Start Frei scenario', () => {
  it('runs through the migration with the events and the final state of the direct run', () => {
    const direct = runScenario(demo);
    const migrated = runOlderScenario(demo);
    if (!direct.ok || !migrated.ok) throw new Error('both runs should succeed');
    expect(migrated.game.id).toBe('start-frei');
    expect(migrated.events).toEqual(direct.events);
    const game = gameById('start-frei');
    expect(game.hashable(migrated.state)).toEqual(game.hashable(direct.state));
  });

  it('on a hand-made lane graph has no version 2 file form (a version 2 board is a track document)', () => {
    const m = migrateScenario(demo);
    expect(m.ok && m.file).toBeNull();
  });

  it('on a preset becomes a version 2 file (the position as start) that runs to the same state', () => {
    const onPreset = {
      format: 'chicane-scenario',
      version: 1,
      ruleset: 'start-frei',
      track: { preset: 'the-oval' },
      position: { cars: [{ name: 'Red', space: 10, gear: 'red' }, { name: 'Yellow', space: 38 }], turn: { player: 0, card: 4 } },
      dice: [4],
      actions: [{ type: 'roll' }],
    };
    const m = migrateScenario(onPreset);
    if (!m.ok) throw new Error(m.error);
    expect(m.file).not.toBeNull();
    const file = JSON.parse(JSON.stringify(m.file)) as Record<string, unknown>;
    expect(file.version).toBe(2);
    expect(file.game).toBe('start-frei');
    expect(file.seats).toEqual([{ name: 'Red', kind: 'human' }, { name: 'Yellow', kind: 'human' }]);
    const again = runGameScenario(file);
    const direct = runScenario(onPreset);
    if (!again.ok || !direct.ok) throw new Error(again.ok ? 'direct run failed' : again.error);
    expect(direct.events.length).toBeGreaterThan(0);
    expect(again.events).toEqual(direct.events);
    expect(again.game.tokens(again.state).map((t) => t.space)).toEqual(direct.state.players.map((p) => p.space));
  });

  it('reports a malformed file and an illegal action as the direct run does', () => {
    const bad = runOlderScenario({ ...demo, position: { cars: [{ name: 'A', space: 10 }, { name: 'B', space: 10 }] } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/space 10 is taken/);
    const illegal = { ...demo, actions: [...(demo.actions as unknown[]), { type: 'roll' }] };
    const direct = runScenario(illegal);
    const migrated = runOlderScenario(illegal);
    expect(direct.ok).toBe(false);
    expect(migrated.ok).toBe(false);
    if (!direct.ok && !migrated.ok && direct.kind === 'illegal' && migrated.kind === 'illegal') expect(migrated.index).toBe(direct.index);
    else throw new Error('both runs should stop at the illegal action');
  });

  it('names an unknown game in one line', () => {
    const r = runOlderScenario({ ...demo, ruleset: 'chess' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^game: unknown game 'chess'/);
  });
});
