/**
 * Positions and scenarios (docs/scenario-format.md): a position on a lane
 * graph, forced dice, a list of actions. Lessons and rule tests use the same
 * format.
 */
import { z } from 'zod';
import type { LaneGraph } from '../../track/lane-graph-types';
import type { Layout } from '../../track/layout-schema';
import { card, instructionsFor, isCardId, starterHand, type Placement } from './data/cards';
import { COIN_TOTAL, DRS_MARKERS, STARTING_COINS, STARTING_GEAR } from './data/material';
import { BOOST_DIE, GEAR_DICE, GEAR_NAMES } from './data/dice';
import { createGame, SetupError } from './setup';
import { placementOf } from './standings';
import { freshTurn, update } from './state-update';
import type { GameState, PlayerState } from './types';

const gear = z.union([z.number().int().min(0).max(3), z.enum(GEAR_NAMES)]);
const cardId = z
  .number()
  .int()
  .refine((n) => isCardId(n), 'not a card order number (1–66)');

export const carSchema = z.object({
  name: z.string().min(1),
  /** Space id in the lane graph. */
  space: z.number().int().min(0),
  /** Optional check: the lane the space must be in. */
  lane: z.number().int().min(0).optional(),
  gear: gear.optional(),
  coins: z.number().int().min(0).optional(),
  laps: z.number().int().min(-1).optional(),
  /** DRS marker ids (0–9, see data/material.ts) on the steering wheel. */
  drs: z.array(z.number().int().min(0).max(DRS_MARKERS.length - 1)).max(2).optional(),
  /** The player's 6 cards (default: the starter set of the seat). */
  deck: z.array(cardId).optional(),
  /** Cards still in hand (default: the deck). */
  hand: z.array(cardId).optional(),
});

export const positionSchema = z.object({
  cars: z.array(carSchema).min(2).max(4),
  /** Pieces laid (default: all). */
  laid: z.number().int().min(0).optional(),
  /** Whose turn, with the card played (omit for the choose phase). */
  turn: z
    .object({
      player: z.number().int().min(0).max(3),
      card: cardId,
      /** Override the card's race instructions (lessons). */
      instructions: z.array(z.enum(['roll', 'shift'])).optional(),
    })
    .optional(),
  /** Order of the DRS pile, top first (default: the markers not on a wheel, by id). */
  drsPile: z.array(z.number().int().min(0).max(9)).optional(),
});

export type Position = z.infer<typeof positionSchema>;

/** The cards a player holds: 6, each printed once, the hand drawn from the deck. */
function cardsProblem(player: number, deck: readonly number[], hand: readonly number[], held: Map<number, number>): string | null {
  const size = starterHand(0).length;
  if (deck.length !== size) return `cars[${player}].deck holds ${deck.length} cards; a player has ${size}`;
  for (const c of deck) {
    const other = held.get(c);
    if (other === player) return `cars[${player}].deck holds card ${c} twice`;
    if (other !== undefined) return `card ${c} is in the decks of players ${other} and ${player}`;
    held.set(c, player);
  }
  const inHand = new Set<number>();
  for (const c of hand) {
    if (!deck.includes(c)) return `cars[${player}].hand holds card ${c}, which is not in the deck`;
    if (inHand.has(c)) return `cars[${player}].hand holds card ${c} twice`;
    inHand.add(c);
  }
  return null;
}

/** Faces any die shows: the gear dice's numbers and the boost die's. */
const ANY_FACE: ReadonlySet<number | 'drs'> = new Set<number | 'drs'>([...GEAR_DICE.flat(), ...BOOST_DIE]);

/**
 * Forced results, die by die: each a face some die shows, and a roll begins
 * with its gear die, so "drs" (a boost face only) never comes first or twice in
 * a row. Which die a result stands for beyond that depends on the race; the
 * roll checks it against the die it is rolled for (apply.ts).
 */
export function diceProblem(dice: readonly unknown[]): string | null {
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i];
    if (!ANY_FACE.has(d as number)) return `dice[${i}]: ${JSON.stringify(d) ?? String(d)} is no face of any die (gear dice 0–5, boost die 1, 2 or "drs")`;
    if (d === 'drs' && (i === 0 || dice[i - 1] === 'drs')) return `dice[${i}]: "drs" is a boost result, and a boost die follows a gear die`;
  }
  return null;
}

/** What a position is raced with beyond its cars: the layout (for laying pieces during play), the A-cards, the seats' kinds. */
export interface PositionTable {
  readonly layout?: Layout;
  readonly aCards?: number;
  readonly kinds?: readonly string[];
}

