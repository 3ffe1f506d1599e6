/**
 * Das Motorsportspiel's options at the boundary (issue 33): any config the
 * config schema accepts is one set-up accepts, with any seat list the game's
 * seat limits allow; the two read one source of limits, so for configs of the
 * right shape they agree both ways; and every refusal is one line naming the
 * field, the value and the allowed range.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../src/track';
import { loadPreset } from '../../src/track/presets';
import type { LaneGraph } from '../../src/track/lane-graph-types';
import { CONFIG_LIMITS, TRAINING_LIMITS } from '../../src/rules/motorsportspiel/config';
import { configSchema, motorsportspielGame as game, MssSetupError, type MssConfig } from '../../src/rules/motorsportspiel';
import type { SeatSetup } from '../../src/rules/core/game';

let graph: LaneGraph;
beforeAll(() => {
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  graph = buildLaneGraph(loaded.layout);
});

/** Whole numbers around a range: inside, at and just past both ends, and far off. */
const around = (r: { min: number; max: number }) =>
  fc.oneof(
    fc.integer({ min: r.min, max: r.max }),
    fc.constantFrom(r.min, r.max, r.min - 1, r.max + 1),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
  );

/** Anything a hostile file could hold where a number belongs. */
const junk = fc.oneof(fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e300, 2.5, -0.5, '3', null, true), fc.string({ maxLength: 4 }), fc.array(fc.integer(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));

const numberLike = (r: { min: number; max: number }) => fc.oneof({ weight: 4, arbitrary: around(r) }, { weight: 1, arbitrary: junk });

const trainingArb = (wild: boolean) =>
  fc.array(
    fc.record({
      rolls: wild ? numberLike(TRAINING_LIMITS.rolls) : around(TRAINING_LIMITS.rolls),
      yellows: wild ? numberLike(TRAINING_LIMITS.yellows) : around(TRAINING_LIMITS.yellows),
      reds: wild ? numberLike(TRAINING_LIMITS.reds) : around(TRAINING_LIMITS.reds),
      past: wild ? numberLike(TRAINING_LIMITS.past) : around(TRAINING_LIMITS.past),
    }),
    { maxLength: 14 },
  );

/** A raw config: every field optional, numbers around their limits; with `wild`, any type in any field. */
const rawConfig = (wild: boolean): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    {
      laps: wild ? numberLike(CONFIG_LIMITS.laps) : around(CONFIG_LIMITS.laps),
      grid: wild ? fc.oneof(fc.constantFrom('seats', 'random'), junk) : fc.constantFrom('seats', 'random'),
      training: wild ? fc.oneof(trainingArb(true), junk) : trainingArb(false),
      timePenalties: wild ? fc.oneof(fc.boolean(), junk) : fc.boolean(),
      moveSeconds: wild ? numberLike(CONFIG_LIMITS.moveSeconds) : around(CONFIG_LIMITS.moveSeconds),
      finalLapAlternate: fc.boolean(),
      fuelStops: wild ? numberLike(CONFIG_LIMITS.fuelStops) : around(CONFIG_LIMITS.fuelStops),
      bigError: fc.boolean(),
      alternatePit: wild ? fc.oneof(fc.boolean(), junk) : fc.boolean(),
      roundLimit: wild ? numberLike(CONFIG_LIMITS.roundLimit) : around(CONFIG_LIMITS.roundLimit),
    },
    { requiredKeys: [] },
  );

/** A config within every limit (fuel stops still only sometimes with enough laps). */
const inRange = (r: { min: number; max: number }) => fc.integer({ min: r.min, max: r.max });
const validConfig: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    laps: inRange(CONFIG_LIMITS.laps),
    grid: fc.constantFrom('seats', 'random'),
    training: fc.array(fc.record({ rolls: inRange(TRAINING_LIMITS.rolls), yellows: inRange(TRAINING_LIMITS.yellows), reds: inRange(TRAINING_LIMITS.reds), past: inRange(TRAINING_LIMITS.past) }), { maxLength: 12 }),
    timePenalties: fc.boolean(),
    moveSeconds: inRange(CONFIG_LIMITS.moveSeconds),
    finalLapAlternate: fc.boolean(),
    fuelStops: inRange(CONFIG_LIMITS.fuelStops),
    bigError: fc.boolean(),
    alternatePit: fc.boolean(),
    roundLimit: inRange(CONFIG_LIMITS.roundLimit),
  },
  { requiredKeys: [] },
);

/** Every seat list the seat limits allow: 2 … 12 seats of one car, and seats driving several cars (12 cars at most). */
function seatLists(): SeatSetup[][] {
  const lists: SeatSetup[][] = [];
  for (let n = game.seats.min; n <= game.seats.max; n++) lists.push(Array.from({ length: n }, (_, i) => ({ name: `Driver ${i + 1}`, kind: 'heuristic' })));
  for (const [n, t] of [[2, 6], [3, 4], [4, 3], [6, 2], [2, 2]] as const) lists.push(Array.from({ length: n }, (_, i) => ({ name: `Team ${i + 1}`, kind: 'heuristic', tokens: t })));
  return lists;
}

function setupRefusal(config: MssConfig, seats: readonly SeatSetup[]): string | null {
  try {
    game.setup({ graph }, config, seats, 7);
    return null;
  } catch (e) {
    if (!(e instanceof MssSetupError)) throw e;
    return e.message;
  }
}

describe('Motorsportspiel: the config schema bounds every field as set-up does', () => {
  it('any config the schema accepts, set-up accepts with every seat list the seat limits allow', () => {
    const lists = seatLists();
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(validConfig, rawConfig(false), rawConfig(true)), (raw) => {
        const parsed = configSchema.safeParse(raw);
        if (!parsed.success) return;
        accepted++;
        for (const seats of lists) expect(setupRefusal(parsed.data, seats), `${JSON.stringify(raw)} with ${seats.length} seats`).toBeNull();
      }),
      { numRuns: 300, seed: 33 },
    );
    // The property is about accepted configs: enough of them must come up.
    expect(accepted).toBeGreaterThan(50);
  }, 120_000);

  it('for configs of the right shape, the schema and set-up refuse the same ones, with the same one-line message', () => {
    const seats = seatLists()[4]!;
    let refused = 0;
    fc.assert(
      fc.property(fc.oneof(validConfig, rawConfig(false)), (raw) => {
        const parsed = configSchema.safeParse(raw);
        const bySetup = setupRefusal(raw as MssConfig, seats);
        if (parsed.success) expect(bySetup, JSON.stringify(raw)).toBeNull();
        else {
          refused++;
          expect(bySetup, JSON.stringify(raw)).not.toBeNull();
          expect(bySetup!.split('\n')).toHaveLength(1);
        }
      }),
      { numRuns: 300, seed: 34 },
    );
    expect(refused).toBeGreaterThan(20);
  }, 120_000);

  it('every refusal is one line naming a field the config holds, the value and the allowed range', () => {
    fc.assert(
      fc.property(rawConfig(true), (raw) => {
        const parsed = configSchema.safeParse(raw);
        if (parsed.success) return;
        const message = parsed.error.issues[0]!.message;
        expect(message.split('\n')).toHaveLength(1);
        const field = message.split(':')[0]!.replace(/\[\d+\]\..*$/, '');
        expect(Object.keys(raw), message).toContain(field);
        expect(message).toMatch(/not allowed|not a list/);
      }),
      { numRuns: 300, seed: 35 },
    );
  });
});
