import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useReportScreenInset } from '../../scene/frame-room';
import { DEMO_REPLAYS, replayFrame, useReplayTab } from '../../app/play/replay-tab';
import { useShellCamera } from '../../app/play/camera';
import { playbackMoments } from '../../app/play/moments';
import { isOver, namesOf, tokensOf, type PlaySession } from '../../app/play/session';
import { tokenColours } from '../../app/play/colours';
import { watchMs } from '../../app/play/useShellBots';
import { captionAt } from '../../app/broadcast';
import { readFileText } from '../../app/read-file';
import { ClipRecorder, LowerThird, Minimap } from '../broadcast';
import { PlaybackView } from './PlaybackPanel';
import { TableOverlay } from './PlayOverlay';
import { StandingsTower, runningOrder } from './StandingsTower';
import { EventList } from './EventList';

const ReplayCharts = lazy(() => import('./ReplayCharts'));

/** Opens a file picked or dropped in the Replay tab; a file too large or unreadable is said in one line. */
async function openFile(file: File): Promise<void> {
  const read = await readFileText(file, 'replay');
  if (read.ok) useReplayTab.getState().openText(read.text, file.name);
  else useReplayTab.setState({ error: read.message });
}

/** Open a replay: a demo, a file from disk (drag and drop works anywhere in the Replay tab). */
function OpenReplay() {
  const loading = useReplayTab((s) => s.loading);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="open-replay">
      {DEMO_REPLAYS.map((d) => (
        <button key={d.url} type="button" disabled={loading} onClick={() => void useReplayTab.getState().openUrl(d.url, d.label)}>
          Demo: {d.label}
        </button>
      ))}
      <button type="button" onClick={() => input.current?.click()}>
        Open replay file…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label="Replay file"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void openFile(file);
        }}
      />
      {loading ? (
        <p className="hint" role="status">
          Checking the replay: every move is played again to make sure it is genuine…
        </p>
      ) : (
        <p className="hint">…or drop a replay file onto the table.</p>
      )}
    </div>
  );
}

/** "Winner Car 1", "the table won", or that the game is not over, from the last frame. */
function outcomeWords(last: PlaySession): string {
  if (!isOver(last)) return `the ${last.game.title} game is not over`;
  const result = last.game.result(last.state);
  if (result?.kind === 'ranking') return `winner ${namesOf(last)[result.order[0] ?? 0]}`;
  if (result?.kind === 'team') return result.won ? 'the table won' : 'the table lost';
  return 'over';
}

/** The Replay tab's side panel, for every game: open a replay, what it is, its playback, the camera, the clip, the charts and the events. */
export function ReplayTabPanel() {
  const watching = useReplayTab((s) => s.watching);
  const sourceName = useReplayTab((s) => s.sourceName);
  const note = useReplayTab((s) => s.note);
  const error = useReplayTab((s) => s.error);
  const pace = useReplayTab((s) => s.pace);
  const { seek, setPlaying, setPace, dismissError } = useReplayTab.getState();
  const last = watching?.frames[watching.frames.length - 1] ?? null;
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
      {watching && last && (
        <>
          <p className="replay-info" aria-label="Open replay">
            <strong>{sourceName}</strong>
            <br />
            {last.game.title} on “{last.prepared.source.name}” · {last.seats.length} seats · {watching.frames.length - 1} moves · {outcomeWords(last)}
          </p>
          {note && (
            <p className="replay-note" role="note">
              This replay was {note}.
            </p>
          )}
          <PlaybackView watching={watching} current={() => useReplayTab.getState().watching} pace={pace} seek={seek} setPlaying={setPlaying} setPace={setPace} cameraTab="replay">
            <ClipRecorder name={`chicane-clip-from-move-${watching.index}`} onStart={() => useReplayTab.getState().setPlaying(true)} />
            <details className="charts-details">
              <summary>Race charts and figures</summary>
              <Suspense fallback={<p className="hint">Drawing the charts…</p>}>
                <ReplayCharts playback={watching} />
              </Suspense>
            </details>
            <EventList frames={watching.frames} step={watching.index} onSeek={seek} />
          </PlaybackView>
        </>
      )}
    </section>
  );
}

