/**
 * The shell's camera, for every game: the TV director (src/scene/broadcast), the free table view (turn, tilt and
 * zoom it), following one token, or bird's-eye straight down on the whole table. Race and Replay each keep their own
 * choice: a game played starts on the free table, a replay with the director.
 */
import { create } from 'zustand';
import type { ShellCameraMode } from '../../scene/play';

export type { ShellCameraMode };
export const SHELL_CAMERA_MODES: readonly ShellCameraMode[] = ['director', 'table', 'follow', 'bird'];
export const SHELL_CAMERA_LABELS: Record<ShellCameraMode, string> = { director: 'TV director', table: 'Orbit', follow: 'Follow car', bird: "Bird's-eye" };

export type CameraTab = 'race' | 'replay';

export interface CameraPick {
  readonly camera: ShellCameraMode;
  /** The token followed: its index in the game's tokens. */
  readonly follow: number;
}

/** Where each tab's camera starts (the one place these defaults live). */
export const CAMERA_START: Record<CameraTab, CameraPick> = { race: { camera: 'table', follow: 0 }, replay: { camera: 'director', follow: 0 } };

export interface ShellCameraStore {
  readonly race: CameraPick;
  readonly replay: CameraPick;
  setCamera(tab: CameraTab, camera: ShellCameraMode): void;
  /** Follows token `index` (the camera switches to "Follow car"). */
  follow(tab: CameraTab, index: number): void;
}

export const useShellCamera = create<ShellCameraStore>()((set, get) => ({
  ...CAMERA_START,
  setCamera(tab, camera) {
    set({ [tab]: { ...get()[tab], camera } });
  },
  follow(tab, index) {
    set({ [tab]: { camera: 'follow', follow: index } });
  },
}));
