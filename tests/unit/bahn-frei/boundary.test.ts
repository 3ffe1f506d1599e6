/** Bahn Frei at the boundary: one source of limits for the config schema, the seats and the set-up; a strict apply. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bahnActionSchema, bahnConfigSchema, bahnHashable, PLAYERS, SOLO_TRAINS, seatsProblem, TRAIN_COLOURS, type BahnAction, type BahnConfig, type BahnState } from '../../../src/rules/bahn-frei';
import type { SeatSetup } from '../../../src/rules/core';
import { lessonsOf } from '../../../src/app/teach/lessons';
import { runGameScenario } from '../../../src/sim';
import { game, map, seats, started } from './helpers';

/** Configs near the schema's edges: valid and invalid values of every field, unknown fields now and then. */
const edgeConfig = fc.record(
  {
    plates: fc.constantFrom<unknown>('beginner', 'frequent', 'Vielfahrer', 3, null),
    specialPassengers: fc.constantFrom<unknown>(true, false, 'yes', 0),
    colours: fc.oneof(fc.array(fc.constantFrom<unknown>(...TRAIN_COLOURS, 'purple', 7), { maxLength: 6 }), fc.shuffledSubarray([...TRAIN_COLOURS])),
    trains: fc.integer({ min: 0, max: 12 }),
  },
  { requiredKeys: [] },
);
/** Configs of the schema's own shape (each field present or not). */
const shapedConfig = fc.record(
  {
    plates: fc.constantFrom('beginner', 'frequent'),
    specialPassengers: fc.boolean(),
    colours: fc.shuffledSubarray([...TRAIN_COLOURS], { minLength: 1 }),
  },
  { requiredKeys: [] },
);
const anyConfig = fc.oneof({ arbitrary: shapedConfig, weight: 3 }, { arbitrary: edgeConfig, weight: 1 });

/** Any seat list the game's seat limits allow: 1 to 4 players; a solo seat 2 to 4 trains (or unsaid), the others one (or unsaid). */
const allowedSeats = fc.integer({ min: PLAYERS.min, max: PLAYERS.max }).chain((n) =>
  fc.array(n === 1 ? fc.option(fc.integer({ min: SOLO_TRAINS.min, max: SOLO_TRAINS.max }), { nil: undefined }) : fc.constantFrom(undefined, 1), { minLength: n, maxLength: n }).map((tokens) =>
    tokens.map((t, i): SeatSetup => ({ name: `P${i + 1}`, kind: 'human', ...(t !== undefined ? { tokens: t } : {}) })),
  ),
);

