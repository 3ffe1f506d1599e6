/** The autosave stays within its budget and says what it left out; edits and ?bench stay within the track file's bounds. */
import { describe, expect, it } from 'vitest';
import { applyCommand, createBuilderStore, restoreSession } from '../../../src/app/builder';
import { compactSession, droppedNotice, saveSession, serialiseSession, type BuilderHistory } from '../../../src/app/builder/session';
import { parseBench } from '../../../src/app/builder/bench';
import { generatedOval, TRACK_LIMITS, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import type { StorageResult } from '../../../src/app/storage';
import { dropRedo, rebase } from '../../../src/app/history';

function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

/** A history of `n` imports of large layouts (each `load` embeds the whole layout), then `undos` undos. */
function heavyHistory(n: number, undos = 0): BuilderHistory {
  const store = createBuilderStore(preset('the-oval'));
  for (let i = 0; i < n; i++) {
    const layout = { ...generatedOval(400), name: `Big ${i}` };
    expect(store.getState().run({ kind: 'load', label: `imported Big ${i}`, layout })).toBe(true);
  }
  for (let i = 0; i < undos; i++) store.getState().undo();
  return store.getState().history;
}

/** A fake storage with a quota in characters. */
function quota(chars: number) {
  const saved: string[] = [];
  const save = (text: string): StorageResult<void> => {
    if (text.length > chars) return { ok: false, message: 'browser storage is full: the layout was not saved (export it to a file to keep it)' };
    saved.push(text);
    return { ok: true, value: undefined };
  };
  return { save, saved };
}

describe('autosave compaction', () => {
  it('keeps the whole history when it fits', () => {
    const h = heavyHistory(2);
    const c = compactSession(h, null, 10_000_000);
    expect(c.dropped).toEqual({ undo: 0, redo: 0 });
    expect(c.text).toBe(serialiseSession(h, null));
  });

  it('drops the redo steps and the oldest undo steps to fit, and the current layout survives a reload', () => {
    const h = heavyHistory(8, 1);
    const full = serialiseSession(h, null).length;
    const budget = Math.floor(full / 3);
    const c = compactSession(h, null, budget);
    expect(c.text.length).toBeLessThanOrEqual(budget);
    expect(c.dropped.redo).toBe(1);
    expect(c.dropped.undo).toBeGreaterThan(0);
    expect(c.dropped.undo).toBeLessThan(7);
    const r = restoreSession(c.text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const restored = createBuilderStore(preset('the-oval'));
    restored.getState().reset(r.history, r.camera);
    expect(restored.getState().layout.name).toBe('Big 6');
    expect(r.history.commands).toHaveLength(7 - c.dropped.undo);
    // As few undo steps as possible were dropped: one more would not have fitted.
    expect(serialiseSession(rebase(dropRedo(h), c.dropped.undo - 1), null).length).toBeGreaterThan(budget);
  });

  it('saves the layout alone when storage refuses the compacted history, and says what was dropped', () => {
    const h = heavyHistory(5);
    const layoutOnly = serialiseSession({ base: h.docs[4]!, commands: [], docs: [], index: 0 }, null).length;
    const storage = quota(layoutOnly + 10);
    const r = saveSession(storage.save, h, null, 100_000_000);
    expect(r).toEqual({ ok: true, dropped: { undo: 5, redo: 0 } });
    expect(storage.saved).toHaveLength(1);
    const back = restoreSession(storage.saved[0]!);
    expect(back.ok && back.history.base.name).toBe('Big 4');
    expect(droppedNotice({ undo: 5, redo: 0 })).toMatch(/^Your layout is saved in this browser, but the 5 oldest undo steps did not fit/);
  });

  it('reports the storage error when even the layout alone does not fit', () => {
    const r = saveSession(quota(100).save, heavyHistory(1), null);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/storage is full/);
  });

  it('says nothing when nothing was dropped', () => {
    expect(droppedNotice({ undo: 0, redo: 0 })).toBeNull();
    expect(droppedNotice({ undo: 0, redo: 1 })).toMatch(/the redo step did not fit/);
  });
});

describe('edits stay within what a track file holds', () => {
  it('a move that would put pieces off the table is refused and the layout is kept', () => {
    const oval = preset('the-oval');
    const r = applyCommand(oval, { kind: 'move', id: 'p1', dx: 1e17, dz: 0, turn: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/off the table/);
    const store = createBuilderStore(oval);
    expect(store.getState().run({ kind: 'move', id: 'p1', dx: TRACK_LIMITS.coordinate * 2, dz: 0, turn: 0 })).toBe(false);
    expect(store.getState().layout).toEqual(oval);
    expect(store.getState().message?.tone).toBe('error');
  });

  it('a small move is still done', () => {
    expect(applyCommand(preset('the-oval'), { kind: 'move', id: 'p1', dx: 3, dz: -2, turn: 30 }).ok).toBe(true);
  });
});

describe('?bench=N', () => {
  it('takes a bounded whole number of pieces', () => {
    expect(parseBench('?bench=200')).toEqual({ pieces: 200, error: null });
    expect(parseBench('?debug&bench=5')).toEqual({ pieces: 14, error: null });
    expect(parseBench('')).toEqual({ pieces: 0, error: null });
    expect(parseBench(`?bench=${TRACK_LIMITS.pieces}`)).toEqual({ pieces: TRACK_LIMITS.pieces, error: null });
  });

  it('ignores 1e8, huge, negative and non-numbers with a message', () => {
    for (const bad of ['1e8', '100000000', '2001', '-5', 'abc', '12.5', 'Infinity']) {
      const r = parseBench(`?bench=${bad}`);
      expect(r.pieces, bad).toBe(0);
      expect(r.error, bad).toMatch(/was ignored: give a whole number of pieces from 14 to 2,000/);
    }
  });

  it('the largest benchmark layout fits the track file', () => {
    const big = generatedOval(TRACK_LIMITS.pieces);
    expect(big.pieces.length).toBeLessThanOrEqual(TRACK_LIMITS.pieces);
    for (const p of big.pieces) expect(Math.abs(p.x) <= TRACK_LIMITS.coordinate && Math.abs(p.z) <= TRACK_LIMITS.coordinate).toBe(true);
  });
});
