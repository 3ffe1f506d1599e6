import { CAMERA_LABELS, CAMERA_MODES, CAR_COLORS, type CameraMode } from '../../app/replay';

export interface CameraChoiceProps {
  readonly camera: CameraMode;
  readonly follow: number;
  readonly names: readonly string[];
  onCamera(camera: CameraMode): void;
  onFollow(player: number): void;
}

/** Camera: TV director, orbit, follow a chosen car, bird's-eye. */
export function CameraChoice({ camera, follow, names, onCamera, onFollow }: CameraChoiceProps) {
  return (
    <fieldset className="camera-choice">
      <legend>Camera</legend>
      <div className="segmented" role="radiogroup" aria-label="Camera">
        {CAMERA_MODES.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={m === camera} className={m === camera ? 'on' : undefined} onClick={() => onCamera(m)}>
            {CAMERA_LABELS[m]}
          </button>
        ))}
      </div>
      {camera === 'follow' && (
        <label>
          Car{' '}
          <select value={follow} onChange={(e) => onFollow(Number(e.target.value))}>
            {names.map((n, i) => (
              <option key={i} value={i} style={{ color: CAR_COLORS[i] }}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
