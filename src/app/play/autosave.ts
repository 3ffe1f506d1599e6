/**
 * The autosave of the shell's game in progress: game id, board (the layout,
 * or the example's name for a board without one), config, seats, seed, the
 * `{ seat, action }` moves and the seats handed to bots. Saved after every
 * move; resuming rebuilds the board and re-runs every move through the
 * game's `apply` (session.ts, replayMoves). Every load goes through a
 * schema; a damaged or outdated save is refused with a note, never a crash.
 */
import { z } from 'zod';
import { gameById } from '../../rules/registry';
import { clientOf } from '../../games';
import { SEED_MAX } from '../../sim';
import { parseJsonText, parseTrackFile } from '../../track';
import { parseRailMapFile } from '../../rail';
import { boardFromSource, newSession, replayMoves, seatSetup, type BoardSource, type PlaySession } from './session';

import { PLAY_SAVE_FORMAT, PLAY_SAVE_KEY } from './choice';

export { PLAY_SAVE_FORMAT, PLAY_SAVE_KEY };
export const PLAY_SAVE_VERSION = 1;

const seatSchema = z.object({ name: z.string().max(64), kind: z.string().min(1).max(40), tokens: z.number().int().min(1).max(12).optional() });

export const playSaveSchema = z.object({
  format: z.literal(PLAY_SAVE_FORMAT),
  version: z.literal(PLAY_SAVE_VERSION),
  savedAt: z.string(),
  game: z.string().min(1).max(40),
  board: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('layout'), layout: z.unknown(), name: z.string().max(200), from: z.enum(['builder', 'example']) }),
    z.object({ kind: z.literal('example'), name: z.string().max(200) }),
    z.object({ kind: z.literal('rail-map'), map: z.unknown(), name: z.string().max(200) }),
  ]),
  config: z.unknown(),
  seats: z.array(seatSchema).min(1).max(12),
  seed: z.number().int().min(0).max(SEED_MAX),
  moves: z.array(z.object({ seat: z.number().int().min(0).max(11), action: z.object({ type: z.string() }).passthrough() })).max(500_000),
  standIns: z.array(z.object({ seat: z.number().int().min(0).max(11), kind: z.string().min(1).max(40), from: z.number().int().min(0) })).max(12),
});

export type PlaySave = z.infer<typeof playSaveSchema>;

export function serialisePlay(session: PlaySession, now: Date = new Date()): string {
  const save: PlaySave = {
    format: PLAY_SAVE_FORMAT,
    version: PLAY_SAVE_VERSION,
    savedAt: now.toISOString(),
    game: session.game.id,
    board: session.prepared.source,
    config: session.prepared.config,
    seats: session.seats.map(seatSetup),
    seed: session.seed,
    moves: session.moves.map((m) => ({ seat: m.seat, action: m.action })),
    standIns: session.standIns.map((s) => ({ ...s })),
  };
  return JSON.stringify(save);
}

export type PlayLoad = { ok: true; session: PlaySession; savedAt: string } | { ok: false; message: string };

/** Rebuilds the saved game: schema, game, board, config, then every move again. */
export function restorePlay(text: string): PlayLoad {
  const json = parseJsonText(text, 'the saved game');
  if (!json.ok) return { ok: false, message: 'The saved game is damaged, so it cannot be resumed.' };
  const parsed = playSaveSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, message: 'The saved game is from another version of Chicane or damaged, so it cannot be resumed.' };
  const save = parsed.data;
  let game;
  try {
    game = gameById(save.game);
  } catch {
    return { ok: false, message: 'The saved game is of a game this version of Chicane cannot play, so it cannot be resumed.' };
  }
  const config = game.configSchema.safeParse(save.config);
  if (!config.success) return { ok: false, message: `The saved ${game.title} game has options this version does not know, so it cannot be resumed.` };
  let source: BoardSource;
  if (save.board.kind === 'layout') {
    // A track saved by an older version is migrated like a file (its laying plan and laid count as they were).
    const layout = parseTrackFile(save.board.layout);
    if (!layout.ok) return { ok: false, message: `The saved ${game.title} game's track is damaged, so it cannot be resumed.` };
    source = { kind: 'layout', layout: layout.layout, name: save.board.name, from: save.board.from };
  } else if (save.board.kind === 'rail-map') {
    const rail = parseRailMapFile(save.board.map);
    if (!rail.ok) return { ok: false, message: `The saved ${game.title} game's rail map is damaged, so it cannot be resumed.` };
    source = { kind: 'rail-map', map: rail.map, name: save.board.name };
  } else source = { kind: 'example', name: save.board.name };
  const prepared = boardFromSource(game, source, config.data);
  if (!prepared.ok) return { ok: false, message: `The saved ${game.title} game cannot be resumed: ${prepared.message}.` };
  const start = newSession(game, clientOf(game.id), prepared.value, save.seats, save.seed);
  if (!start.ok) return { ok: false, message: `The saved ${game.title} game cannot be resumed: ${start.message}` };
  const r = replayMoves(start.value, save.moves, save.standIns);
  if (!r.ok) return { ok: false, message: `The saved ${game.title} game cannot be resumed: ${r.message}.` };
  return { ok: true, session: r.value, savedAt: save.savedAt };
}
