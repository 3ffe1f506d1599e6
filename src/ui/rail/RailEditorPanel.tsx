/** Build mode's side panel for Bahn Frei's rail map: game, tools, undo/redo, the selection, problems, files. */
import { useEffect } from 'react';
import { builderStore, edits, GAME_NAMES, useBuilder } from '../../app/builder';
import { railEditor, useBuildBoard, useRailEditor, useRailProblems, type RailTool } from '../../app/rail';
import { canRedo, canUndo } from '../../app/history';
import type { GameId } from '../../track';
import { RailSelection, SpaceRow } from './RailSelection';
import { RailFiles } from './RailFiles';
import './rail.css';

const TOOLS: readonly { tool: RailTool; label: string; hint: string }[] = [
  { tool: 'select', label: 'Select and move', hint: 'tap to select, drag a station to move it' },
  { tool: 'station', label: 'Add stations', hint: 'tap an empty place of the map' },
  { tool: 'route', label: 'Join stations', hint: 'tap one station, then another' },
];
const RACING: GameId[] = ['start-frei', 'formula-1', 'motorsportspiel'];

function useRailKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
      const s = railEditor.getState();
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) s.redo();
        else s.undo();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        s.redo();
      } else if (e.key === 'Escape') s.select(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function RailEditorPanel() {
  useRailKeys();
  const map = useRailEditor((s) => s.map);
  const tool = useRailEditor((s) => s.tool);
  const history = useRailEditor((s) => s.history);
  const message = useRailEditor((s) => s.message);
  const storageNote = useRailEditor((s) => s.storageNote);
  const newSpaces = useRailEditor((s) => s.newSpaces);
  const builderGame = useBuilder((s) => s.layout.game);
  const problems = useRailProblems();
  const hubs = map.stations.filter((s) => s.hub).length;
  const chooseGame = (g: string) => {
    if (g === 'bahn-frei') return;
    useBuildBoard.getState().choose('tracks');
    if (g !== builderGame) edits.newLayout(builderStore, g as GameId);
  };
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-build" className="panel builder-panel rail-panel">
      <header className="builder-head">
        <h1 title={map.name}>{map.name}</h1>
        <span className={problems.length === 0 ? 'badge ok' : 'badge bad'} role="status">
          {problems.length === 0 ? 'Ready to race' : problems.length === 1 ? '1 problem' : `${problems.length} problems`}
        </span>
      </header>
      <p className="muted">
        Bahn Frei’s rail map: {map.stations.length} stations ({hubs} red), {map.routes.length} routes. Red stations are the big hubs where trains start; up to {Math.min(4, hubs)} {Math.min(4, hubs) === 1 ? 'train' : 'trains'} can start on this map.
      </p>
      {message && (
        <p className={message.tone === 'error' ? 'rail-message error' : 'rail-message'} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {storageNote && <p className="rail-message error">{storageNote}</p>}
      <div className="row">
        <label>
          Game{' '}
          <select aria-label="Game to build for" value="bahn-frei" onChange={(e) => chooseGame(e.target.value)}>
            {RACING.map((g) => (
              <option key={g} value={g}>
                {GAME_NAMES[g]}
              </option>
            ))}
            <option value="bahn-frei">Bahn Frei (rail map)</option>
          </select>
        </label>
      </div>
      <div className="row" role="group" aria-label="Tool">
        {TOOLS.map((t) => (
          <button key={t.tool} type="button" aria-pressed={tool === t.tool} title={t.hint} onClick={() => railEditor.getState().setTool(t.tool)}>
            {t.label}
          </button>
        ))}
      </div>
      {tool === 'route' && <SpaceRow label="Spaces of a new route" spaces={newSpaces} onChange={(s) => railEditor.getState().setNewSpaces(s)} />}
      <div className="row">
        <button type="button" disabled={!canUndo(history)} onClick={() => railEditor.getState().undo()}>
          Undo
        </button>
        <button type="button" disabled={!canRedo(history)} onClick={() => railEditor.getState().redo()}>
          Redo
        </button>
      </div>
      <RailSelection />
      <section aria-labelledby="rail-problems-title">
        <h2 id="rail-problems-title">Problems</h2>
        {problems.length === 0 ? (
          <p className="muted">None: the network is connected, has red stations to start from and every station a passenger card names.</p>
        ) : (
          <ul className="rail-problems">
            {problems.map((p) => (
              <li key={p}>{p[0]!.toUpperCase() + p.slice(1)}.</li>
            ))}
          </ul>
        )}
      </section>
      <RailFiles />
    </section>
  );
}