describe('Bahn Frei config and seats: the schema bounds what the set-up accepts', () => {
  it('any config the config schema accepts, with any seat list the seat limits allow, is accepted by set-up', () => {
    let accepted = 0;
    fc.assert(
      fc.property(anyConfig, allowedSeats, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (raw, seatList, seed) => {
        const parsed = bahnConfigSchema.safeParse(raw);
        if (!parsed.success) {
          // Refused at the schema: one line naming the field.
          const issue = parsed.error.issues[0]!;
          expect(issue.message).not.toContain('\n');
          return;
        }
        accepted += 1;
        expect(seatsProblem(seatList)).toBeNull();
        const s = game.setup(map, parsed.data, seatList, seed);
        expect(s.trains.length).toBe(seatList.length === 1 ? (seatList[0]!.tokens ?? SOLO_TRAINS.default) : seatList.length);
        expect(new Set(s.trains.map((t) => t.colour)).size).toBe(s.trains.length);
        // The colours listed go to the trains in seat order.
        const listed = parsed.data.colours ?? [];
        s.trains.forEach((t, i) => {
          if (i < listed.length) expect(t.colour).toBe(listed[i]);
        });
      }),
      { numRuns: 300, seed: 3301 },
    );
    expect(accepted).toBeGreaterThan(150);
  });

  it('refuses at the schema, in one line naming the field, the value and the range: too many colours, none, one twice', () => {
    const msg = (c: unknown) => {
      const r = bahnConfigSchema.safeParse(c);
      if (r.success) return 'accepted';
      const issue = r.error.issues[0]!;
      return `${issue.path.join('.')}: ${issue.message}`;
    };
    expect(msg({ colours: ['red', 'green', 'yellow', 'blue', 'red'] })).toBe('colours: 1 to 4 colours (each once), not 5');
    expect(msg({ colours: [] })).toBe('colours: 1 to 4 colours (each once), not 0');
    expect(msg({ colours: ['blue', 'blue'] })).toBe('colours: each train needs a colour of its own, blue is listed twice');
    // Fewer colours than trains is not an error: the box's others follow.
    const s = game.setup(map, { colours: ['blue'] }, seats(3), 1);
    expect(s.trains.map((t) => t.colour)).toEqual(['blue', 'red', 'green']);
  });

  it('a solo seat with 12 trains is refused in one line naming the field, the value and the allowed range', () => {
    const twelve = [{ name: 'Solo', kind: 'human', tokens: 12 }];
    expect(seatsProblem(twelve)).toBe('seats.0.tokens: a solo player controls 2, 3 or 4 trains (2 to 4), not 12');
    expect(() => game.setup(map, {}, twelve, 1)).toThrow('seats.0.tokens: a solo player controls 2, 3 or 4 trains (2 to 4), not 12');
    expect(seatsProblem([...seats(2), { name: 'P3', kind: 'human', tokens: 2 }])).toBe('seats.2.tokens: each of 3 players drives 1 train, not 2');
    expect(seatsProblem(seats(5))).toBe('seats: Bahn Frei is for 1 to 4 players, not 5');
    for (let t = SOLO_TRAINS.min; t <= SOLO_TRAINS.max; t++) expect(seatsProblem(seats(1, t))).toBeNull();
    // From a file: a one-line error naming the field, never a crash.
    const lesson = lessonsOf('bahn-frei')[0]!.lesson;
    const run = runGameScenario({ ...lesson.scenario, moves: [], seats: twelve });
    expect(run.ok).toBe(false);
    if (!run.ok) {
      expect(run.error).toContain('seats.0.tokens: 12 trains, but a Bahn Frei seat at a table of 1 drives 2 to 4 trains');
      expect(run.error).not.toContain('\n');
    }
  });
});

describe('Bahn Frei apply is strict', () => {
  function refusedUnchanged(s: BahnState, seat: unknown, action: unknown): string {
    const before = structuredClone(bahnHashable(s));
    const r = game.apply(s, seat as number, action as BahnAction);
    expect(r.ok).toBe(false);
    expect(structuredClone(bahnHashable(s))).toEqual(before);
    if (r.ok) return '';
    expect(r.message.length).toBeGreaterThan(0);
    expect(r.message).not.toContain('\n');
    return r.code;
  }

  it('refuses an action with a field its schema does not know, even a listed one widened', () => {
    const s = started(2, ['frankfurt', 'berlin']);
    const chief = game.actors(s)[0]!;
    const listedAction = game.legalActions(s, chief)[0]!;
    expect(refusedUnchanged(s, chief, { ...listedAction, extra: 1 })).toBe('malformed-action');
    expect(bahnActionSchema.safeParse({ type: 'done', extra: 1 }).success).toBe(false);
    expect(bahnActionSchema.safeParse({ type: 'step', part: 'red', to: 3, speed: 2 }).success).toBe(false);
    // The listed action itself is still taken.
    expect(game.apply(s, chief, listedAction).ok).toBe(true);
  });

  it('refuses a seat that is not an integer of the table: "0", 0.5, -1, 99, NaN, Infinity', () => {
    const s = started(2, ['frankfurt', 'berlin']);
    const chief = game.actors(s)[0]!;
    expect(chief).toBe(0);
    const listedAction = game.legalActions(s, 0)[0]!;
    for (const seat of ['0', 0.5, -1, 99, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(refusedUnchanged(s, seat, listedAction), `seat ${String(seat)}`).toBe('bad-seat');
    }
    const r = game.apply(s, '0' as unknown as number, listedAction);
    expect(!r.ok && r.message).toBe('seat "0" is not a seat at this table (0 to 1)');
  });

  it('refuses wrong types and huge numbers in an action', () => {
    const s = started(1, ['frankfurt', 'berlin'], {} satisfies BahnConfig, 2);
    const ops = game.apply(s, 0, { type: 'start' });
    expect(ops.ok).toBe(true);
    if (!ops.ok) return;
    for (const to of [Number.NaN, 1e300, -1, '5', 2.5]) refusedUnchanged(ops.state, 0, { type: 'step', part: 'red', to });
    refusedUnchanged(ops.state, 0, { type: 'board', part: 'red', passenger: 'x'.repeat(1000) });
  });
});
