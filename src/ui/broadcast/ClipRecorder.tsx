import { useEffect, useState } from 'react';
import { CLIP_SECONDS, clipSecondsSchema, recordClip, type ClipProgress } from '../../app/broadcast';

type Stage = { kind: 'idle' } | { kind: 'busy'; progress: ClipProgress } | { kind: 'done'; url: string; size: number; ms: number; file: string } | { kind: 'failed'; message: string };

/**
 * "Record a clip": records the table as WebM and plays the replay from the
 * moment shown once the recorder has begun (a busy machine takes seconds to
 * start it, and the clip should open on that moment), then offers the file,
 * named after the moment it began at (`name` when the button was pressed).
 */
export function ClipRecorder({ onStart, name }: { onStart: () => void; name: string }) {
  const [seconds, setSeconds] = useState<number>(5);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  useEffect(() => () => (stage.kind === 'done' ? URL.revokeObjectURL(stage.url) : undefined), [stage]);
  const record = async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('[aria-label="3D table"] canvas, canvas');
    if (!canvas) return setStage({ kind: 'failed', message: 'There is no table to record.' });
    const file = `${name}.webm`;
    let playing = false;
    setStage({ kind: 'busy', progress: { kind: 'starting' } });
    const r = await recordClip(canvas, seconds, (progress) => {
      if (progress.kind === 'recording' && !playing) {
        playing = true;
        onStart();
      }
      setStage({ kind: 'busy', progress });
    });
    setStage(r.ok ? { kind: 'done', url: URL.createObjectURL(r.blob), size: r.blob.size, ms: Math.round(r.ms), file } : { kind: 'failed', message: r.message });
  };
  return (
    <fieldset className="clip-recorder">
      <legend>Clip</legend>
      <label>
        Length{' '}
        <select
          value={seconds}
          onChange={(e) => {
            const v = clipSecondsSchema.safeParse(Number(e.target.value));
            if (v.success) setSeconds(v.data);
          }}
        >
          {CLIP_SECONDS.map((s) => (
            <option key={s} value={s}>
              {s} seconds
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" disabled={stage.kind === 'busy'} onClick={() => void record()}>
        {stage.kind !== 'busy' ? 'Record a clip from here' : stage.progress.kind === 'starting' ? 'Starting the recorder…' : `Recording ${stage.progress.left} s…`}
      </button>
      {stage.kind === 'done' && (
        <p>
          <a href={stage.url} download={stage.file} data-size={stage.size} data-ms={stage.ms}>
            Download the clip ({(stage.ms / 1000).toFixed(1)} seconds, {Math.max(1, Math.round(stage.size / 1024))} KB, WebM video)
          </a>
        </p>
      )}
      {stage.kind === 'failed' && (
        <p className="error" role="alert">
          {stage.message}
        </p>
      )}
      <p className="hint">Plays the replay from the moment shown and records the table as a video file (WebM) you can share; nothing leaves this computer.</p>
    </fieldset>
  );
}
