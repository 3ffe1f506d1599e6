/**
 * The app's one builder store: restored from the autosave (or the default
 * track), saved again after every change, and the hooks views use.
 */
import { useStore } from 'zustand';
import { createHistory } from '../history';
import { loadText, saveText } from '../storage';
import { defaultLayout } from '../default-track';
import { generatedOval, type Layout } from '../../track';
import { droppedNotice, restoreSession, saveSession, SESSION_KEY } from './session';
import { parseBench } from './bench';
import { createBuilderStore, type BuilderStore } from './store';
import { migrationNotice, openSharedLink } from './file-actions';
import { hasSharedTrack } from './share';

const BENCH = typeof window === 'undefined' ? { pieces: 0, error: null } : parseBench(window.location.search);
/** `?bench=N`: a generated N-piece layout for the scene benchmark; nothing is restored or saved. 0: no benchmark. */
export const BENCH_PIECES = BENCH.pieces;

function initial() {
  if (BENCH_PIECES > 0) return { store: createBuilderStore(generatedOval(Math.max(14, Math.round(BENCH_PIECES / 2) * 2))), note: null, error: false };
  const saved = loadText(SESSION_KEY);
  if (!saved.ok) return { store: createBuilderStore(defaultLayout()), note: saved.message, error: true };
  if (saved.value === null) return { store: createBuilderStore(defaultLayout()), note: null, error: false };
  const r = restoreSession(saved.value);
  if (!r.ok) return { store: createBuilderStore(defaultLayout()), note: r.message, error: true };
  const store = createBuilderStore(defaultLayout(), r.camera);
  store.getState().reset(r.history, r.camera);
  const note = r.dropped > 0 ? `Restored your layout; ${r.dropped === 1 ? '1 later step no longer applies and was' : `${r.dropped} later steps no longer apply and were`} dropped.` : null;
  if (r.migrated) store.getState().setNotice(migrationNotice('Your autosaved layout', r.migrated));
  return { store, note, error: false };
}

const init = initial();
export const builderStore = init.store;
if (init.note) builderStore.getState().say(init.note, init.error ? 'error' : 'info');
if (BENCH.error) builderStore.getState().say(BENCH.error, 'error');

let savedHistory = builderStore.getState().history;
let savedCamera = builderStore.getState().camera;

/** Autosave: after every change of the history or the camera; failures are shown, not swallowed. */
builderStore.subscribe((s) => {
  if (BENCH_PIECES > 0) return;
  if (s.history === savedHistory && s.camera === savedCamera) return;
  savedHistory = s.history;
  savedCamera = s.camera;
  const r = saveSession((text) => saveText(SESSION_KEY, text), s.history, s.camera);
  if (!r.ok && s.storageError !== r.message) builderStore.getState().setStorageError(r.message);
  if (r.ok && s.storageError !== null) builderStore.getState().setStorageError(null);
  const note = r.ok ? droppedNotice(r.dropped) : null;
  if (note !== builderStore.getState().storageNote) builderStore.getState().setStorageNote(note);
});

if (typeof window !== 'undefined') {
  if (hasSharedTrack(window.location.hash)) void openSharedLink(builderStore, window.location.hash);
  // A share link pasted into the address bar of an open app changes only the hash.
  window.addEventListener('hashchange', () => {
    if (hasSharedTrack(window.location.hash)) void openSharedLink(builderStore, window.location.hash);
  });
}

export function useBuilder<T>(selector: (s: BuilderStore) => T): T {
  return useStore(builderStore, selector);
}

/** The layout on the builder's table: other modes (race, replay) start from it. */
export function useBuilderLayout(): Layout {
  return useStore(builderStore, (s) => s.layout);
}

export function builderLayout(): Layout {
  return builderStore.getState().layout;
}

/** Drops the undo history (keeps the layout), e.g. for tests. */
export function clearBuilderHistory(): void {
  const s = builderStore.getState();
  s.reset(createHistory(s.layout), s.camera);
}
