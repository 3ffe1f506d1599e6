import { useEffect, useRef, useState } from 'react';
import { useReportScreenInset } from '../../scene/frame-room';
import { CAR_COLORS, DEMO_REPLAYS, usePlayback, useReplayKeys, useReplayStore } from '../../app/replay';
import { captionAt } from '../../app/broadcast';
import { standings } from '../../games/start-frei/replay';
import { LowerThird, Minimap } from '../broadcast';
import { StandingsTower } from './StandingsTower';
import { Timeline } from './Timeline';
import { readFileText } from '../../app/read-file';

function minimapCars(state: NonNullable<ReturnType<typeof useReplayStore.getState>['state']>) {
  const order = state.standings ?? standings(state);
  return state.players.map((p, i) => {
    const at = state.track.graph.spaces[p.space];
    return { x: at?.x ?? 0, z: at?.z ?? 0, colour: CAR_COLORS[i % CAR_COLORS.length]!, name: state.names[i] ?? `Car ${i + 1}`, place: order.indexOf(i) + 1 };
  });
}

/**
 * What lies over the 3D view in Replay mode: the standings tower, the
 * timeline, and a drop target for replay files. Also runs playback and the
 * keyboard shortcuts, and opens the demo when nothing is open yet.
 */
export function ReplayOverlay() {
  const state = useReplayStore((s) => s.state);
  const session = useReplayStore((s) => s.session);
  const step = useReplayStore((s) => s.step);
  const camera = useReplayStore((s) => s.camera);
  const [dragging, setDragging] = useState(false);
  // The foot of the view: the caption stacked on the timeline, so it sits on the timeline whatever the timeline's height
  // (one row on a phone, two with "More", the legend on a desktop) and its own lines. The whole foot is reported as the
  // bottom edge it covers, and every shot is framed above it (src/scene/frame-room.ts).
  const foot = useRef<HTMLDivElement>(null);
  useReportScreenInset('replay-foot', foot, 'bottom', 'live', session !== null);
  usePlayback();
  useReplayKeys();
  useEffect(() => {
    const s = useReplayStore.getState();
    const demo = DEMO_REPLAYS[0];
    if (!s.session && !s.loading && demo) void s.openUrl(demo.url, demo.label);
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
    const drop = async (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      setDragging(false);
      const read = await readFileText(file, 'replay');
      if (read.ok) useReplayStore.getState().openText(read.text, file.name);
      else useReplayStore.setState({ error: read.message });
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
  return (
    <div className="overlay">
      {state && (
        <StandingsTower
          state={state}
          onFollow={(car) => {
            useReplayStore.getState().setFollow(car);
            useReplayStore.getState().setCamera('follow');
          }}
        />
      )}
      {state && <Minimap spaces={state.track.graph.spaces} cars={minimapCars(state)} />}
      {camera !== 'tv' && (
        <button type="button" className="back-to-director" title="Back to the director (D)" onClick={() => useReplayStore.getState().setCamera('tv')}>
          Back to the director
        </button>
      )}
      <div ref={foot} className="replay-foot">
        {session && <LowerThird caption={captionAt(session.moments, step)} colours={CAR_COLORS} />}
        <Timeline />
      </div>
      {dragging && <div className="drop-hint">Drop the replay file to open it</div>}
    </div>
  );
}
