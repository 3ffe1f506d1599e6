/**
 * Who acts and what a bot does: a thin layer over the rules core and the
 * bots of src/sim. Pure: no React, no clock. People are offered only what
 * `legalActions` lists; bots choose from the same list.
 */
import { legalActionsOf, type Action, type GameState, type PlayerId } from '../../rules/start-frei';
import { actor, BOTS, type Bot } from '../../rules/start-frei/files';

export type SeatKind = 'human' | 'heuristic' | 'random';
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'heuristic', 'random'];
export const SEAT_LABELS: Record<SeatKind, string> = { human: 'Person', heuristic: 'Bot (good)', random: 'Bot (random)' };

export interface Seat {
  readonly name: string;
  readonly kind: SeatKind;
}

/** Who must act now (-1 when the race is over). */
export const whoActs = (state: GameState): PlayerId => actor(state);

/** The legal actions of one player (in the choose phase every player still to choose is listed by the core). */
export function legalFor(state: GameState, player: PlayerId): Action[] {
  // The one source of legality: the game's legal actions of this seat (a copy: callers may keep it).
  return [...legalActionsOf(state, player)];
}

/** One bot per bot seat (seeded like src/sim's runner); people get null. */
export function makeSeatBots(seats: readonly Seat[], seed: number): (Bot | null)[] {
  return seats.map((s, i) => (s.kind === 'human' ? null : BOTS[s.kind]!((seed * 31 + i * 7919) | 0)));
}

/** The bot's action if a bot must act now, else null. */
export function botAction(state: GameState, bots: readonly (Bot | null)[]): Action | null {
  const who = whoActs(state);
  const bot = who >= 0 ? bots[who] : null;
  if (!bot) return null;
  return bot.choose(state, who, legalFor(state, who));
}

/**
 * A secret card choice by one of several people needs the device passed:
 * the others must not see the hand.
 */
export function needsHandoff(state: GameState, seats: readonly Seat[], confirmed: PlayerId | null): PlayerId | null {
  if (state.phase !== 'choose') return null;
  const who = whoActs(state);
  if (who < 0 || seats[who]?.kind !== 'human') return null;
  const people = seats.filter((s) => s.kind === 'human').length;
  return people >= 2 && confirmed !== who ? who : null;
}
