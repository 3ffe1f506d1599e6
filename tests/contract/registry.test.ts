/** The registry: every playable game once, found by id; an unknown id is a clear error. */
import { describe, expect, it } from 'vitest';
import { core, GAMES, gameById, PLAYABLE_GAME_IDS } from '../../src/rules';

describe('the game registry', () => {
  it('lists each game once, under an id of the core list', () => {
    const ids = GAMES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(core.isGameId(id)).toBe(true);
    expect(PLAYABLE_GAME_IDS).toEqual(ids);
    expect(ids).toContain('start-frei');
  });

  it('finds every game by its id', () => {
    for (const g of GAMES) expect(gameById(g.id)).toBe(g);
  });

  it('names the playable games when the id is unknown', () => {
    expect(() => gameById('chess')).toThrow(/unknown game 'chess'/);
    for (const id of PLAYABLE_GAME_IDS) expect(() => gameById('chess')).toThrow(id);
  });

  it('says plainly that a known game without rules is not playable yet', () => {
    const coming = core.GAME_IDS.filter((id) => !PLAYABLE_GAME_IDS.includes(id));
    for (const id of coming) {
      expect(() => gameById(id)).toThrow(`'${id}' are not written yet`);
      expect(() => gameById(id)).toThrow(PLAYABLE_GAME_IDS.join(', '));
    }
  });
});

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: its definition', (_id, game) => {
  it('has sane seat limits and tokens per seat', () => {
    expect(Number.isInteger(game.seats.min)).toBe(true);
    expect(game.seats.min).toBeGreaterThanOrEqual(1);
    expect(game.seats.max).toBeGreaterThanOrEqual(game.seats.min);
    for (let n = game.seats.min; n <= game.seats.max; n++) expect(game.seats.tokensPerSeat(n)).toBeGreaterThanOrEqual(1);
  });

  it('has examples at the fewest and the most seats, with configs its schema accepts', () => {
    expect(game.examples.length).toBeGreaterThan(0);
    const counts = game.examples.map((e) => e.seats);
    expect(counts).toContain(game.seats.min);
    expect(counts).toContain(game.seats.max);
    for (const e of game.examples) {
      expect(e.seats).toBeGreaterThanOrEqual(game.seats.min);
      expect(e.seats).toBeLessThanOrEqual(game.seats.max);
      expect(e.maxActions).toBeGreaterThan(0);
      const { config } = e.load();
      expect(game.configSchema.safeParse(config).success).toBe(true);
    }
  });

  it('registers at least one bot kind', () => {
    expect(Object.keys(game.bots).length).toBeGreaterThan(0);
  });

  it('refuses a table with too few or too many seats', () => {
    const e = game.examples[0]!;
    const { board, config } = e.load();
    const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `S${i}`, kind: 'random' }));
    expect(() => game.setup(board, config, seats(game.seats.min - 1), 1)).toThrow();
    expect(() => game.setup(board, config, seats(game.seats.max + 1), 1)).toThrow();
  });

  it('sets up the same state from the same seed', () => {
    const e = game.examples[0]!;
    const { board, config } = e.load();
    const seats = Array.from({ length: e.seats }, (_, i) => ({ name: `S${i}`, kind: 'random' }));
    const a = game.setup(board, config, seats, 7);
    const b = game.setup(board, config, seats, 7);
    expect(core.gameHash(game, a)).toBe(core.gameHash(game, b));
    expect(game.actors(a).length).toBeGreaterThan(0);
    expect(game.result(a)).toBeNull();
  });
});
