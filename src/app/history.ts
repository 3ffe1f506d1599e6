/**
 * Undo/redo over an immutable document, in the manner of the three.js
 * editor's History: every edit is a serialisable command; the history keeps
 * the base document, the commands and the undo position, so it can be saved
 * and restored exactly (autosave keeps the undo position across reloads).
 *
 * Documents are immutable values, so the history also keeps the document
 * after each command: undo and redo are O(1) and never re-run commands.
 */

export type ApplyResult<D> = { ok: true; doc: D } | { ok: false; message: string };

/** Applies one command to a document; must be pure and deterministic. */
export type Apply<D, C> = (doc: D, command: C) => ApplyResult<D>;

export interface History<D, C> {
  readonly base: D;
  readonly commands: readonly C[];
  /** Documents after each command: docs[i] is the document after commands[i]. */
  readonly docs: readonly D[];
  /** How many commands are in effect (the undo position), 0..commands.length. */
  readonly index: number;
}

export interface SavedHistory<D, C> {
  readonly base: D;
  readonly commands: readonly C[];
  readonly index: number;
}

export function createHistory<D, C>(base: D): History<D, C> {
  return { base, commands: [], docs: [], index: 0 };
}

export function current<D, C>(h: History<D, C>): D {
  return h.index === 0 ? h.base : h.docs[h.index - 1]!;
}

export const canUndo = <D, C>(h: History<D, C>): boolean => h.index > 0;
export const canRedo = <D, C>(h: History<D, C>): boolean => h.index < h.commands.length;

/**
 * The most steps kept for undo. Older ones are folded into the base document,
 * so a long session stays bounded in memory (and in its autosave).
 */
export const HISTORY_LIMIT = 500;

/** Runs a command on the current document; a new edit drops the redo tail; beyond `limit` steps the oldest is folded into the base. */
export function execute<D, C>(h: History<D, C>, command: C, apply: Apply<D, C>, limit = HISTORY_LIMIT): { ok: true; history: History<D, C> } | { ok: false; message: string } {
  const result = apply(current(h), command);
  if (!result.ok) return result;
  const commands = [...h.commands.slice(0, h.index), command];
  const docs = [...h.docs.slice(0, h.index), result.doc];
  const over = Math.max(0, commands.length - limit);
  if (over === 0) return { ok: true, history: { base: h.base, commands, docs, index: h.index + 1 } };
  return { ok: true, history: { base: docs[over - 1]!, commands: commands.slice(over), docs: docs.slice(over), index: h.index + 1 - over } };
}

export function undo<D, C>(h: History<D, C>): History<D, C> {
  return canUndo(h) ? { ...h, index: h.index - 1 } : h;
}

export function redo<D, C>(h: History<D, C>): History<D, C> {
  return canRedo(h) ? { ...h, index: h.index + 1 } : h;
}

export function saveHistory<D, C>(h: History<D, C>): SavedHistory<D, C> {
  return { base: h.base, commands: h.commands, index: h.index };
}

/**
 * Rebuilds a history by re-running its commands. A command that no longer
 * applies (e.g. a catalog changed) ends the restore there, keeping what did.
 */
export function restoreHistory<D, C>(saved: SavedHistory<D, C>, apply: Apply<D, C>): { history: History<D, C>; dropped: number } {
  let h = createHistory<D, C>(saved.base);
  for (let i = 0; i < saved.commands.length; i++) {
    const r = execute(h, saved.commands[i]!, apply);
    if (!r.ok) return { history: { ...h, index: Math.min(saved.index, h.commands.length) }, dropped: saved.commands.length - i };
    h = r.history;
  }
  return { history: { ...h, index: Math.max(0, Math.min(saved.index, h.commands.length)) }, dropped: 0 };
}

/** The history without its redo tail (the commands after the undo position). */
export function dropRedo<D, C>(h: History<D, C>): History<D, C> {
  return canRedo(h) ? { base: h.base, commands: h.commands.slice(0, h.index), docs: h.docs.slice(0, h.index), index: h.index } : h;
}

/**
 * The history with its first `k` commands folded into the base: the document
 * after them becomes the base, so they can no longer be undone. The current
 * document and everything after it stay as they were.
 */
export function rebase<D, C>(h: History<D, C>, k: number): History<D, C> {
  const n = Math.max(0, Math.min(k, h.index));
  if (n === 0) return h;
  return { base: h.docs[n - 1]!, commands: h.commands.slice(n), docs: h.docs.slice(n), index: h.index - n };
}
