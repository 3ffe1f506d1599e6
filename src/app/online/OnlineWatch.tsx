/**
 * An online race's watcher panel (issue 31, "Live spectators"), loaded with
 * the online screens: the timeline growing as moves arrive, its incident
 * marks, dragging back and "Back to live", the camera (the TV director first),
 * the lap chart and the race's events. The table shows the moment chosen
 * (the play store's playback, online-play.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { incidentStep } from '../broadcast';
import { playbackEvents, playbackMoments } from '../play/moments';
import { usePlayStore } from '../play/play-store';
import { tokensOf } from '../play/session';
import { tokenColours } from '../play/colours';
import { WatchPanel } from '../../ui/online';
import { CameraChoice } from '../../ui/play/CameraChoice';
import { EventList } from '../../ui/play/EventList';
import { useOnline, useWatch, watchAt, watchLive } from './online-play';
import { isLive } from './watch-timeline';

const ReplayCharts = lazy(() => import('../../ui/play/ReplayCharts'));

export function OnlineWatch() {
  const watching = usePlayStore((s) => s.watching);
  const line = useWatch((s) => s.line);
  const late = useOnline((s) => s.view?.watchDelay ?? null);
  // The charts are drawn while they are open only (they are counted again at every move).
  const [charts, setCharts] = useState(false);
  // The events likewise (the list scrolls to the move shown, which would carry a phone's sheet away from the timeline).
  const [events, setEvents] = useState(false);
  if (!watching || !line) return null;
  const moments = playbackMoments(watching);
  const step = watching.index;
  const last = watching.frames.length - 1;
  const frame = watching.frames[step]!;
  const tokens = tokensOf(frame);
  const colours = tokenColours(tokens);
  return (
    <WatchPanel step={step} last={last} live={isLive(line)} late={late} moments={moments} prevIncident={incidentStep(moments, step, -1)} nextIncident={incidentStep(moments, step, 1)} onSeek={watchAt} onLive={watchLive}>
      {frame.game.board === 'lane-graph' && <CameraChoice tab="race" names={tokens.map((t) => t.label)} colours={tokens.map((t) => colours[t.id] ?? '')} />}
      <details className="charts-details" onToggle={(e) => setCharts(e.currentTarget.open)}>
        <summary>Lap chart and figures so far</summary>
        {charts && (
          <Suspense fallback={<p className="hint">Drawing the charts…</p>}>
            <ReplayCharts playback={watching} />
          </Suspense>
        )}
      </details>
      <details className="charts-details" onToggle={(e) => setEvents(e.currentTarget.open)}>
        <summary>What has happened so far</summary>
        {events && (playbackEvents(watching.frames).length > 0 ? <EventList frames={watching.frames} step={step} onSeek={watchAt} /> : <p className="hint">Nothing to tell yet: the race’s moments are listed here as they happen.</p>)}
      </details>
    </WatchPanel>
  );
}
