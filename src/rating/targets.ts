/**
 * What the track generator aims at, and how far a rating is from it.
 *
 * - Start Frei: the printed scale, race duration in dots and difficulty in
 *   squares (the rating's `scale`).
 * - Formuła 1: the rulebook prints no scale, so a target is minutes at the
 *   reference table (3 players) and a difficulty level 1–4 of our own, from
 *   the trouble per player and race (data/generate.json, docs/rating.md).
 * - "Like this preset": Start Frei's printed figures of the preset, or the
 *   Formuła 1 preset's own rating.
 *
 * The per-game search settings (races per candidate, tries, steps) are data
 * too, read through a schema like any other file.
 */
import { z } from 'zod';
import raw from './data/generate.json';
import { squaresScore } from './summarise';
import type { Rating, TableRating } from './types';

/** How the local search moves: how often a climber may fail to improve before it restarts, how willing it is to step further away early on, and how far inside the target a brief rating must be to be confirmed with the final rating's races. */
const scheduleSchema = z
  .object({
    patience: z.number().int().min(1).max(1000),
    temperature: z.number().min(0).max(10),
    confirmMargin: z.number().min(0).max(0.5),
  })
  .strict();

const effortSchema = z.object({ tries: z.number().int().min(1).max(500), steps: z.number().int().min(0).max(5000), searchRaces: z.number().int().min(1).max(10_000), finalRaces: z.number().int().min(1).max(100_000) }).strict();

export const generateSettingsSchema = z
  .object({
    note: z.string(),
    games: z.record(
      z.string(),
      z
        .object({
          referencePlayers: z.number().int().min(1).max(16),
          searchPlayers: z.array(z.number().int().min(1).max(16)).min(1).max(8),
          players: z.array(z.number().int().min(1).max(16)).min(1).max(8),
          minutesStep: z.number().positive().optional(),
          difficulty: z.object({ thresholds: z.array(z.number().finite()).length(3) }).strict().optional(),
          schedule: scheduleSchema,
          effort: z.object({ quick: effortSchema, thorough: effortSchema }).strict(),
        })
        .strict(),
    ),
  })
  .strict();

export type GenerateSettings = z.output<typeof generateSettingsSchema>;
export type GameSearch = GenerateSettings['games'][string];
export type Effort = keyof GameSearch['effort'];

export const GENERATE: GenerateSettings = generateSettingsSchema.parse(raw);

/** The games the generator makes tracks for (Das Motorsportspiel is one printed board: nothing to build, see docs/assumptions.md). */
export const GENERATED_GAMES = Object.keys(GENERATE.games);

export function searchSettings(game: string): GameSearch {
  const s = GENERATE.games[game];
  if (!s) throw new Error(`the track generator makes no ${game} tracks (it makes ${GENERATED_GAMES.join(', ')})`);
  return s;
}

export type Target =
  /** Start Frei's printed scale: 1–4 dots, 1–4 squares. */
  | { readonly kind: 'scale'; readonly dots: number; readonly squares: number }
  /** Minutes at the reference table and a difficulty level (1–4, continuous allowed). */
  | { readonly kind: 'profile'; readonly minutes: number; readonly difficulty: number };

/** Where a rating stands on a game's own terms: minutes at the reference table and the difficulty, continuous and as a level 1–4. */
export interface Profile {
  readonly players: number;
  readonly minutes: number;
  readonly difficulty: number;
  readonly level: number;
}

function reference(rating: Rating, players: number): TableRating {
  return rating.tables.find((t) => t.players === players) ?? rating.tables[0]!;
}

/** The difficulty on a 1–4 scale from the trouble per player: each threshold where 2, 3, 4 begin sits at 1.5, 2.5, 3.5, linear between and beyond. */
export function levelScore(trouble: number, thresholds: readonly number[]): number {
  const [t1, t2, t3] = thresholds as [number, number, number];
  if (trouble < t2) return 1.5 + (trouble - t1) / (t2 - t1);
  if (trouble < t3) return 2.5 + (trouble - t2) / (t3 - t2);
  return 3.5 + (trouble - t3) / (t3 - t2);
}

export function profileOf(rating: Rating): Profile {
  const s = searchSettings(rating.game);
  const t = reference(rating, s.referencePlayers);
  const difficulty = s.difficulty ? levelScore(t.troublePerPlayer.value, s.difficulty.thresholds) : rating.scale ? squaresScore(rating.scale.difficultyScore) : 1;
  return { players: t.players, minutes: t.minutes.value, difficulty, level: Math.min(4, Math.max(1, Math.round(difficulty))) };
}

/** How far a rating is from the target, 0 a perfect hit: in dots and squares, or in minute steps and levels. */
export function targetDistance(rating: Rating, target: Target): number {
  if (target.kind === 'scale') {
    const s = rating.scale;
    if (!s) return Infinity;
    return Math.abs(s.durationScore - target.dots) + Math.abs(squaresScore(s.difficultyScore) - target.squares);
  }
  const p = profileOf(rating);
  const step = searchSettings(rating.game).minutesStep ?? 5;
  return Math.abs(p.minutes - target.minutes) / step + Math.abs(p.difficulty - target.difficulty);
}

/** Whether a continuous score rounds to `level` on a 1–4 scale with `margin` to spare (the scale's ends run on beyond 1 and 4). */
function within(score: number, level: number, margin: number): boolean {
  if ((level <= 1 && score < 1) || (level >= 4 && score > 4)) return true;
  return Math.abs(score - level) <= 0.5 - margin;
}

/**
 * Whether the rating hits the target: its rounded scale is the target, or it
 * is within half a step of minutes and half a level. With a `margin` (in
 * levels, and minute steps), the rating must lie that far inside: the
 * search's "surely on target" for a brief rating whose fuller rating may
 * move a little.
 */
export function hitsTarget(rating: Rating, target: Target, margin = 0): boolean {
  if (target.kind === 'scale') {
    const s = rating.scale;
    if (s?.dots !== target.dots || s.squares !== target.squares) return false;
    return margin <= 0 || (within(s.durationScore, target.dots, margin) && within(squaresScore(s.difficultyScore), target.squares, margin));
  }
  const p = profileOf(rating);
  const step = searchSettings(rating.game).minutesStep ?? 5;
  return Math.abs(p.minutes - target.minutes) / step <= 0.5 - margin && Math.abs(p.difficulty - target.difficulty) <= 0.5 - margin;
}
