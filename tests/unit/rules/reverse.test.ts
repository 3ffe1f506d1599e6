/**
 * Driving a layout the other way round (start-frei: "for even more variety you
 * can of course also drive the race track in the other direction"), with the
 * switches as the tiles would lie on the table for that direction.
 */
import { describe, expect, it } from 'vitest';
import { createGame, PIECES_AT_START, reverseLayout } from '../../../src/rules/start-frei';
import { raceTrackFromPreset, reversed, runRace, startFreiPresets, trackAtStart } from '../../../src/rules/start-frei/files';
import { buildLaneGraph, catalogFor, validateLayout, type LaneGraph, type Layout } from '../../../src/track';

const catalog = catalogFor('start-frei');
const switchEdges = (g: LaneGraph) => g.out.flat().filter((e) => e.kind === 'switch');
const sideOf = (layout: Layout, id: string) => {
  const p = layout.pieces.find((x) => x.id === id)!;
  const def = catalog.byId.get(p.type)!;
  return p.side === 'A' ? def.sides.A : def.sides.B!;
};

describe.each(startFreiPresets())('%s the other way round', (name) => {
  const load = raceTrackFromPreset(name);
  if (!load.ok) throw new Error(load.error);
  const forward = load.track;
  const r = reverseLayout(forward.layout);
  if (!r.ok) throw new Error(r.error);
  const back = r.layout;
  const g = buildLaneGraph(back);

  it('is a valid layout of the same lap, with every switch still usable', () => {
    expect(validateLayout(back).valid).toBe(true);
    expect(g.lapLength).toBe(forward.graph.lapLength);
    expect(switchEdges(g)).toHaveLength(switchEdges(forward.graph).length);
  });

  it('lays the start piece first and then the pieces ahead in the new direction', () => {
    const plan = forward.layout.meta.plan!;
    expect(back.meta.plan![0]).toBe(plan[0]);
    expect(back.meta.plan!.slice(1)).toEqual(plan.slice(1).reverse());
  });

  it('turns the start piece and the switch straights round and nothing else', () => {
    for (const p of back.pieces) {
      const before = forward.layout.pieces.find((x) => x.id === p.id)!;
      expect(p.type).toBe(before.type);
      expect(p.side).toBe(before.side);
    }
    const turned = (id: string) => {
      const c = (l: Layout) => l.connections.filter((j) => j.a.piece === id || j.b.piece === id).map((j) => (j.a.piece === id ? `${j.a.port}>${j.b.piece}` : `${j.b.port}>${j.a.piece}`));
      return c(back).sort().join() !== c(forward.layout).sort().join();
    };
    for (const p of forward.layout.pieces) {
      const side = sideOf(forward.layout, p.id);
      expect(turned(p.id)).toBe(side.startLine !== undefined || side.switchCount > 0);
    }
  });

  it('drives the other way: from the grid the cars go onto the piece the forward plan lays last', () => {
    const from = g.grid[0]!;
    let s = from;
    const pieces = new Set<string>();
    for (let i = 0; i < 12; i++) {
      s = g.out[s]!.find((e) => e.kind === 'forward')!.to;
      pieces.add(g.spaces[s]!.piece);
    }
    expect(pieces.has(forward.layout.meta.plan!.at(-1)!)).toBe(true);
    expect(pieces.has(forward.layout.meta.plan![1]!)).toBe(false);
  });
});

describe('racing the other way round', () => {
  const load = raceTrackFromPreset('the-oval');
  if (!load.ok) throw new Error(load.error);

  it('bots race to the end, laying the track as they go, with planned and with drawn tiles', () => {
    const rev = reversed(load.track);
    if (!rev.ok) throw new Error(rev.error);
    const t = trackAtStart(rev.track, false);
    expect(t.name).toBe('the-oval (reversed)');
    for (const tiles of ['planned', 'drawn'] as const) {
      const race = runRace({ track: t.graph, layout: t.layout, bots: ['heuristic', 'random', 'heuristic'], seed: 11, laid: t.laid, tiles });
      expect(race.state.phase).toBe('over');
      expect(race.state.laid).toBeGreaterThan(PIECES_AT_START);
      expect(validateLayout(race.state.track.layout!).valid).toBe(true);
    }
  });

  it('a car on the grid is behind the line and starts at lap -1, as forward', () => {
    const rev = reversed(load.track);
    if (!rev.ok) throw new Error(rev.error);
    const s = createGame({ track: rev.track.graph, layout: rev.track.layout, players: [{ name: 'A' }, { name: 'B' }], laid: 3 }, 1);
    expect(s.players.map((p) => p.laps)).toEqual([-1, -1]);
  });

  it('a layout without a start piece has no direction to reverse', () => {
    const layout = load.track.layout;
    const start = layout.meta.plan![0]!;
    const r = reverseLayout({ ...layout, pieces: layout.pieces.map((p) => (p.id === start ? { ...p, type: 'sf-straight' } : p)) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/no start\/finish piece/);
  });
});