/** The replay steps on at its pace: each move as long as the game's table takes to show it, ÷ the pace. */
function useReplayPace(): void {
  const seq = useReplayTab((s) => s.seq);
  const pace = useReplayTab((s) => s.pace);
  useEffect(() => {
    const s = useReplayTab.getState();
    const w = s.watching;
    if (!w || !w.playing || w.index >= w.frames.length - 1) return;
    const id = setTimeout(() => useReplayTab.getState().seek(w.index + 1), pace === 'instant' ? 30 : watchMs(replayFrame(s)) / pace);
    return () => clearTimeout(id);
  }, [seq, pace]);
}

/** The cars on the track map, in their places (a lane-graph game with a running order). */
function mapCars(session: PlaySession) {
  const graph = session.prepared.graph;
  const order = runningOrder(session);
  if (!graph || !order) return null;
  const names = namesOf(session);
  const tokens = tokensOf(session);
  const colours = tokenColours(tokens);
  return {
    spaces: graph.spaces,
    cars: tokens.map((t) => {
      const at = graph.spaces[t.space];
      return { x: at?.x ?? 0, z: at?.z ?? 0, colour: colours[t.id] ?? '#ccc', name: t.label || (names[t.seat] ?? ''), place: order.indexOf(t.seat) + 1 };
    }),
  };
}

/**
 * Over the table in the Replay tab: the game's HUD, the standings tower, the track map, the caption of the moment
 * shown, "Back to the director", and a drop target for replay files. Runs the pace and opens the demo when nothing
 * is open yet.
 */
export function ReplayTabOverlay() {
  const session = useReplayTab(replayFrame);
  const caption = useReplayTab((s) => (s.watching ? captionAt(playbackMoments(s.watching), s.watching.index) : null));
  const camera = useShellCamera((s) => s.replay.camera);
  const [dragging, setDragging] = useState(false);
  const foot = useRef<HTMLDivElement>(null);
  useReportScreenInset('replay-foot', foot, 'bottom', 'live', session !== null);
  useReplayPace();
  useEffect(() => {
    const s = useReplayTab.getState();
    const demo = DEMO_REPLAYS[0];
    if (!s.watching && !s.loading && demo) void s.openUrl(demo.url, demo.label);
  }, []);
  useEffect(() => {
    const over = (e: DragEvent) => {
      if (!e.dataTransfer?.types.includes('Files')) return;
      e.preventDefault();
      setDragging(true);
    };
    const leave = (e: DragEvent) => {
      if (e.relatedTarget === null) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      setDragging(false);
      void openFile(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);
  const map = session ? mapCars(session) : null;
  const tokens = session ? tokensOf(session) : [];
  const colours = tokenColours(tokens);
  return (
    <>
      {session && <TableOverlay session={session} handoff={null} />}
      <div className="overlay replay-overlay">
        {session && <StandingsTower session={session} onFollow={(token) => useShellCamera.getState().follow('replay', token)} />}
        {map && <Minimap spaces={map.spaces} cars={map.cars} />}
        {session?.game.board === 'lane-graph' && camera !== 'director' && (
          <button type="button" className="back-to-director" title="Back to the director (D)" onClick={() => useShellCamera.getState().setCamera('replay', 'director')}>
            Back to the director
          </button>
        )}
        <div ref={foot} className="replay-foot">
          {session && <LowerThird caption={caption} colours={tokens.map((t) => colours[t.id] ?? '#ccc')} />}
        </div>
        {dragging && <div className="drop-hint">Drop the replay file to open it</div>}
      </div>
    </>
  );
}
