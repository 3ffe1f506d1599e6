/**
 * Every config at the boundary (issue 33): for every registered game, on
 * each of its example boards, any config its `configSchema` accepts, with
 * any seat list (a seat count in its limits, each seat's tokens absent or
 * anything a replay file may hold), is one that `setup` accepts — unless the
 * table's check (`core.tableProblem`: the seat limits, the schema, then what
 * the game says the config and board ask of the seats) names the problem
 * first, in one line, and then `setup` refuses it too. A file that passes
 * the check never reaches an error inside set-up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { core, GAMES } from '../../src/rules';
import { zodArbitrary } from './zod-arbitrary';

/** A replay file's seat may say it drives 1 to 12 tokens (src/sim/game-replay.ts); most seats leave it to the game. */
const FILE_MAX_TOKENS = 12;

const cases = GAMES.flatMap((game) => game.examples.map((example) => [`${game.title} on ${example.name}`, game, example] as const));

describe.each(cases)('%s', (_name, game, example) => {
  it('sets up every table the schema and the seat limits let through', () => {
    const { board } = example.load();
    const seatsArb = fc
      .integer({ min: game.seats.min, max: game.seats.max })
      .chain((n) => fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: FILE_MAX_TOKENS }) }), { minLength: n, maxLength: n }));
    let accepted = 0;
    let runs = 0;
    fc.assert(
      fc.property(zodArbitrary(game.configSchema), seatsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (config, tokens, seed) => {
        runs++;
        const seats = tokens.map((t, i) => ({ name: `Seat ${i + 1}`, kind: 'human', ...(t !== undefined ? { tokens: t } : {}) }));
        const problem = core.tableProblem(game, board, config, seats);
        let error: unknown = null;
        try {
          game.setup(board, config, seats, seed);
        } catch (e) {
          error = e;
        }
        const table = `config ${JSON.stringify(config)}, seats' tokens ${JSON.stringify(tokens)}`;
        if (problem === null && error !== null) expect.fail(`${table}: the schema and the seat limits let it through, set-up refused it: ${String(error)}`);
        if (problem !== null) {
          expect(problem, table).not.toMatch(/\n/);
          if (error === null) expect.fail(`${table}: the table's check says "${problem}", set-up accepted it`);
        } else accepted++;
      }),
      { numRuns: 150, seed: 33 },
    );
    // Not vacuous: a fair share of the tables drawn are playable (a chosen grid must match the cars, so not most).
    expect(accepted).toBeGreaterThan(runs / 20);
    // And the plainest table at every seat count: no options, each seat as the game sets it.
    for (let n = game.seats.min; n <= game.seats.max; n++) {
      const seats = Array.from({ length: n }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' }));
      expect(core.tableProblem(game, board, {}, seats), `${n} seats`).toBeNull();
    }
  });
});
