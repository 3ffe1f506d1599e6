/**
 * The library (issue 14): layouts, races and lessons kept in the browser's
 * IndexedDB, with names, thumbnails, dates, search, rename, duplicate,
 * delete with undo, and export and import of the whole library as one file.
 * Opening an entry hands it to its mode through that mode's own loader, so
 * every entry goes through the same schema as a file would.
 */
import { create } from 'zustand';
import { parseJsonText, parseTrackFile, type Layout } from '../../track';
import { loadPreset } from '../../track/presets';
import { GAME_TITLES, isGameId } from '../../rules/core';
import { PLAYABLE_GAME_IDS } from '../../rules/registry';
import { builderStore } from '../builder';
import { parseLesson, useLearnStore, type LessonFile } from '../../games/start-frei/lessons';
import { useLearnGame } from '../teach/choice';
import { GAME_REPLAY_VERSION, migrateReplay, parseGameReplay, verifyGameReplay } from '../../sim';
import { useAppStore } from '../store';
import { deleteEntry, listEntries, putEntries, putEntry, quota } from './db';
import { entrySchema, KIND_LABELS, LIBRARY_FORMAT, LIBRARY_VERSION, libraryFileSchema, NAME_CHARS, thumbnailOf, type EntryKind, type LibraryEntry } from './entry';

