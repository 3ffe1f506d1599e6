/**
 * The Replay tab, for every game: the replay open there, watched in the shell's playback (playback.ts). A version 3
 * replay (any game) opens as it is; a game's own older replay (Start Frei's versions 1 and 2, the demo replays) is
 * read and re-run by the game's migration (src/sim/older-files.ts) into a version 3 game log first, with the same
 * refusals and the older file's note. A file that does not open leaves the replay that was open as it was. Kept
 * apart from the Race tab's store, so a replay watched here never stands in for the game being played there.
 */
import { create } from 'zustand';
import { isLarge, verifyText } from '../verify/off-thread';
import { useAppStore } from '../store';
import { openReplay, type Playback } from './playback';

export { openReplay };
import { tokensOf, type PlaySession } from './session';
import type { Pace } from './play-store';

export interface ReplayTabStore {
  readonly watching: (Playback & { readonly index: number; readonly playing: boolean }) | null;
  /** The file's name (or the demo's) as the panel shows it. */
  readonly sourceName: string;
  /** Set for a file checked less than today's format allows (a version 1 replay). */
  readonly note: string | null;
  readonly error: string | null;
  /** A large file being checked off the main thread. */
  readonly loading: boolean;
  readonly pace: Pace;
  /** Bumped at every frame change (the pace timer follows it). */
  readonly seq: number;
  openText(text: string, name: string, verified?: boolean): void;
  openUrl(url: string, name: string): Promise<void>;
  seek(index: number): void;
  setPlaying(playing: boolean): void;
  setPace(pace: Pace): void;
  dismissError(): void;
}

/** Demo replays shipped in public/replays/ (written by the CLI). */
export const DEMO_REPLAYS: readonly { readonly url: string; readonly label: string }[] = [{ url: '/replays/the-oval-seed-1.json', label: 'The Oval, 4 bots (seed 1)' }];

/** The frame shown. */
export function replayFrame(s: Pick<ReplayTabStore, 'watching'>): PlaySession | null {
  return s.watching ? (s.watching.frames[s.watching.index] ?? null) : null;
}

/** With ?debug: the frame shown, the last one and where the tokens stand (`window.__chicane.replay`). */
function publishStep(s: ReplayTabStore): void {
  if (typeof window === 'undefined' || !useAppStore.getState().debug) return;
  const frame = replayFrame(s);
  const w = window as unknown as { __chicane?: Record<string, unknown> };
  const root = (w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } });
  root.replay = frame && s.watching ? { step: s.watching.index, length: s.watching.frames.length - 1, positions: tokensOf(frame).map((t) => t.space) } : null;
}

/**
 * The latest open asked for: a file or the demo still being fetched or checked when another is opened is dropped
 * when it arrives, so the one the person chose last is the one shown (the demo never replaces a file opened first).
 */
let latest = 0;

export const useReplayTab = create<ReplayTabStore>()((set, get) => ({
  watching: null,
  sourceName: '',
  note: null,
  error: null,
  loading: false,
  pace: 1,
  seq: 0,
  openText(text, name, verified = false) {
    const mine = ++latest;
    if (!verified && isLarge(text)) {
      set({ loading: true, error: null });
      void verifyText('replay', text, name).then((v) => {
        if (mine !== latest) return;
        if (v.ok) get().openText(text, name, true);
        else set({ loading: false, error: v.message });
      });
      return;
    }
    const r = openReplay(text, name, verified);
    if (!r.ok) return set({ error: r.message, loading: false });
    set({ watching: { ...r.playback, index: 0, playing: false }, sourceName: name, note: r.note, error: null, loading: false, seq: get().seq + 1 });
  },
  async openUrl(url, name) {
    const mine = ++latest;
    set({ loading: true });
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const text = await res.text();
      if (mine === latest) get().openText(text, name);
    } catch (error) {
      if (mine === latest) set({ loading: false, error: `${name} could not be fetched: ${error instanceof Error ? error.message : String(error)}` });
    }
  },
  seek(index) {
    const w = get().watching;
    if (!w) return;
    const i = Math.max(0, Math.min(w.frames.length - 1, Math.round(index)));
    set({ watching: { ...w, index: i, playing: w.playing && i < w.frames.length - 1 }, seq: get().seq + 1 });
  },
  setPlaying(playing) {
    const w = get().watching;
    if (!w) return;
    // Play from the start again once at the end.
    const index = playing && w.index >= w.frames.length - 1 ? 0 : w.index;
    set({ watching: { ...w, index, playing }, seq: get().seq + 1 });
  },
  setPace(pace) {
    set({ pace });
  },
  dismissError() {
    set({ error: null });
  },
}));

useReplayTab.subscribe((s, before) => {
  if (s.watching !== before.watching) publishStep(s);
});
