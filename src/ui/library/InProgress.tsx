import { useMemo } from 'react';
import { inProgressItems, useLibrary, type InProgressItem, type InProgressKey } from '../../app/library';
import { useBuilderLayout } from '../../app/builder';
import { usePlayStore } from '../../app/play/play-store';
import { useGameChoice } from '../../app/play/choice';
import { useAppStore } from '../../app/store';

function open(key: InProgressKey): void {
  const app = useAppStore.getState();
  if (key === 'layout') app.setMode('build');
  if (key === 'game') {
    const play = usePlayStore.getState();
    const id = play.session?.game.id ?? play.saved?.session.game.id;
    if (id) useGameChoice.getState().choose(id);
    if (!play.session && play.saved) play.resume();
    app.setMode('race');
  }
  app.setLibraryOpen(false);
}

function Item({ item }: { item: InProgressItem }) {
  const layout = useBuilderLayout();
  return (
    <li className="library-entry in-progress">
      <svg className="library-thumb" viewBox="0 0 100 60" role="img" aria-label={`Track of ${item.name}`}>
        <rect width="100" height="60" rx="4" className="thumb-table" />
        {item.thumbnail ? <path d={item.thumbnail} className="thumb-lanes" /> : <text x="50" y="34" textAnchor="middle" className="thumb-none">no picture</text>}
      </svg>
      <div className="library-text">
        <button type="button" className="link library-open" onClick={() => open(item.key)} aria-label={`${item.open}: ${item.name}`}>
          {item.name}
        </button>
        <span className="muted">
          In progress · {item.game}
          {item.when ? ` · ${item.when}` : ''}
        </span>
        <span className="library-summary">{item.summary}</span>
        <span className="library-actions">
          <button type="button" onClick={() => open(item.key)}>
            {item.open}
          </button>
          {item.key === 'layout' && (
            <button type="button" onClick={() => void useLibrary.getState().saveLayout(layout)}>
              Keep a copy in the library
            </button>
          )}
        </span>
      </div>
    </li>
  );
}

/** The library's "In progress" list: the autosaved layout and any unfinished game, kept by the app itself. */
export function InProgress({ query }: { query: string }) {
  const layout = useBuilderLayout();
  const saved = usePlayStore((s) => s.saved);
  const session = usePlayStore((s) => s.session);
  const items = useMemo(() => {
    const g = session ?? saved?.session ?? null;
    const game = g
      ? { game: g.game.id, names: g.seats.map((s) => s.name), moves: g.moves.length, savedAt: saved?.savedAt ?? '', layout: g.prepared.source.kind === 'layout' ? g.prepared.source.layout : null }
      : null;
    const all = inProgressItems({ layout, game, gameLive: session !== null && session.game.result(session.state) === null });
    const q = query.trim().toLowerCase();
    return q ? all.filter((i) => `${i.name} ${i.game} ${i.summary}`.toLowerCase().includes(q)) : all;
  }, [layout, saved, session, query]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="in-progress-title" className="library-in-progress">
      <h3 id="in-progress-title">In progress</h3>
      <ul className="library-list" aria-label="In progress">
        {items.map((i) => (
          <Item key={i.key} item={i} />
        ))}
      </ul>
    </section>
  );
}
