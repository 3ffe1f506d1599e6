/**
 * The autosave of Start Frei's older Race screen (`chicane.race.autosave`:
 * its set-up and the race so far as a replay file) carried over into the
 * shell's autosave, so a race left unfinished before the update resumes in
 * the shell. Done once, when the shell has no save of its own: the old
 * replay is re-run as recorded (its game's migration, src/sim), written as a
 * play save, and the old key removed. A save that does not re-run is left
 * where it is and reported in one line; nothing is lost.
 */
import { z } from 'zod';
import { checkOlderReplay } from '../../sim';
import { parseJsonText } from '../../track';
import { PLAY_SAVE_FORMAT } from './choice';
import { PLAY_SAVE_VERSION, type PlaySave } from './autosave';

export const OLDER_RACE_SAVE_KEY = 'chicane.race.autosave';

const olderSaveSchema = z.object({
  format: z.literal('chicane-race-autosave'),
  version: z.literal(1),
  savedAt: z.string(),
  setup: z.object({ track: z.object({ kind: z.enum(['preset', 'builder']) }).passthrough() }).passthrough(),
  replay: z.unknown(),
});

export type OlderSaveRead = { ok: true; save: PlaySave } | { ok: false; message: string };

/** The shell's save of an older Race save's text. */
export function playSaveOfOlder(text: string): OlderSaveRead {
  const refused = { ok: false as const, message: 'The race saved by an earlier version of Chicane is damaged, so it cannot be resumed.' };
  const json = parseJsonText(text, 'the saved race');
  if (!json.ok) return refused;
  const parsed = olderSaveSchema.safeParse(json.value);
  if (!parsed.success) return refused;
  const { read, game } = checkOlderReplay(parsed.data.replay);
  if (!read.ok || typeof read.log === 'string' || game?.id !== 'start-frei') return refused;
  const log = read.log;
  const layout = (log.board as { layout?: unknown }).layout;
  if (layout === undefined) return refused;
  return {
    ok: true,
    save: {
      format: PLAY_SAVE_FORMAT,
      version: PLAY_SAVE_VERSION,
      savedAt: parsed.data.savedAt,
      game: 'start-frei',
      board: { kind: 'layout', layout, name: log.boardName, from: parsed.data.setup.track.kind === 'builder' ? 'builder' : 'example' },
      config: log.config,
      seats: log.seats.map((s) => ({ name: s.name, kind: s.kind })),
      seed: log.seed,
      moves: log.moves.map((m) => ({ seat: m.seat, action: m.action as PlaySave['moves'][number]['action'] })),
      standIns: [],
    },
  };
}

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Moves an older Race save into the shell's key when the shell has none; a note when it cannot. */
export function carryOverOlderSave(storage: Storage, playKey: string): string | null {
  try {
    const old = storage.getItem(OLDER_RACE_SAVE_KEY);
    if (old === null) return null;
    if (storage.getItem(playKey) !== null) return null;
    const r = playSaveOfOlder(old);
    if (!r.ok) return r.message;
    storage.setItem(playKey, JSON.stringify(r.save));
    storage.removeItem(OLDER_RACE_SAVE_KEY);
    return null;
  } catch {
    // Storage unavailable: nothing to carry over.
    return null;
  }
}
