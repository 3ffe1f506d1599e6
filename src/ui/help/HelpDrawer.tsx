/**
 * "How to play" and the glossary of every game, reachable from every mode
 * (the Help button in the top bar): each game's client part gives its
 * paragraphs and its terms, explained in plain sentences.
 */
import { useEffect, useMemo, useState } from 'react';
import { useAppStore } from '../../app/store';
import { clientOf } from '../../games';
import { GAMES } from '../../rules';
import type { GameId } from '../../rules/core';
import '../library/library.css';
import './help.css';
import { REPLAY_SHORTCUTS } from './shortcuts';

export function HelpDrawer({ initial }: { initial?: GameId }) {
  const [game, setGame] = useState<GameId>(initial && GAMES.some((g) => g.id === initial) ? initial : 'start-frei');
  const [query, setQuery] = useState('');
  const client = clientOf(game);
  const title = GAMES.find((g) => g.id === game)?.title ?? game;
  const terms = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (client?.glossary ?? []).filter((t) => q === '' || `${t.term} ${t.explanation}`.toLowerCase().includes(q));
  }, [client, query]);
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === 'Escape') useAppStore.getState().setHelpOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <aside className="library-drawer help-drawer" role="dialog" aria-modal="false" aria-labelledby="help-title">
      <header>
        <h2 id="help-title">How to play</h2>
        <button type="button" aria-label="Close the help" onClick={() => useAppStore.getState().setHelpOpen(false)}>
          ✕
        </button>
      </header>
      <label>
        Game{' '}
        <select value={game} onChange={(ev) => setGame(ev.target.value as GameId)}>
          {GAMES.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <section aria-label={`How to play ${title}`}>
        {(client?.howToPlay ?? []).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <section aria-label={`Glossary of ${title}`}>
        <h3>Glossary</h3>
        <label>
          Find a term <input type="search" value={query} onChange={(ev) => setQuery(ev.target.value)} placeholder="e.g. chicane" />
        </label>
        {terms.length === 0 ? (
          <p className="muted">No term matches “{query}”.</p>
        ) : (
          <dl className="glossary">
            {terms.map((t) => (
              <div key={t.term}>
                <dt>{t.term}</dt>
                <dd>{t.explanation}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-label="Keyboard shortcuts in Replay">
        <h3>Keyboard shortcuts in Replay</h3>
        <dl className="glossary shortcuts">
          {REPLAY_SHORTCUTS.map((k) => (
            <div key={k.keys}>
              <dt>
                <kbd>{k.keys}</kbd>
              </dt>
              <dd>{k.does}</dd>
            </div>
          ))}
        </dl>
      </section>
    </aside>
  );
}
