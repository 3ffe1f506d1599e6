/**
 * The rail-map editor's autosave: its undo history (base map, commands, undo
 * position) as text, read back through the schemas. A damaged save is
 * refused with a sentence and the shipped map is shown instead.
 */
import { z } from 'zod';
import { parseJsonText } from '../../track';
import { germanyMap, parseRailMapFile, type RailMap } from '../../rail';
import { createHistory, dropRedo, rebase, restoreHistory, saveHistory, type History } from '../history';
import { applyRailCommand, railCommandSchema, type RailCommand } from './commands';

export const RAIL_SAVE_KEY = 'chicane.rail.autosave';
const RAIL_SAVE_FORMAT = 'chicane-rail-autosave';
const RAIL_SAVE_VERSION = 1;
/** Undo steps kept in the autosave at most (each `load` holds a whole map). */
export const MAX_SAVED_RAIL_COMMANDS = 200;

const saveSchema = z
  .object({
    format: z.literal(RAIL_SAVE_FORMAT),
    version: z.literal(RAIL_SAVE_VERSION),
    base: z.unknown(),
    commands: z.array(railCommandSchema).max(10_000),
    index: z.number().int().min(0),
  })
  .strict();

export type RailHistory = History<RailMap, RailCommand>;

export function freshRailHistory(): RailHistory {
  return createHistory<RailMap, RailCommand>(germanyMap());
}

export function serialiseRailSession(h: RailHistory): string {
  let kept = dropRedo(h);
  if (kept.commands.length > MAX_SAVED_RAIL_COMMANDS) kept = rebase(kept, kept.commands.length - MAX_SAVED_RAIL_COMMANDS);
  return JSON.stringify({ format: RAIL_SAVE_FORMAT, version: RAIL_SAVE_VERSION, ...saveHistory(kept) });
}

export type RailRestore = { readonly ok: true; readonly history: RailHistory; readonly dropped: number } | { readonly ok: false; readonly message: string };

export function restoreRailSession(text: string): RailRestore {
  const json = parseJsonText(text, 'the saved rail map');
  if (!json.ok) return { ok: false, message: 'The saved rail map is damaged, so the Germany map is shown instead.' };
  const parsed = saveSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, message: 'The saved rail map is from another version of Chicane or damaged, so the Germany map is shown instead.' };
  const base = parseRailMapFile(parsed.data.base);
  if (!base.ok) return { ok: false, message: `The saved rail map does not load (${base.error}), so the Germany map is shown instead.` };
  const r = restoreHistory<RailMap, RailCommand>({ base: base.map, commands: parsed.data.commands, index: parsed.data.index }, applyRailCommand);
  return { ok: true, history: r.history, dropped: r.dropped };
}
