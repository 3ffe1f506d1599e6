/**
 * Replay mode's store: the open session, the step shown, playback and camera.
 * Seeking goes through the session's snapshots; bad files leave the session
 * that was open untouched and set `error`.
 */
import { create } from 'zustand';
import type { GameState } from '../../games/start-frei/replay';
import { useAppStore } from '../store';
import { openReplayText, type OpenResult } from './load';
import { parseJsonText } from '../../track';
import { GAME_REPLAY_VERSION } from '../../sim/game-replay';
import { turnStep, type ReplaySession } from './session';
import { publish } from './debug';
import { isLarge, verifyText } from '../verify/off-thread';
import { incidentStep } from '../broadcast';

import type { CameraMode } from '../../scene/race/feed';

export type { CameraMode };
export const CAMERA_MODES: readonly CameraMode[] = ['tv', 'orbit', 'follow', 'bird'];
export const CAMERA_LABELS: Record<CameraMode, string> = { orbit: 'Orbit', follow: 'Follow car', bird: "Bird's-eye", tv: 'TV director' };
export const SPEEDS: readonly number[] = [0.25, 0.5, 1, 2, 4, 8];

export interface ReplayStore {
  readonly session: ReplaySession | null;
  readonly sourceName: string;
  readonly error: string | null;
  readonly loading: boolean;
  readonly step: number;
  readonly state: GameState | null;
  /** Bumped at every step change; `animate` says whether the scene plays the step's events or jumps. */
  readonly seq: number;
  readonly animate: boolean;
  readonly playing: boolean;
  readonly speed: number;
  readonly camera: CameraMode;
  readonly follow: number;
  open(result: OpenResult, name: string): void;
  /** Opens a replay file's text; a large one is checked in a worker first (src/app/verify), the page stays responsive. */
  openText(text: string, name: string, verified?: boolean): void;
  openUrl(url: string, name: string): Promise<void>;
  seek(step: number, animate?: boolean): void;
  stepBy(delta: 1 | -1): void;
  turnBy(dir: 1 | -1): void;
  /** Jumps to the next (1) or previous (-1) incident and plays it; false when there is none that way. */
  incidentBy(dir: 1 | -1): boolean;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
  setCamera(camera: CameraMode): void;
  setFollow(player: number): void;
  dismissError(): void;
}

function publishStep(session: ReplaySession, step: number, state: GameState): void {
  if (!useAppStore.getState().debug) return;
  publish('replay', { step, length: session.seeker.length, positions: state.players.map((p) => p.space) });
}

export const useReplayStore = create<ReplayStore>()((set, get) => ({
  session: null,
  sourceName: '',
  error: null,
  loading: false,
  step: 0,
  state: null,
  seq: 0,
  animate: false,
  playing: false,
  speed: 1,
  camera: 'tv',
  follow: 0,
  open(result, name) {
    // The Replay tab is the shell's playback now (src/app/play/replay-tab.ts): a session opened here opens there.
    if (result.ok) {
      const text = JSON.stringify(result.session.file);
      void import('../play/replay-tab').then((m) => m.useReplayTab.getState().openText(text, name));
    }
    if (!result.ok) {
      set({ error: result.message, loading: false });
      return;
    }
    const state = result.session.seeker.stateAt(0);
    set({ session: result.session, sourceName: name, error: null, loading: false, step: 0, state, seq: get().seq + 1, animate: false, playing: false, follow: 0 });
    publishStep(result.session, 0, state);
  },
  openText(text, name, verified = false) {
    if (!verified && isLarge(text)) {
      set({ loading: true, error: null });
      void verifyText('replay', text, name).then((v) => {
        if (v.ok) get().openText(text, name, true);
        else set({ loading: false, error: v.message });
      });
      return;
    }
    // A replay of version 3 (any game, played in the shell) plays back in the shell, in Race mode.
    const json = parseJsonText(text, 'the replay file');
    if (json.ok && typeof json.value === 'object' && json.value !== null && (json.value as { version?: unknown }).version === GAME_REPLAY_VERSION) {
      void import('../play/play-store').then(({ usePlayStore }) => {
        usePlayStore.getState().watchFile(text, name, verified);
        useAppStore.getState().setMode('race');
      });
      return;
    }
    get().open(openReplayText(text, name, undefined, verified), name);
  },
  async openUrl(url, name) {
    set({ loading: true });
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      get().openText(await res.text(), name);
    } catch (error) {
      set({ loading: false, error: `${name} could not be fetched: ${error instanceof Error ? error.message : String(error)}` });
    }
  },
  seek(step, animate = false) {
    const session = get().session;
    if (!session) return;
    const target = Math.max(0, Math.min(session.seeker.length, Math.round(step)));
    const state = session.seeker.stateAt(target);
    set({ step: target, state, seq: get().seq + 1, animate, ...(target >= session.seeker.length ? { playing: false } : {}) });
    publishStep(session, target, state);
  },
  stepBy(delta) {
    get().seek(get().step + delta, delta > 0);
  },
  turnBy(dir) {
    const session = get().session;
    if (session) get().seek(turnStep(session, get().step, dir));
  },
  incidentBy(dir) {
    const session = get().session;
    if (!session) return false;
    const target = incidentStep(session.moments, get().step, dir);
    if (target === null) return false;
    // Shown as it happens: the state before it, then the action played.
    get().seek(target, true);
    return true;
  },
  setPlaying(playing) {
    const session = get().session;
    if (!session) return;
    if (playing && get().step >= session.seeker.length) get().seek(0);
    set({ playing });
  },
  setSpeed(speed) {
    set({ speed: Math.max(0.25, Math.min(8, speed)) });
  },
  setCamera(camera) {
    set({ camera });
  },
  setFollow(player) {
    set({ follow: player });
  },
  dismissError() {
    set({ error: null });
  },
}));
