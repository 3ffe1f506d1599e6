/**
 * "Draw the tiles" (tiles.ts): the layout fixes the shapes, the tiles come
 * from two shuffled piles (straights, curves), so which printing lands where
 * is decided in the race (the topolino review: "die restlichen Geraden und
 * Kurven werden getrennt gemischt und als Nachziehstapel bereitgelegt").
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, PIECES_AT_START, stateHash, type GameEvent, type GameState } from '../../../src/rules/start-frei';
import { raceTrackFromPreset, runRace } from '../../../src/rules/start-frei/files';
import { catalogFor, validateLayout } from '../../../src/track';

const load = raceTrackFromPreset('the-oval');
if (!load.ok) throw new Error(load.error);
const track = load.track;
const players = [{ name: 'A' }, { name: 'B' }];
const catalog = catalogFor('start-frei');
const shapeOf = (type: string) => {
  const def = catalog.byId.get(type)!;
  return def.kind === 'curve' ? 'curve' : 'straight';
};
const typesInPlan = (s: GameState) => {
  const layout = s.track.layout!;
  return layout.meta.plan!.map((id) => layout.pieces.find((p) => p.id === id)!.type);
};

function playOut(s: GameState, max = 20000): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let i = 0; i < max && s.phase !== 'over'; i++) {
    const r = applyAction(s, legalActions(s)[0]!);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('drawn tiles', () => {
  const planned = typesInPlan(createGame({ track: track.graph, layout: track.layout, players, laid: PIECES_AT_START }, 1));

  it('keeps every shape of the layout and the start piece where the plan puts it', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const s = createGame({ track: track.graph, layout: track.layout, players, laid: PIECES_AT_START, tiles: 'drawn' }, seed);
      const { state } = playOut(s);
      const drawn = typesInPlan(state);
      expect(drawn[0]).toBe(planned[0]);
      expect(drawn.map(shapeOf)).toEqual(planned.map(shapeOf));
      expect(validateLayout(state.track.layout!).valid).toBe(true);
    }
  });

  it('different seeds put different printing in the same places; the same seed the same', () => {
    const mixes = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const s = createGame({ track: track.graph, layout: track.layout, players, laid: track.layout.meta.plan!.length, tiles: 'drawn' }, seed);
      mixes.add(typesInPlan(s).join(','));
    }
    expect(mixes.size).toBeGreaterThan(4);
    const a = createGame({ track: track.graph, layout: track.layout, players, laid: 3, tiles: 'drawn' }, 4);
    const b = createGame({ track: track.graph, layout: track.layout, players, laid: 3, tiles: 'drawn' }, 4);
    expect(stateHash(a)).toBe(stateHash(b));
    expect(typesInPlan(a)).toEqual(typesInPlan(b));
  });

  it('the tiles on the table at the start are drawn, the rest are drawn as they are laid (one TileDrawn per piece)', () => {
    const s = createGame({ track: track.graph, layout: track.layout, players, laid: 3, tiles: 'drawn' }, 2);
    expect(s.tiles!.drawnTo).toBe(3);
    const { state, events } = playOut(s);
    const drawn = events.filter((e) => e.type === 'TileDrawn');
    expect(drawn.map((e) => (e as { piece: number }).piece)).toEqual(Array.from({ length: state.laid - 3 }, (_, i) => i + 3));
    const piles = Object.values(state.tiles!.piles).reduce((n, p) => n + p.length, 0);
    // The Oval's 19 pieces after the start come from the box's 9 straights and 12 curves.
    expect(piles).toBe(9 + 12 - (track.layout.meta.plan!.length - 1));
  });

  it('planned tiles keep the layout as it is', () => {
    const { state } = playOut(createGame({ track: track.graph, layout: track.layout, players, laid: 3 }, 2));
    expect(state.tiles).toBeNull();
    expect(typesInPlan(state)).toEqual(planned);
  });

  it('bots race to the end with drawn tiles', () => {
    const r = runRace({ track: track.graph, layout: track.layout, bots: ['heuristic', 'random', 'heuristic'], seed: 3, laid: 3, tiles: 'drawn' });
    expect(r.state.phase).toBe('over');
  });

  it('drawing needs the layout', () => {
    expect(() => createGame({ track: track.graph, players, tiles: 'drawn' }, 1)).toThrow(/needs the layout/);
  });
});
