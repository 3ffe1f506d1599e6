/** Rating a layout: races in chunks (what a worker runs) and all of them in one process. */
import { z } from 'zod';
import { oneLine, parseTrackFile, type Layout } from '../track';
import { defaultRaces } from './calibration';
import { rateRace, type RaceTable } from './race';
import { mergeSamples, summarise } from './summarise';
import { RatingError, raceTable } from './table';
import type { RaceSample, Rating } from './types';

/** Races in one chunk of `rateLayout` (and a good size for a worker's message). */
export const CHUNK_RACES = 50;

export const chunkRequestSchema = z
  .object({
    game: z.string().min(1).max(40),
    /** A track file's JSON (any version the track loader migrates) or a parsed layout. */
    layout: z.unknown(),
    players: z.number().int().min(1).max(64),
    seed: z.number().int(),
    /** First race index of the chunk and how many races. */
    from: z.number().int().min(0),
    count: z.number().int().min(0).max(1_000_000),
    /** The game's options; default: what the layout carries (Start Frei: laid pieces and A-cards). */
    config: z.unknown().optional(),
  })
  .strict();
export type ChunkRequest = z.input<typeof chunkRequestSchema>;

function layoutOf(raw: unknown): Layout {
  const parsed = parseTrackFile(raw);
  if (!parsed.ok) throw new RatingError(`the layout does not load: ${oneLine(parsed.error, 200)}`);
  return parsed.layout;
}

/** Races `from … from + count − 1` of a rating: the same races whoever runs them, in whatever split. */
export function rateChunk(request: ChunkRequest): RaceSample[] {
  const parsed = chunkRequestSchema.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RatingError(`rating request: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const r = parsed.data;
  return runRaces(tableFor(r), r.seed, r.from, r.count);
}

/**
 * The last few tables raced at, by what they were made from. A rating's
 * chunks all come with the same layout, so a worker loads, validates and
 * builds the lane graph of a layout once per rating, not once per chunk (a
 * table is never changed by a race: `rateLayout` races every chunk of a
 * player count at one table too).
 */
const TABLES = new Map<string, RaceTable>();
const KEPT_TABLES = 4;

function tableFor(r: z.output<typeof chunkRequestSchema>): RaceTable {
  let key: string | undefined;
  try {
    key = JSON.stringify([r.game, r.players, r.config ?? null, r.layout]);
  } catch {
    // Not plain JSON (a cycle, a BigInt): no key, and the loader says what is wrong with it.
  }
  const kept = key === undefined ? undefined : TABLES.get(key);
  if (kept) return kept;
  const table = raceTable(r.game, layoutOf(r.layout), r.players, r.config);
  if (key !== undefined) {
    if (TABLES.size >= KEPT_TABLES) TABLES.delete(TABLES.keys().next().value!);
    TABLES.set(key, table);
  }
  return table;
}

function runRaces(table: RaceTable, seed: number, from: number, count: number): RaceSample[] {
  const out: RaceSample[] = [];
  for (let i = from; i < from + count; i++) out.push(rateRace(table, seed, i));
  return out;
}

export interface RateOptions {
  readonly game: string;
  /** A track file's JSON or a parsed layout. */
  readonly layout: unknown;
  /** Player counts to rate; default 2, 3 and 4 (within the game's range). */
  readonly players?: readonly number[];
  /** Races per player count; default per game (`defaultRaces`). */
  readonly races?: number;
  readonly seed?: number;
  readonly config?: unknown;
  /** Called after every chunk with the races done and the races in all. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The player counts a rating covers by default: 2, 3 and 4 where the game allows them. */
export function defaultPlayers(min: number, max: number): number[] {
  const ps = [2, 3, 4].filter((p) => p >= min && p <= max);
  return ps.length > 0 ? ps : [min];
}

/** The whole rating in this process: every player count, in chunks, then summarised. */
export function rateLayout(options: RateOptions): Rating {
  const seed = options.seed ?? 1;
  const races = options.races ?? defaultRaces(options.game);
  const layout = layoutOf(options.layout);
  const first = raceTable(options.game, layout, options.players?.[0] ?? 2, options.config);
  const players = options.players ?? defaultPlayers(first.game.seats.min, first.game.seats.max);
  const total = races * players.length;
  const samples: RaceSample[][] = [];
  let done = 0;
  for (const p of players) {
    const table = raceTable(options.game, layout, p, options.config);
    for (let from = 0; from < races; from += CHUNK_RACES) {
      const count = Math.min(CHUNK_RACES, races - from);
      samples.push(runRaces(table, seed, from, count));
      done += count;
      options.onProgress?.(done, total);
    }
  }
  return summarise(mergeSamples(...samples), { game: first.game.id, seed });
}
