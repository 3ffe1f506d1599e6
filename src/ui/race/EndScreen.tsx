import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { raceGameConfig, raceStats, recordReplay, STAT_ROWS, useRaceStore } from '../../app/race';
import { ordinal, possessive, verb } from '../words';
import { openReplayJson, useReplayStore } from '../../app/replay';
import { useAppStore } from '../../app/store';
import type { GameState } from '../../rules/start-frei';

/** The lap chart and the gap chart: loaded only once a race ends (they re-run the race). */
const EndCharts = lazy(() => import('../play/EndCharts'));

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
  const stats = useMemo(() => (track ? raceStats(raceGameConfig(track, setup.seats), setup.seed, actions) : null), [track, setup, actions]);
  const winner = state.names[order[0] ?? 0] ?? 'Nobody';
  // The people at the table: "your place" for each of them.
  const people = setup.seats.map((s, i) => ({ s, i })).filter(({ s }) => s.kind === 'human');
  const place = (p: number) => order.indexOf(p) + 1;
  return (
    <div className="end-screen" role="region" aria-label="Race result">
      <h2>
        {winner} {verb(winner, 'wins')}!{state.endReason === 'pass-limit' ? ' (the pass limit ended the race)' : ''}
      </h2>
      <ol className="podium" aria-label="Podium">
        {order.slice(0, 3).map((p, i) => (
          <li key={p} className={`podium-step podium-${i + 1}`}>
            <span className="podium-place">{ordinal(i + 1)}</span>
            <span className="podium-name">{state.names[p]}</span>
          </li>
        ))}
      </ol>
      {people.map(({ i }) => (
        <p key={i} className="your-place">
          {possessive(state.names[i] ?? '')} place: {ordinal(place(i))} of {order.length}.
        </p>
      ))}
      <ol className="final-standings" aria-label="Final standings">
        {order.map((p) => (
          <li key={p}>
            {state.names[p]} — {state.players[p]!.laps >= 2 ? 'finished' : `on lap ${Math.max(1, state.players[p]!.laps + 1)} of 2`}, {state.players[p]!.coins}¢
          </li>
        ))}
      </ol>
      {stats && (
        <div className="race-stats-wrap">
          <table className="race-stats" aria-label="Race statistics">
            <caption>How the race went</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">Figure</span>
                </th>
                {order.map((p) => (
                  <th key={p} scope="col">
                    {state.names[p]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {STAT_ROWS.map(([key, label, hint]) => (
                <tr key={key}>
                  <th scope="row" title={hint}>
                    {label}
                  </th>
                  {order.map((p) => (
                    <td key={p}>
                      {stats[p]![key]}
                      {key === 'coinsEarned' ? '¢' : ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {file && (
        <Suspense fallback={<p className="hint">Drawing the charts…</p>}>
          <EndCharts file={file} order={order} />
        </Suspense>
      )}
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
