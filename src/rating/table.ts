/**
 * The table a rating plays at: a game from the registry, the layout's lane
 * graph, the game's config (Start Frei: the pieces laid at the start and
 * the A-cards printed with the track), bot seats.
 */
import { gameById } from '../rules';
import type { AnyGame } from '../rules/core';
import { buildLaneGraph, oneLine, validateLayout, type Layout } from '../track';
import type { RaceTable } from './race';

/** Actions after which a race counts as stuck (far above any real race). */
export const MAX_RACE_ACTIONS = 200_000;

export class RatingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RatingError';
  }
}

/** The game's own options for this layout: Start Frei's printed figures come with the track. */
export function layoutConfig(game: AnyGame, layout: Layout): unknown {
  const raw =
    game.id === 'start-frei'
      ? { ...(layout.meta.laid !== undefined ? { laid: layout.meta.laid } : {}), ...(layout.meta.aCards !== undefined ? { aCards: layout.meta.aCards } : {}) }
      : {};
  const parsed = game.configSchema.safeParse(raw);
  if (!parsed.success) throw new RatingError(`the layout's ${game.title} options are not usable: ${oneLine(parsed.error.issues[0]?.message ?? 'invalid', 120)}`);
  return parsed.data;
}

/** The bot kind a rating seats: the game's heuristic bot when it has one. */
export function ratingBot(game: AnyGame): string {
  return 'heuristic' in game.bots ? 'heuristic' : Object.keys(game.bots)[0]!;
}

/** A table for `players` seats on `layout`; a layout that does not build or a seat count the game does not allow is a RatingError. */
export function raceTable(gameId: string, layout: Layout, players: number, config?: unknown): RaceTable {
  let game: AnyGame;
  try {
    game = gameById(gameId);
  } catch (error) {
    throw new RatingError((error as Error).message);
  }
  if (game.board !== 'lane-graph') throw new RatingError(`${game.title} is not played on a track layout, so it has no track rating`);
  if (layout.game !== game.id) throw new RatingError(`the layout is a ${layout.game} track, not a ${game.id} one`);
  if (players < game.seats.min || players > game.seats.max) throw new RatingError(`${game.title} is played by ${game.seats.min} to ${game.seats.max} players, not ${players}`);
  const report = validateLayout(layout);
  if (!report.valid) throw new RatingError(`the layout is not a valid track: ${oneLine(report.errors[0]?.message ?? 'invalid', 160)}`);
  const graph = buildLaneGraph(layout);
  const kind = ratingBot(game);
  const seats = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, kind }));
  let cfg = config ?? layoutConfig(game, layout);
  if (config !== undefined) {
    const parsed = game.configSchema.safeParse(config);
    if (!parsed.success) throw new RatingError(`config: ${oneLine(parsed.error.issues[0]?.message ?? 'invalid', 120)}`);
    cfg = parsed.data;
  }
  const board = { graph, layout };
  try {
    game.setup(board, cfg, seats, 1);
  } catch (error) {
    throw new RatingError(`${game.title} cannot be played on this layout: ${oneLine((error as Error).message, 160)}`);
  }
  return { game, board, graph, config: cfg, seats, maxActions: MAX_RACE_ACTIONS };
}
