import { useEffect, useRef, useState, type ReactNode } from 'react';
import { incidentStep } from '../../app/broadcast';
import { playbackMoments } from '../../app/play/moments';
import { PACES, usePlayStore, type Pace } from '../../app/play/play-store';
import type { Playback } from '../../app/play/playback';
import { isOver, namesOf, tokensOf } from '../../app/play/session';
import { tokenColours } from '../../app/play/colours';
import { useShellCamera, type CameraTab } from '../../app/play/camera';
import { PlayLog } from './PlayLog';
import { Outcome } from './EndResult';
import { teachFromHere } from '../../app/teach';
import { PlaybackMarks } from './PlaybackMarks';
import { CameraChoice } from './CameraChoice';

type Watching = Playback & { readonly index: number; readonly playing: boolean };

export interface PlaybackViewProps {
  readonly watching: Watching;
  /** The playback as it is now (the keys read it when pressed). */
  readonly current: () => Watching | null;
  readonly pace: Pace;
  seek(index: number): void;
  setPlaying(playing: boolean): void;
  setPace(pace: Pace): void;
  /** "Close the replay" (the Race tab's playback); absent: no such button. */
  readonly onClose?: (() => void) | undefined;
  /** Whose camera choice this is. */
  readonly cameraTab: CameraTab;
  /** What the Replay tab adds under the controls: the clip recorder, the charts, the event list. */
  readonly children?: ReactNode;
}

/**
 * Watching a replay in the shell, for any game, in the Race tab and the Replay tab: the move shown, a timeline to
 * seek with its marks, play and pause, the pace, the camera, the result at the end, the log up to that move, and
 * "Teach from here".
 */
export function PlaybackView({ watching, current, pace, seek, setPlaying, setPace, onClose, cameraTab, children }: PlaybackViewProps) {
  const [teachError, setTeachError] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);
  // Opened from the end screen (scrolled down to its buttons): the panel goes back to its top, so the replay's
  // controls are in view and stay put while the log below them grows.
  useEffect(() => {
    const panel = region.current?.closest('.panel');
    if (panel instanceof HTMLElement) panel.scrollTop = 0;
  }, []);
  // Replay keys, for every game: space plays or pauses, ←/→ one move, Home/End the ends, N/P the next or previous
  // incident, D back to the director.
  const keys = useRef({ current, seek, setPlaying, cameraTab });
  keys.current = { current, seek, setPlaying, cameraTab };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = keys.current;
      const w = k.current();
      const el = e.target as HTMLElement | null;
      if (!w || e.altKey || e.ctrlKey || e.metaKey || (el && (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) || el.getAttribute?.('role') === 'tab'))) return;
      // A focused button takes the space bar itself.
      if (e.key === ' ' && el?.tagName === 'BUTTON') return;
      const last = w.frames.length - 1;
      let to: number | null = null;
      if (e.key === 'n' || e.key === 'N') to = incidentStep(playbackMoments(w), w.index, 1);
      else if (e.key === 'p' || e.key === 'P') to = incidentStep(playbackMoments(w), w.index, -1);
      else if (e.key === 'ArrowRight') to = Math.min(last, w.index + 1);
      else if (e.key === 'ArrowLeft') to = Math.max(0, w.index - 1);
      else if (e.key === 'Home') to = 0;
      else if (e.key === 'End') to = last;
      else if (e.key === ' ') k.setPlaying(!w.playing);
      else if (e.key === 'd' || e.key === 'D') useShellCamera.getState().setCamera(k.cameraTab, 'director');
      else return;
      if (to !== null) k.seek(to);
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const moments = playbackMoments(watching);
  const prevIncident = incidentStep(moments, watching.index, -1);
  const nextIncident = incidentStep(moments, watching.index, 1);
  const last = watching.frames.length - 1;
  const frame = watching.frames[watching.index]!;
  const result = isOver(frame) ? frame.game.result(frame.state) : null;
  const tokens = tokensOf(frame);
  const colours = tokenColours(tokens);
  const names = namesOf(frame);
  return (
    <div className="play-playback" role="region" aria-label="Replay" ref={region}>
      <p className="play-status">
        Replay: {watching.title} · {frame.prepared.sentence}
      </p>
      <p className="whose-turn" role="status">
        {watching.index === 0 ? 'The start' : `After move ${watching.index} of ${last}`}
      </p>
      <input className="play-timeline" type="range" aria-label="Move" min={0} max={last} step={1} value={watching.index} onChange={(e) => seek(Number(e.target.value))} />
      <PlaybackMarks moments={moments} last={last} onSeek={seek} />
      <div className="bot-controls" role="group" aria-label="Replay controls">
        <button type="button" aria-label="Back to the start" onClick={() => seek(0)} disabled={watching.index === 0}>
          « Start
        </button>
        <button type="button" aria-label="One move back" onClick={() => seek(watching.index - 1)} disabled={watching.index === 0}>
          ◀
        </button>
        <button type="button" className="primary" onClick={() => setPlaying(!watching.playing)}>
          {watching.playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" aria-label="One move on" onClick={() => seek(watching.index + 1)} disabled={watching.index === last}>
          ▶
        </button>
        <button type="button" aria-label="Previous incident" title="Previous incident (P)" onClick={() => prevIncident !== null && seek(prevIncident)} disabled={prevIncident === null}>
          ‹ Incident
        </button>
        <button type="button" aria-label="Next incident" title="Next incident (N)" onClick={() => nextIncident !== null && seek(nextIncident)} disabled={nextIncident === null}>
          Incident ›
        </button>
        <button type="button" aria-label="To the end" onClick={() => seek(last)} disabled={watching.index === last}>
          End »
        </button>
        <label>
          Pace{' '}
          <select aria-label="Pace" value={String(pace)} onChange={(e) => setPace(e.target.value === 'instant' ? 'instant' : (Number(e.target.value) as Pace))}>
            {PACES.map((p) => (
              <option key={String(p)} value={String(p)}>
                {p === 'instant' ? 'Fastest' : `${p}×`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {frame.game.board === 'lane-graph' && <CameraChoice tab={cameraTab} names={tokens.map((t) => t.label)} colours={tokens.map((t) => colours[t.id] ?? '')} />}
      {result && (
        <div className="end-screen" aria-label="Result">
          <Outcome result={result} names={names} />
        </div>
      )}
      {children}
      <PlayLog log={frame.log} />
      <button type="button" onClick={() => setTeachError(teachFromHere(watching.frames, watching.index, `${frame.game.title}: ${watching.title}`))}>
        Teach from here
      </button>
      {teachError && <p role="alert">{teachError}</p>}
      {onClose && (
        <button type="button" onClick={onClose}>
          Close the replay
        </button>
      )}
    </div>
  );
}

/** The Race tab's playback: the game just played (or a replay opened there), watched in the shell. */
export function PlaybackPanel() {
  const watching = usePlayStore((s) => s.watching);
  const pace = usePlayStore((s) => s.pace);
  if (!watching) return null;
  const { seek, setPlaying, closeWatch, setPace } = usePlayStore.getState();
  return <PlaybackView watching={watching} current={() => usePlayStore.getState().watching} pace={pace} seek={seek} setPlaying={setPlaying} setPace={setPace} onClose={closeWatch} cameraTab="race" />;
}
