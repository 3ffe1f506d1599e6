import { useEffect, useState } from 'react';
import { CLIP_SECONDS, clipSecondsSchema, recordClip } from '../../app/broadcast';

type Stage = { kind: 'idle' } | { kind: 'recording'; seconds: number } | { kind: 'done'; url: string; size: number; file: string } | { kind: 'failed'; message: string };

/** "Record a clip": plays from the moment shown and records the table as WebM, then offers the file, named after the moment it began at (`name` when the button was pressed). */
export function ClipRecorder({ onStart, name }: { onStart: () => void; name: string }) {
  const [seconds, setSeconds] = useState<number>(5);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  useEffect(() => () => (stage.kind === 'done' ? URL.revokeObjectURL(stage.url) : undefined), [stage]);
  const record = async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('[aria-label="3D table"] canvas, canvas');
    if (!canvas) return setStage({ kind: 'failed', message: 'There is no table to record.' });
    const file = `${name}.webm`;
    setStage({ kind: 'recording', seconds });
    onStart();
    const r = await recordClip(canvas, seconds);
    setStage(r.ok ? { kind: 'done', url: URL.createObjectURL(r.blob), size: r.blob.size, file } : { kind: 'failed', message: r.message });
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
      <button type="button" disabled={stage.kind === 'recording'} onClick={() => void record()}>
        {stage.kind === 'recording' ? `Recording ${stage.seconds} seconds…` : 'Record a clip from here'}
      </button>
      {stage.kind === 'done' && (
        <p>
          <a href={stage.url} download={stage.file} data-size={stage.size}>
            Download the clip ({Math.max(1, Math.round(stage.size / 1024))} KB, WebM video)
          </a>
        </p>
      )}
      {stage.kind === 'failed' && (
        <p className="error" role="alert">
          {stage.message}
        </p>
      )}
      <p className="hint">Plays the replay from the moment shown and records the table as a video file you can share.</p>
    </fieldset>
  );
}