/** Builds a game state from a position. Throws SetupError with the reason when the position is impossible. */
export function stateFromPosition(graph: LaneGraph, position: Position, dice: readonly (number | 'drs')[] = [], seed = 0, table: PositionTable = {}): GameState {
  const cars = position.cars;
  const base = createGame(
    {
      track: graph,
      ...(table.layout !== undefined ? { layout: table.layout } : {}),
      players: cars.map((c, i) => ({ name: c.name, ...(table.kinds?.[i] !== undefined ? { kind: table.kinds[i] } : {}) })),
      laid: position.laid,
      ...(table.aCards !== undefined ? { aCards: table.aCards } : {}),
    },
    seed,
  );
  const seen = new Set<number>();
  // Every card is printed once: who holds it (a deck), for the checks below.
  const held = new Map<number, number>();
  const forcedProblem = diceProblem(dice);
  if (forcedProblem) throw new SetupError(forcedProblem);
  const players: PlayerState[] = cars.map((c, i) => {
    const space = graph.spaces[c.space];
    if (!space) throw new SetupError(`cars[${i}]: space ${c.space} is not in the track (${graph.spaces.length} spaces)`);
    if (c.lane !== undefined && space.lane !== c.lane) throw new SetupError(`cars[${i}]: space ${c.space} is in lane ${space.lane}, not ${c.lane}`);
    if (space.pieceOrder >= base.laid) throw new SetupError(`cars[${i}]: space ${c.space} is on a piece not laid yet`);
    if (seen.has(c.space)) throw new SetupError(`cars[${i}]: space ${c.space} is taken by another car`);
    seen.add(c.space);
    const deck = c.deck ?? starterHand(i);
    const deckProblem = cardsProblem(i, deck, c.hand ?? deck, held);
    if (deckProblem) throw new SetupError(deckProblem);
    const g = c.gear === undefined ? STARTING_GEAR : typeof c.gear === 'number' ? c.gear : GEAR_NAMES.indexOf(c.gear);
    return { space: c.space, gear: g, coins: c.coins ?? STARTING_COINS, deck, hand: c.hand ?? deck, drs: c.drs ?? [], laps: c.laps ?? 0 };
  });
  const onWheels = players.flatMap((p) => p.drs);
  const wheelSeen = new Set<number>();
  for (const m of onWheels) {
    if (wheelSeen.has(m)) throw new SetupError(`DRS marker ${m} is on the steering wheels twice`);
    wheelSeen.add(m);
  }
  const drsPile = position.drsPile ?? DRS_MARKERS.map((_, i) => i).filter((i) => !onWheels.includes(i));
  const all = new Set<number>(onWheels);
  for (const m of drsPile) {
    if (all.has(m)) throw new SetupError(`DRS marker ${m} is ${onWheels.includes(m) ? 'on a steering wheel and in the DRS pile' : 'in the DRS pile twice'}`);
    all.add(m);
  }
  if (all.size !== DRS_MARKERS.length) throw new SetupError(`the DRS pile and the wheels hold ${all.size} markers; the game has ${DRS_MARKERS.length}, once each`);
  const coins = players.reduce((n, p) => n + p.coins, 0);
  if (coins > COIN_TOTAL) throw new SetupError(`the players hold ${coins} coins; the game has ${COIN_TOTAL}`);
  // A card in a deck (a bought market card, an A-card) is no longer in the draw pile.
  const drawPile = base.drawPile.filter((c) => !held.has(c));
  let s = update(base, { players, drsPile, drawPile, supply: COIN_TOTAL - coins, forced: dice });
  const t = position.turn;
  if (t) {
    if (t.player >= cars.length) throw new SetupError(`turn.player ${t.player} has no car`);
    const placement: Placement = placementOf(s, t.player);
    const queue = t.instructions ?? instructionsFor(card(t.card), placement);
    const chosen = cars.map((_, i) => (i === t.player ? t.card : null));
    // The played card lies face up in front of the player: it is no longer in the hand.
    const withoutCard = s.players.map((p, i) => (i === t.player ? { ...p, hand: p.hand.filter((c) => c !== t.card) } : p));
    s = update(s, { players: withoutCard, phase: 'turn', chosen, order: [t.player], turnIndex: 0, turn: freshTurn(t.player, t.card, queue, false, placement) });
  }
  return s;
}

export { actionSchema } from './action-schema';

export const diceSchema = z.array(z.union([z.number().int().min(0).max(12), z.literal('drs')])).superRefine((dice, ctx) => {
  const problem = diceProblem(dice);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * A position as scenario v2's `start` holds it (docs/scenario-format.md): the cars seat by seat (their names are the
 * seats'), the pieces laid, whose turn, the DRS pile and the forced dice. Strict: a field it does not know is refused.
 */
export const seatPositionSchema = z.strictObject({
  cars: z.array(carSchema.omit({ name: true }).strict()).min(2).max(4),
  laid: positionSchema.shape.laid,
  turn: positionSchema.shape.turn,
  drsPile: positionSchema.shape.drsPile,
  /** Forced results used before the seeded generator, in order (as in version 1's `dice`). */
  dice: diceSchema.optional(),
});

export type SeatPosition = z.infer<typeof seatPositionSchema>;

/** The state of a v2 position: one car a seat, named by its seat; the config's A-cards and laid pieces (the position's `laid` first). */
export function stateFromSeatPosition(
  board: { readonly graph: LaneGraph; readonly layout?: Layout },
  config: { readonly laid?: number; readonly aCards?: number },
  seats: readonly { readonly name: string; readonly kind: string }[],
  position: SeatPosition,
  seed: number,
): GameState {
  if (position.cars.length !== seats.length) throw new SetupError(`the position has ${position.cars.length} cars for ${seats.length} seats (one car a seat)`);
  const laid = position.laid ?? config.laid;
  const named: Position = {
    cars: position.cars.map((c, i) => ({ ...c, name: seats[i]!.name })),
    ...(laid !== undefined ? { laid } : {}),
    ...(position.turn !== undefined ? { turn: position.turn } : {}),
    ...(position.drsPile !== undefined ? { drsPile: position.drsPile } : {}),
  };
  return stateFromPosition(board.graph, named, position.dice ?? [], seed, {
    ...(board.layout !== undefined ? { layout: board.layout } : {}),
    ...(config.aCards !== undefined ? { aCards: config.aCards } : {}),
    kinds: seats.map((s) => s.kind),
  });
}
