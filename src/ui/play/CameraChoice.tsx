import { SHELL_CAMERA_LABELS, SHELL_CAMERA_MODES, useShellCamera, type CameraTab } from '../../app/play/camera';

export interface CameraChoiceProps {
  /** Which tab's camera this is (Race and Replay keep their own). */
  readonly tab: CameraTab;
  /** The tokens' names, in the game's token order (the "Follow car" list). */
  readonly names: readonly string[];
  readonly colours?: readonly string[];
}

/** The camera, for every game: the TV director, the free table view, a token followed, bird's-eye straight down. */
export function CameraChoice({ tab, names, colours = [] }: CameraChoiceProps) {
  const { camera, follow } = useShellCamera((s) => s[tab]);
  const { setCamera, follow: followToken } = useShellCamera.getState();
  return (
    <fieldset className="camera-choice">
      <legend>Camera</legend>
      <div className="segmented" role="radiogroup" aria-label="Camera">
        {SHELL_CAMERA_MODES.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={m === camera} className={m === camera ? 'on' : undefined} onClick={() => setCamera(tab, m)}>
            {SHELL_CAMERA_LABELS[m]}
          </button>
        ))}
      </div>
      {camera === 'follow' && (
        <label>
          Car{' '}
          <select value={follow} onChange={(e) => followToken(tab, Number(e.target.value))}>
            {names.map((n, i) => (
              <option key={i} value={i} style={colours[i] ? { color: colours[i] } : undefined}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