export interface LibraryState {
  readonly loaded: boolean;
  readonly entries: readonly LibraryEntry[];
  readonly query: string;
  readonly kind: EntryKind | 'all';
  /** What just happened (role=status), or a failure (role=alert). */
  readonly status: { readonly text: string; readonly error: boolean } | null;
  /** The entry just deleted, one Undo away. */
  readonly removed: LibraryEntry | null;
  readonly usage: { readonly used: number; readonly total: number } | null;
  refresh(): Promise<void>;
  setQuery(query: string): void;
  setKind(kind: EntryKind | 'all'): void;
  saveLayout(layout: Layout): Promise<boolean>;
  saveRace(replay: unknown, info: { trackName: string; layout: Layout | null; game: string; summary: string }): Promise<boolean>;
  saveLesson(lesson: LessonFile): Promise<boolean>;
  rename(id: string, name: string): Promise<void>;
  duplicate(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  undoRemove(): Promise<void>;
  openEntry(id: string): void;
  exportAll(): void;
  importText(text: string, source: string): Promise<void>;
}

let made = 0;
function newId(): string {
  made++;
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `e${Date.now().toString(36)}${Math.floor(performance.now() * 1000).toString(36)}${made.toString(36)}`;
}

const gameName = (game: string): string => (isGameId(game) ? GAME_TITLES[game] : game);

/** The entries a search shows: by kind, and names, games and summaries containing the query. */
export function filterEntries(entries: readonly LibraryEntry[], query: string, kind: EntryKind | 'all'): LibraryEntry[] {
  const q = query.trim().toLowerCase();
  return entries.filter((e) => (kind === 'all' || e.kind === kind) && (q === '' || `${e.name} ${gameName(e.game)} ${e.summary} ${KIND_LABELS[e.kind]}`.toLowerCase().includes(q)));
}

const playable = (game: string): boolean => (PLAYABLE_GAME_IDS as readonly string[]).includes(game);
const quote = (text: string): string => JSON.stringify(text.slice(0, 40));

/**
 * An entry's game and data: the game one Chicane plays, the data through the
 * schema of its kind, and the data of that game. Null when it is fine, else why not.
 */
export function entryProblem(e: LibraryEntry): string | null {
  if (!playable(e.game)) return `of a game Chicane does not know, ${quote(e.game)} (games: ${PLAYABLE_GAME_IDS.join(', ')})`;
  const data = readData(e);
  if (!data.ok) return data.problem;
  if (data.game !== e.game) return `marked as ${gameName(e.game)}, but its data is ${data.game !== null && isGameId(data.game) ? `of ${GAME_TITLES[data.game]}` : `of ${quote(String(data.game))}`}`;
  return null;
}

/** The data through the schema of its kind, and the game it belongs to (a track's, a lesson's, a replay's). */
function readData(e: LibraryEntry): { ok: true; game: string | null } | { ok: false; problem: string } {
  if (e.kind === 'layout') {
    const r = parseTrackFile(e.data);
    return r.ok ? { ok: true, game: r.layout.game } : { ok: false, problem: `not a track: ${r.error}` };
  }
  if (e.kind === 'lesson') {
    const r = parseLesson(e.data);
    return r.ok ? { ok: true, game: r.lesson.ruleset } : { ok: false, problem: `not a lesson: ${r.error}` };
  }
  // Any game's replay: today's version re-run as it is, an older one through its game's migration.
  const version = e.data && typeof e.data === 'object' ? (e.data as { version?: unknown }).version : undefined;
  if (version === GAME_REPLAY_VERSION) {
    const load = parseGameReplay(e.data);
    if (!load.ok) return { ok: false, problem: `not a replay: ${load.error}` };
    const verdict = verifyGameReplay(load);
    return verdict.ok ? { ok: true, game: load.log.game.id } : { ok: false, problem: `not a replay: the replay does not re-run: action ${verdict.index}: ${verdict.reason}` };
  }
  const m = migrateReplay(e.data);
  return m.ok ? { ok: true, game: m.log.game.id } : { ok: false, problem: `not a replay: ${m.error}` };
}

function lessonThumbnail(lesson: LessonFile): string {
  const t = lesson.track;
  if ('layout' in t) {
    const r = parseTrackFile(t.layout);
    return r.ok ? thumbnailOf(r.layout) : '';
  }
  if ('preset' in t) {
    const r = loadPreset(t.preset);
    return r.ok ? thumbnailOf(r.layout) : '';
  }
  return '';
}

export const useLibrary = create<LibraryState>()((set, get) => {
  const fail = (text: string) => set({ status: { text, error: true } });
  const say = (text: string) => set({ status: { text, error: false } });
  const store = async (entry: LibraryEntry, done: string): Promise<boolean> => {
    const r = await putEntry(entry);
    if (!r.ok) {
      fail(`Not saved: ${r.message}.`);
      return false;
    }
    await get().refresh();
    say(done);
    return true;
  };
  /** The library entry the builder's layout was last saved to (saving again updates it). */
  let layoutEntry: string | null = null;
  return {
    loaded: false,
    entries: [],
    query: '',
    kind: 'all',
    status: null,
    removed: null,
    usage: null,
    async refresh() {
      const r = await listEntries();
      if (!r.ok) return fail(`The library could not be read: ${r.message}.`);
      set({ entries: r.value, loaded: true, usage: await quota() });
    },
    setQuery: (query) => set({ query: query.slice(0, 200) }),
    setKind: (kind) => set({ kind }),
    async saveLayout(layout) {
      const now = Date.now();
      const existing = layoutEntry ? get().entries.find((e) => e.id === layoutEntry) : undefined;
      const entry: LibraryEntry = {
        id: existing?.id ?? newId(),
        kind: 'layout',
        name: (layout.name || 'Untitled layout').slice(0, NAME_CHARS),
        game: layout.game,
        created: existing?.created ?? now,
        updated: now,
        summary: `${layout.pieces.length} piece${layout.pieces.length === 1 ? '' : 's'}`,
        thumbnail: thumbnailOf(layout),
        data: layout,
      };
      const ok = await store(entry, existing ? `Saved “${entry.name}” over its earlier version in the library.` : `Saved “${entry.name}” in the library.`);
      if (ok) layoutEntry = entry.id;
      return ok;
    },
    async saveRace(replay, info) {
      const now = Date.now();
      return store(
        { id: newId(), kind: 'race', name: `${info.trackName}, ${new Date(now).toLocaleString()}`.slice(0, NAME_CHARS), game: info.game, created: now, updated: now, summary: info.summary.slice(0, 300), thumbnail: info.layout ? thumbnailOf(info.layout) : '', data: replay },
        'The race is kept in the library.',
      );
    },
    async saveLesson(lesson) {
      const now = Date.now();
      return store(
        { id: newId(), kind: 'lesson', name: lesson.title.slice(0, NAME_CHARS), game: lesson.ruleset, created: now, updated: now, summary: lesson.summary.slice(0, 300), thumbnail: lessonThumbnail(lesson), data: lesson },
        `Saved the lesson “${lesson.title.slice(0, 60)}” in the library.`,
      );
    },
    async rename(id, name) {
      const e = get().entries.find((x) => x.id === id);
      const clean = name.trim().slice(0, NAME_CHARS);
      if (!e || clean === '' || clean === e.name) return;
      await store({ ...e, name: clean, updated: Date.now() }, `Renamed to “${clean}”.`);
    },
    async duplicate(id) {
      const e = get().entries.find((x) => x.id === id);
      if (!e) return;
      const now = Date.now();
      await store({ ...e, id: newId(), name: `${e.name} (copy)`.slice(0, NAME_CHARS), created: now, updated: now }, `Made a copy of “${e.name}”.`);
    },
    async remove(id) {
      const e = get().entries.find((x) => x.id === id);
      if (!e) return;
      const r = await deleteEntry(id);
      if (!r.ok) return fail(`Not deleted: ${r.message}.`);
      if (layoutEntry === id) layoutEntry = null;
      await get().refresh();
      set({ removed: e, status: null });
    },
    async undoRemove() {
      const e = get().removed;
      if (!e) return;
      set({ removed: null });
      await store(e, `“${e.name}” is back in the library.`);
    },
    openEntry(id) {
      const e = get().entries.find((x) => x.id === id);
      if (!e) return;
      const problem = entryProblem(e);
      if (problem) return fail(`“${e.name}” cannot be opened: ${problem}.`);
      const app = useAppStore.getState();
      if (e.kind === 'layout') {
        const r = parseTrackFile(e.data);
        if (!r.ok) return;
        const b = builderStore.getState();
        const before = b.layout;
        // The entry's name (perhaps renamed in the library) is the layout's.
        if (b.run({ kind: 'load', label: `opened “${e.name}” from the library`, layout: { ...r.layout, name: e.name } })) {
          builderStore.getState().frame();
          layoutEntry = e.id;
          if (before.pieces.length > 0) builderStore.getState().offerUndo(`Opened “${e.name}” from the library. Your previous layout is one Undo away.`);
        }
        app.setMode('build');
      } else if (e.kind === 'lesson') {
        const r = parseLesson(e.data);
        if (!r.ok) return;
        useLearnStore.getState().open(r.lesson, 'library');
        useLearnGame.getState().choose('start-frei');
        app.setMode('learn');
      } else {
        // The Replay tab opens it as any replay file (a Start Frei older one through its migration).
        void import('../play/replay-tab').then((m) => m.useReplayTab.getState().openText(JSON.stringify(e.data), e.name));
        app.setMode('replay');
      }
      app.setLibraryOpen(false);
    },
    exportAll() {
      const file = { format: LIBRARY_FORMAT, version: LIBRARY_VERSION, entries: get().entries };
      const url = URL.createObjectURL(new Blob([JSON.stringify(file)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `chicane-library-${new Date().toISOString().slice(0, 10)}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      say(`Exported ${file.entries.length} entr${file.entries.length === 1 ? 'y' : 'ies'} as one file.`);
    },
    async importText(text, source) {
      const r = parseLibraryText(text);
      if (!r.ok) return fail(`“${source.slice(0, 80)}” was not imported: ${r.error}. Your library is unchanged.`);
      const known = new Map(get().entries.map((e) => [e.id, e]));
      // Nothing in the library is overwritten: the same entry again is skipped, another one under a
      // taken id comes in under a new id beside it.
      const fresh: LibraryEntry[] = [];
      let same = 0;
      let moved = r.renamed.length;
      for (const e of r.entries) {
        const here = known.get(e.id);
        if (!here) fresh.push(e);
        else if (sameEntry(here, e)) same++;
        else {
          fresh.push({ ...e, id: newId() });
          moved++;
        }
      }
      const w = await putEntries(fresh);
      if (!w.ok) return fail(`Not imported: ${w.message}. Your library is unchanged.`);
      await get().refresh();
      const notes = [
        same ? ` (${same} already here)` : '',
        moved ? `; ${moved} sharing an id with another entry kept under a new id${r.renamed[0] ? `: ${r.renamed[0]}` : ''}` : '',
        r.skipped.length ? `; ${r.skipped.length} left out: ${r.skipped[0]}` : '',
      ];
      say(`Imported ${fresh.length} entr${fresh.length === 1 ? 'y' : 'ies'} from “${source.slice(0, 80)}”${notes.join('')}.`);
    },
  };
});

/** The same entry (as JSON data): importing it again changes nothing. */
function sameEntry(a: LibraryEntry, b: LibraryEntry): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type LibraryParse = { ok: true; entries: LibraryEntry[]; skipped: string[]; renamed: string[] } | { ok: false; error: string };

/**
 * A library file's text: the file schema, then each entry's, then each
 * entry's game and data (`entryProblem`); linear in the entries. Two entries
 * with the same id are both kept, the later under a new id (`renamed` says
 * which); an entry left out is named in `skipped` with the reason.
 */
export function parseLibraryText(text: string): LibraryParse {
  const parsed = parseJsonText(text, 'the library file');
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const json = parsed.value;
  const file = libraryFileSchema.safeParse(json);
  if (!file.success) {
    const issue = file.error.issues[0]!;
    return { ok: false, error: `not a Chicane library file (${issue.path.join('.') || 'the file'}: ${issue.message.slice(0, 100)})` };
  }
  const entries: LibraryEntry[] = [];
  const skipped: string[] = [];
  const renamed: string[] = [];
  const firstWith = new Map<string, number>();
  file.data.entries.forEach((raw, i) => {
    const e = entrySchema.safeParse(raw);
    if (!e.success) return skipped.push(`entry ${i + 1} is malformed (${e.error.issues[0]!.path.join('.')}: ${e.error.issues[0]!.message.slice(0, 80)})`);
    const problem = entryProblem(e.data);
    if (problem) return skipped.push(`“${e.data.name.slice(0, 60)}” is ${problem.slice(0, 160)} (entry ${i + 1})`);
    const first = firstWith.get(e.data.id);
    if (first === undefined) {
      firstWith.set(e.data.id, i);
      entries.push(e.data);
      return;
    }
    renamed.push(`“${e.data.name.slice(0, 60)}” (entry ${i + 1}) has the id of entry ${first + 1}`);
    entries.push({ ...e.data, id: newId() });
  });
  return { ok: true, entries, skipped, renamed };
}
