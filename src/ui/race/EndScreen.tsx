import { useEffect, useMemo, useRef } from 'react';
import { recordReplay, useRaceStore } from '../../app/race';
import { openReplayJson, useReplayStore } from '../../app/replay';
import { useAppStore } from '../../app';
import type { GameState } from '../../rules/start-frei';

/** The race is over: final standings, the replay file to download or to watch at once. */
export function EndScreen({ state }: { state: GameState }) {
  const track = useRaceStore((s) => s.track);
  const setup = useRaceStore((s) => s.setup);
  const actions = useRaceStore((s) => s.actions);
  const file = useMemo(() => (track ? recordReplay(track, setup.seats, setup.seed, actions) : null), [track, setup, actions]);
  const url = useMemo(() => (file ? URL.createObjectURL(new Blob([JSON.stringify(file)], { type: 'application/json' })) : null), [file]);
  const order = state.standings ?? [];
  // Every finished race is kept in the library (once), with who won.
  const kept = useRef<unknown>(null);
  useEffect(() => {
    if (!file || !track || kept.current === file) return;
    kept.current = file;
    const winner = state.names[state.standings?.[0] ?? 0] ?? 'nobody';
    void import('../../app/library').then(({ useLibrary }) =>
      useLibrary.getState().saveRace(file, { trackName: track.layout.name || track.name, layout: track.layout, game: 'start-frei', summary: `Winner: ${winner} · ${state.names.length} cars · ${actions.length} actions` }),
    );
  }, [file, track, state, actions]);
  return (
    <div className="end-screen" role="region" aria-label="Race result">
      <h2>Race over{state.endReason === 'pass-limit' ? ' (pass limit)' : ''}</h2>
      <ol className="final-standings">
        {order.map((p) => (
          <li key={p}>
            {state.names[p]} — lap {Math.max(0, Math.min(state.players[p]!.laps, 2))}, {state.players[p]!.coins}¢
          </li>
        ))}
      </ol>
      {url && (
        <a className="button" href={url} download={`chicane-replay-seed-${setup.seed}.json`}>
          Download the replay
        </a>
      )}
      {file && (
        <button
          type="button"
          onClick={() => {
            useReplayStore.getState().open(openReplayJson(file), 'The race just played');
            useAppStore.getState().setMode('replay');
          }}
        >
          Watch it in Replay mode
        </button>
      )}
      <p className="muted">The race is kept in your library (the Library button at the top).</p>
      <button type="button" onClick={() => useRaceStore.getState().quit()}>
        New race
      </button>
    </div>
  );
}
