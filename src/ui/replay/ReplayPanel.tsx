import { lazy, Suspense } from 'react';
import { teachFromHere, useReplayStore } from '../../app/replay';
import { OpenReplay } from './OpenReplay';
import { CameraChoice } from './CameraChoice';
import { EventList } from './EventList';
import { ClipRecorder } from '../broadcast';

const ReplayCharts = lazy(() => import('./ReplayCharts'));

/** Replay mode's side panel: open a replay, what it is, the camera, the event list. */
export function ReplayPanel() {
  const session = useReplayStore((s) => s.session);
  const sourceName = useReplayStore((s) => s.sourceName);
  const error = useReplayStore((s) => s.error);
  const camera = useReplayStore((s) => s.camera);
  const follow = useReplayStore((s) => s.follow);
  const step = useReplayStore((s) => s.step);
  const { dismissError, setCamera, setFollow } = useReplayStore.getState();
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-replay" className="panel replay-panel">
      <h1>Replay</h1>
      <OpenReplay />
      {error && (
        <div className="error" role="alert">
          <p>{error}</p>
          <button type="button" onClick={dismissError}>
            Dismiss
          </button>
        </div>
      )}
      {session && (
        <>
          <p className="replay-info" aria-label="Open replay">
            <strong>{sourceName}</strong>
            <br />
            {session.track.layout.name || session.track.name} · {session.names.length} cars · {session.seeker.length} actions
            {session.result ? <> · winner {session.names[session.result.standings[0] ?? 0]}</> : <> · the race is not over</>}
          </p>
          {session.note && (
            <p className="replay-note" role="note">
              This replay was {session.note}.
            </p>
          )}
          <div className="teach-from-here">
            <button type="button" onClick={() => teachFromHere(session, useReplayStore.getState().step)}>
              Teach from here
            </button>
            <p className="hint">Opens this moment in Learn, at the start of the turn shown: choose the dice and show what else could have happened.</p>
          </div>
          <CameraChoice camera={camera} follow={follow} names={session.names} onCamera={setCamera} onFollow={setFollow} />
          <ClipRecorder name={`chicane-clip-from-action-${step}`} onStart={() => useReplayStore.getState().setPlaying(true)} />
          <details className="charts-details">
            <summary>Race charts and figures</summary>
            <Suspense fallback={<p className="hint">Drawing the charts…</p>}>
              <ReplayCharts session={session} step={step} />
            </Suspense>
          </details>
          <EventList />
        </>
      )}
    </section>
  );
}
