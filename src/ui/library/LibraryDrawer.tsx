/**
 * The library drawer: every layout, race and lesson kept in this browser,
 * searchable, with rename, duplicate, delete (with Undo), open, and export
 * and import of the whole library as one file.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { builderLayout } from '../../app/builder';
import { useLearnStore } from '../../games/start-frei/lessons';
import { useAppStore } from '../../app/store';
import { filterEntries, KIND_LABELS, useLibrary, type EntryKind, type LibraryEntry } from '../../app/library';
import { GAME_TITLES, isGameId } from '../../rules/core';
import { UndoToast } from '../builder/UndoToast';
import './library.css';
import { InProgress } from './InProgress';
import { readFileText } from '../../app/read-file';

const KIND_FILTERS: readonly { value: EntryKind | 'all'; label: string }[] = [
  { value: 'all', label: 'Everything' },
  { value: 'layout', label: 'Layouts' },
  { value: 'race', label: 'Races' },
  { value: 'lesson', label: 'Lessons' },
];

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

function Entry({ e }: { e: LibraryEntry }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(e.name);
  const lib = useLibrary.getState();
  const game = isGameId(e.game) ? GAME_TITLES[e.game] : e.game;
  return (
    <li className="library-entry">
      <svg className="library-thumb" viewBox="0 0 100 60" role="img" aria-label={`Track of ${e.name}`}>
        <rect width="100" height="60" rx="4" className="thumb-table" />
        {e.thumbnail ? <path d={e.thumbnail} className="thumb-lanes" /> : <text x="50" y="34" textAnchor="middle" className="thumb-none">no picture</text>}
      </svg>
      <div className="library-text">
        {renaming ? (
          <form
            onSubmit={(ev) => {
              ev.preventDefault();
              void lib.rename(e.id, name);
              setRenaming(false);
            }}
          >
            <label>
              New name <input value={name} maxLength={120} autoFocus onChange={(ev) => setName(ev.target.value)} />
            </label>
            <button type="submit">Rename</button>
            <button type="button" onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </form>
        ) : (
          <button type="button" className="link library-open" onClick={() => lib.openEntry(e.id)} aria-label={`Open ${e.name}`}>
            {e.name}
          </button>
        )}
        <span className="muted">
          {KIND_LABELS[e.kind]} · {game} · {new Date(e.updated).toLocaleString()}
        </span>
        {e.summary && <span className="library-summary">{e.summary}</span>}
        {!renaming && (
          <span className="library-actions">
            <button type="button" onClick={() => setRenaming(true)} aria-label={`Rename ${e.name}`}>
              Rename
            </button>
            <button type="button" onClick={() => void lib.duplicate(e.id)} aria-label={`Duplicate ${e.name}`}>
              Duplicate
            </button>
            <button type="button" onClick={() => void lib.remove(e.id)} aria-label={`Delete ${e.name}`}>
              Delete
            </button>
          </span>
        )}
      </div>
    </li>
  );
}

export function LibraryDrawer() {
  const entries = useLibrary((s) => s.entries);
  const loaded = useLibrary((s) => s.loaded);
  const query = useLibrary((s) => s.query);
  const kind = useLibrary((s) => s.kind);
  const status = useLibrary((s) => s.status);
  const removed = useLibrary((s) => s.removed);
  const usage = useLibrary((s) => s.usage);
  const lesson = useLearnStore((s) => s.session?.lesson ?? null);
  const lib = useLibrary.getState();
  const shown = useMemo(() => filterEntries(entries, query, kind), [entries, query, kind]);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void useLibrary.getState().refresh();
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === 'Escape') useAppStore.getState().setLibraryOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <aside className="library-drawer" role="dialog" aria-modal="false" aria-labelledby="library-title">
      <header>
        <h2 id="library-title">Library</h2>
        <button type="button" aria-label="Close the library" onClick={() => useAppStore.getState().setLibraryOpen(false)}>
          ✕
        </button>
      </header>
      <p className="muted">Everything kept in this browser: your layouts, finished races and lessons.</p>
      <div className="library-save">
        <button type="button" onClick={() => void lib.saveLayout(builderLayout())}>
          Save the layout on the table
        </button>
        {lesson && (
          <button type="button" onClick={() => void lib.saveLesson(lesson)}>
            Save the lesson in Learn
          </button>
        )}
      </div>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'alert' : 'notice'}>
          {status.text}
        </p>
      )}
      <div className="library-search">
        <label>
          Search <input type="search" value={query} placeholder="name, game, winner…" onChange={(ev) => lib.setQuery(ev.target.value)} />
        </label>
        <label>
          Show{' '}
          <select value={kind} onChange={(ev) => lib.setKind(ev.target.value as EntryKind | 'all')}>
            {KIND_FILTERS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {kind === 'all' && <InProgress query={query} />}
      {loaded && entries.length === 0 && <p className="muted">Nothing is saved in the library yet. Save a layout or a lesson with the buttons above; every race you finish is kept here by itself.</p>}
      {loaded && entries.length > 0 && shown.length === 0 && <p className="muted">Nothing matches “{query}”.</p>}
      <ul className="library-list" aria-label="Library entries">
        {shown.map((e) => (
          <Entry key={e.id} e={e} />
        ))}
      </ul>
      <footer>
        <button type="button" onClick={() => lib.exportAll()} disabled={entries.length === 0}>
          Export the library
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          Import a library file
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Library file to import"
          onChange={(ev) => {
            const f = ev.target.files?.[0];
            ev.target.value = '';
            if (f) void readFileText(f, 'library').then((read) => (read.ok ? lib.importText(read.text, f.name) : useLibrary.setState({ status: { text: read.message, error: true } })));
          }}
        />
        {usage && <span className="muted">This site uses {size(usage.used)} of the {size(usage.total)} the browser allows.</span>}
      </footer>
      {removed && <UndoToast text={`Deleted “${removed.name}”.`} onUndo={() => void lib.undoRemove()} onDismiss={() => useLibrary.setState({ removed: null })} />}
    </aside>
  );
}
