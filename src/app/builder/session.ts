/**
 * The autosaved builder session: the undo history (base layout, commands,
 * undo position) and the camera. Restoring re-validates everything through
 * the schemas, so a damaged or outdated save is refused with a message.
 */
import { z } from 'zod';
import { parseJsonText, parseTrackFile, type Layout } from '../../track';
import { dropRedo, rebase, restoreHistory, saveHistory, type History } from '../history';
import type { StorageResult } from '../storage';
import { applyCommand, commandSchema, type BuilderCommand } from './commands';

export const SESSION_KEY = 'chicane.builder.session';
const SESSION_VERSION = 1;

/**
 * The autosave's budget in characters. Browsers give an origin about 5 MB of
 * storage (Chrome counts 2 bytes a character), shared with other modes: the
 * builder keeps its save well inside that.
 */
export const MAX_SAVE_CHARS = 1_000_000;
/** Undo steps kept in the autosave at most (each `load` embeds a whole layout). */
export const MAX_SAVED_COMMANDS = 200;

const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
export const cameraSchema = z.object({ position: vec3, target: vec3 });
export type CameraPose = z.output<typeof cameraSchema>;

const sessionSchema = z.object({
  version: z.literal(SESSION_VERSION),
  base: z.unknown(),
  commands: z.array(commandSchema),
  index: z.number().int().min(0),
  camera: cameraSchema.nullable(),
});

export type BuilderHistory = History<Layout, BuilderCommand>;

export function serialiseSession(history: BuilderHistory, camera: CameraPose | null): string {
  return JSON.stringify({ version: SESSION_VERSION, ...saveHistory(history), camera });
}

/** What a save left out to fit: undo steps from the oldest on, and the redo steps. */
export interface Dropped {
  readonly undo: number;
  readonly redo: number;
}

export interface Compacted {
  readonly text: string;
  readonly dropped: Dropped;
}

/**
 * The session as saved within `maxChars`: the whole history when it fits;
 * else without the redo steps, then without as few of the oldest undo steps
 * as it takes (at most MAX_SAVED_COMMANDS kept). The current layout is always
 * in it; only when the layout alone is larger than the budget is the text
 * longer than `maxChars` (the caller then finds out whether storage takes it).
 */
export function compactSession(history: BuilderHistory, camera: CameraPose | null, maxChars = MAX_SAVE_CHARS): Compacted {
  const full = serialiseSession(history, camera);
  if (full.length <= maxChars && history.commands.length <= MAX_SAVED_COMMANDS) return { text: full, dropped: { undo: 0, redo: 0 } };
  const h = dropRedo(history);
  const redo = history.commands.length - h.commands.length;
  const at = (k: number) => serialiseSession(rebase(h, k), camera);
  // Sizes shrink as k grows (each step folds a command into the base): find the smallest k that fits.
  let lo = Math.max(0, h.index - MAX_SAVED_COMMANDS);
  let hi = h.index;
  let best = at(hi);
  if (best.length > maxChars) return { text: best, dropped: { undo: h.index, redo } };
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const text = at(mid);
    if (text.length <= maxChars) {
      hi = mid;
      best = text;
    } else lo = mid + 1;
  }
  return { text: best, dropped: { undo: hi, redo } };
}

export type SaveOutcome =
  | { ok: true; dropped: Dropped }
  | { ok: false; message: string };

/**
 * Saves the session through `save` (the browser storage in the app): the
 * compacted history first and, if storage refuses that, the current layout
 * alone. `dropped` says what the saved copy does not hold.
 */
export function saveSession(save: (text: string) => StorageResult<void>, history: BuilderHistory, camera: CameraPose | null, maxChars = MAX_SAVE_CHARS): SaveOutcome {
  const c = compactSession(history, camera, maxChars);
  const first = save(c.text);
  if (first.ok) return { ok: true, dropped: c.dropped };
  const h = dropRedo(history);
  const all = { undo: h.index, redo: history.commands.length - h.commands.length };
  if (all.undo === c.dropped.undo && all.redo === c.dropped.redo) return first;
  const last = save(serialiseSession(rebase(h, h.index), camera));
  return last.ok ? { ok: true, dropped: all } : last;
}

/** The storage notice's words for what the autosave left out, or null when it kept everything. */
export function droppedNotice(d: Dropped): string | null {
  if (d.undo === 0 && d.redo === 0) return null;
  const parts: string[] = [];
  if (d.undo > 0) parts.push(`the ${d.undo === 1 ? 'oldest undo step' : `${d.undo} oldest undo steps`}`);
  if (d.redo > 0) parts.push(`${d.redo === 1 ? 'the redo step' : `${d.redo} redo steps`}`);
  return `Your layout is saved in this browser, but ${parts.join(' and ')} did not fit and will not be there after a reload (export a file to keep a copy).`;
}

export type Restored =
  | { ok: true; history: BuilderHistory; camera: CameraPose | null; dropped: number; migrated?: readonly string[] }
  | { ok: false; message: string };

export function restoreSession(text: string): Restored {
  const json = parseJsonText(text, 'the autosave');
  if (!json.ok) return { ok: false, message: 'the autosaved layout is damaged (not JSON): starting from the default track' };
  const parsed = sessionSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, message: 'the autosaved session is from another version or damaged: starting from the default track' };
  const base = parseTrackFile(parsed.data.base);
  if (!base.ok) return { ok: false, message: `the autosaved layout does not load (${base.error}): starting from the default track` };
  const { history, dropped } = restoreHistory<Layout, BuilderCommand>({ base: base.layout, commands: parsed.data.commands, index: parsed.data.index }, applyCommand);
  return { ok: true, history, camera: parsed.data.camera, dropped, ...(base.migrated ? { migrated: base.migrated } : {}) };
}
