/**
 * Positions and scenarios (docs/scenario-format.md): a position on a lane
 * graph, forced dice, a list of actions. Lessons and rule tests use the same
 * format.
 */
import { z } from 'zod';
import type { LaneGraph } from '../../track/lane-graph-types';
import { card, instructionsFor, isCardId, starterHand, type Placement } from './data/cards';
import { COIN_TOTAL, DRS_MARKERS, STARTING_COINS, STARTING_GEAR } from './data/material';
import { GEAR_NAMES } from './data/dice';
import { freshTurn } from './flow';
import { createGame, SetupError } from './setup';
import { placementOf } from './standings';
import { update } from './state-update';
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

/** Builds a game state from a position. Throws SetupError with the reason when the position is impossible. */
export function stateFromPosition(graph: LaneGraph, position: Position, dice: readonly (number | 'drs')[] = [], seed = 0): GameState {
  const cars = position.cars;
  const base = createGame({ track: graph, players: cars.map((c) => ({ name: c.name })), laid: position.laid }, seed);
  const seen = new Set<number>();
  const players: PlayerState[] = cars.map((c, i) => {
    const space = graph.spaces[c.space];
    if (!space) throw new SetupError(`cars[${i}]: space ${c.space} is not in the track (${graph.spaces.length} spaces)`);
    if (c.lane !== undefined && space.lane !== c.lane) throw new SetupError(`cars[${i}]: space ${c.space} is in lane ${space.lane}, not ${c.lane}`);
    if (space.pieceOrder >= base.laid) throw new SetupError(`cars[${i}]: space ${c.space} is on a piece not laid yet`);
    if (seen.has(c.space)) throw new SetupError(`cars[${i}]: space ${c.space} is taken by another car`);
    seen.add(c.space);
    const deck = c.deck ?? starterHand(i);
    const g = c.gear === undefined ? STARTING_GEAR : typeof c.gear === 'number' ? c.gear : GEAR_NAMES.indexOf(c.gear);
    return { space: c.space, gear: g, coins: c.coins ?? STARTING_COINS, deck, hand: c.hand ?? deck, drs: c.drs ?? [], laps: c.laps ?? 0 };
  });
  const onWheels = players.flatMap((p) => p.drs);
  if (new Set(onWheels).size !== onWheels.length) throw new SetupError('a DRS marker is on two steering wheels');
  const drsPile = position.drsPile ?? DRS_MARKERS.map((_, i) => i).filter((i) => !onWheels.includes(i));
  if (drsPile.length + onWheels.length !== DRS_MARKERS.length || drsPile.some((m) => onWheels.includes(m))) {
    throw new SetupError('the DRS pile and the wheels must hold the 10 markers once each');
  }
  const coins = players.reduce((n, p) => n + p.coins, 0);
  if (coins > COIN_TOTAL) throw new SetupError(`the players hold ${coins} coins; the game has ${COIN_TOTAL}`);
  let s = update(base, { players, drsPile, supply: COIN_TOTAL - coins, forced: dice });
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

export const diceSchema = z.array(z.union([z.number().int().min(0).max(12), z.literal('drs')]));
