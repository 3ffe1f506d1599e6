/**
 * Bahn Frei on the game seam (src/rules/core/game.ts). The board is a rail
 * map (src/rail); a token's space is an index into its flat numbering
 * (stations, then each route's spaces, `spaceCount`).
 */
import { z } from 'zod';
import { germanyMap, spaceCount, type RailMap } from '../../rail';
import { reject, type ApplyResult } from '../core/engine';
import { gamePositions, type GameExample, type GameResult, type GameRules, type Seat, type SeatSetup, type Token } from '../core/game';
import { PASSENGER_CARDS, SPECIAL_CARDS } from './data';
import { applyListed, maxActionsFor } from './apply';
import { actors, isListed, legalActions, listedIn } from './legal';
import { setupGame } from './setup';
import { bahnPositionSchema, buildPosition } from './positions';
import { COLOURS, PLAYERS, SOLO_TRAINS, TRAINS_PER_PLAYER } from './limits';
import { TRAIN_COLOURS, type BahnAction, type BahnConfig, type BahnEvent, type BahnState } from './types';

const id = z.string().min(1).max(64);
/** No board has more spaces than this (a step's target is a space). */
const MAX_SPACE = 100_000;

export const bahnActionSchema: z.ZodType<BahnAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), train: id, station: id }).strict(),
  z.object({ type: z.literal('choose'), option: id }).strict(),
  z.object({ type: z.literal('pick'), passenger: id }).strict(),
  z.object({ type: z.literal('pick-train'), train: id }).strict(),
  z.object({ type: z.literal('start') }).strict(),
  z.object({ type: z.literal('step'), part: id, to: z.number().int().min(0).max(MAX_SPACE) }).strict(),
  z.object({ type: z.literal('board'), part: id, passenger: id }).strict(),
  z.object({ type: z.literal('alight'), part: id, passenger: id }).strict(),
  z.object({ type: z.literal('transfer'), passenger: id, to: id }).strict(),
  z.object({ type: z.literal('sip'), part: id }).strict(),
  z.object({ type: z.literal('done') }).strict(),
  z.object({ type: z.literal('time-up') }).strict(),
]);

function colourCount(issue: { readonly input?: unknown }): string {
  const n = Array.isArray(issue.input) ? issue.input.length : 0;
  return `${COLOURS.min} to ${COLOURS.max} colours (each once), not ${n}`;
}

export const bahnConfigSchema: z.ZodType<BahnConfig> = z
  .object({
    plates: z.enum(['beginner', 'frequent']).optional(),
    specialPassengers: z.boolean().optional(),
    colours: z
      .array(z.enum(TRAIN_COLOURS))
      .min(COLOURS.min, { error: colourCount })
      .max(COLOURS.max, { error: colourCount })
      .superRefine((cs, ctx) => {
        const twice = cs.find((c, i) => cs.indexOf(c) !== i);
        if (twice !== undefined) ctx.addIssue({ code: 'custom', message: `each train needs a colour of its own, ${twice} is listed twice` });
      })
      .optional(),
  })
  .strict();

function apply(state: BahnState, seat: Seat, action: BahnAction): ApplyResult<BahnState, BahnEvent> {
  // A seat is an integer of the table (a string "0" would read the same list as seat 0).
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.seats) {
    return reject('bad-seat', `seat ${describeSeat(seat)} is not a seat at this table (0 to ${state.seats - 1})`);
  }
  if (isListed(state, seat, action)) {
    const r = applyListed(state, seat, action);
    return { ok: true, state: r.state, events: r.events };
  }
  const parsed = bahnActionSchema.safeParse(action);
  if (!parsed.success) return reject('malformed-action', 'not a Bahn Frei action');
  if (state.phase === 'over') return reject('game-over', 'the game is over');
  if (!actors(state).includes(seat)) return reject('not-your-turn', `seat ${String(seat)} may not act now`);
  const a = parsed.data;
  if (!listedIn(legalActions(state, seat), a)) return reject('illegal-action', `${a.type} is not allowed now`);
  const r = applyListed(state, seat, a);
  return { ok: true, state: r.state, events: r.events };
}

function describeSeat(seat: unknown): string {
  return typeof seat === 'string' ? JSON.stringify(seat.slice(0, 20)) : String(seat).slice(0, 20);
}

function result(s: BahnState): GameResult | null {
  if (s.phase !== 'over' || s.won === null) return null;
  return { kind: 'team', won: s.won, score: s.complaints, reason: s.reason ?? (s.won ? 'won' : 'lost') };
}

const COLOUR_WORD: Readonly<Record<string, string>> = { red: 'Red', green: 'Green', yellow: 'Yellow', blue: 'Blue' };

function tokens(s: BahnState): Token[] {
  return s.parts.map((p) => {
    const train = s.trains[p.train]!;
    return p.cube
      ? { id: `cube-${train.colour}`, seat: train.driver, space: p.space, label: `${COLOUR_WORD[train.colour]} train, second part` }
      : { id: `train-${train.colour}`, seat: train.driver, space: p.space, label: `${COLOUR_WORD[train.colour]} train` };
  });
}

/** The state without the map (shared and large): what hashes and snapshots cover. */
export function bahnHashable(s: BahnState): Omit<BahnState, 'map'> {
  const { map: _map, ...rest } = s;
  return rest;
}

function example(name: string, seats: number, config: BahnConfig): GameExample<BahnConfig, RailMap> {
  const trains = seats === 1 ? SOLO_TRAINS.default : seats;
  const deck = PASSENGER_CARDS.length + (config.specialPassengers ? SPECIAL_CARDS.length : 0);
  return { name, seats, load: () => ({ board: germanyMap(), config }), maxActions: maxActionsFor(trains, deck) };
}

export const bahnFreiRules: GameRules<BahnConfig, BahnState, BahnAction, BahnEvent, RailMap> = {
  id: 'bahn-frei',
  title: 'Bahn Frei',
  seats: {
    min: PLAYERS.min,
    max: PLAYERS.max,
    tokensPerSeat: (n) => (n === 1 ? SOLO_TRAINS.default : TRAINS_PER_PLAYER),
    tokenRange: (n) => (n === 1 ? { min: SOLO_TRAINS.min, max: SOLO_TRAINS.max } : { min: TRAINS_PER_PLAYER, max: TRAINS_PER_PLAYER }),
  },
  board: 'rail-map',
  configSchema: bahnConfigSchema,
  actionSchema: bahnActionSchema,
  setup: (board: RailMap, config: BahnConfig, seats: readonly SeatSetup[], seed: number) => setupGame(board, config, seats, seed),
  positions: gamePositions({ schema: bahnPositionSchema, build: buildPosition }),
  actors,
  legalActions,
  apply,
  result,
  hashable: bahnHashable,
  tokens,
  spaceCount: (board) => spaceCount(board),
  examples: [
    example('Germany, 1 player with 2 trains, frequent travellers', 1, { plates: 'frequent' }),
    example('Germany, 2 players, beginners', 2, {}),
    example('Germany, 4 players, frequent travellers and special passengers', 4, { plates: 'frequent', specialPassengers: true }),
  ],
};
