/**
 * The app's online table (issue 31): one connection (online-store.ts) for
 * this tab, and the bridge that shows its game in the shell. While the table
 * waits for players the online screens show it; once the host starts, every
 * view the server sends becomes the shell's session (table-session.ts), so
 * the Play screen, HUD, table and end screen are the ones of a game at this
 * device. The person's choices go back to the server as `act`, and only an
 * action the server listed for this device's seat is sent.
 *
 * Loaded lazily with the online screens (it brings `@colyseus/sdk`).
 */
import { create } from 'zustand';
import { canonicalJson } from '../../rules/core';
import type { TableInfo } from '../../sim/table-protocol';
import { useGameChoice } from '../play/choice';
import { usePlayStore } from '../play/play-store';
import type { OnlineLink } from '../play/session';
import { TABLE_PARAM, useOnlineEntry } from './entry';
import { createOnlineStore } from './online-store';
import { sessionFromView, tableBase, tableBoard } from './table-session';
import { backToLive, frameMoments, frameSessions, growLine, scrubTo, shownStep, type WatchLine } from './watch-timeline';
import { knownMoments } from '../play/moments';
import { useShellCamera } from '../play/camera';
import type { WatchFrame } from '../../sim/table-protocol';
import { playbackFromFile } from '../play/playback';
import { useLibrary } from '../library';
import { namesList, type PlaySession } from '../play/session';

export const useOnline = createOnlineStore();

/** A watcher's timeline of the race at its table (watch-timeline.ts); null when this device plays a seat or is at no table. */
export const useWatch = create<{ readonly line: WatchLine | null }>()(() => ({ line: null }));

const link: Omit<OnlineLink, 'you' | 'code' | 'host' | 'away'> = {
  act(seat, action) {
    const view = useOnline.getState().view;
    if (!view || view.you !== seat) {
      usePlayStore.setState({ error: 'At an online table you play your own seat only.' });
      return false;
    }
    const key = canonicalJson(action);
    if (!view.legal.some((a) => canonicalJson(a) === key)) {
      usePlayStore.setState({ error: 'That move is not one the table offers now.' });
      return false;
    }
    usePlayStore.setState({ error: null });
    useOnline.getState().act(action);
    return true;
  },
  leave() {
    void leaveTable();
  },
  handToBot(seat) {
    useOnline.getState().hand(seat);
  },
};

/** Leaves the table (the seat opens again before the start; the race goes on without this device after it). */
export async function leaveTable(): Promise<void> {
  useWatch.setState({ line: null });
  await useOnline.getState().leave();
  useOnlineEntry.getState().closeOnline();
  showInUrl(null);
}

/** Keeps the table's code in the address while at it, so a reload (or the address copied) comes back to it. */
function showInUrl(code: string | null) {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if ((url.searchParams.get(TABLE_PARAM) ?? null) === code) return;
  if (code) url.searchParams.set(TABLE_PARAM, code);
  else url.searchParams.delete(TABLE_PARAM);
  window.history.replaceState(null, '', url);
}

let board: { info: TableInfo; value: ReturnType<typeof tableBoard> } | null = null;
/** The finished race re-run from the server's replay, for the table it came from (kept once built). */
let final: { replay: unknown; session: PlaySession | null } | null = null;

/**
 * The session of a finished race from the server's replay: every move re-run and every checkpoint checked here, so
 * the end screen has the figures and the replay to watch or download; it is kept in the library (once per race).
 */
function finalSession(replay: unknown, code: string, you: number | null, host: boolean): PlaySession | null {
  if (final !== null && final.replay === replay) return final.session;
  const text = JSON.stringify(replay);
  const opened = playbackFromFile(text, `Online table ${code}`);
  const last = opened.ok ? opened.value.frames.at(-1)! : null;
  const session: PlaySession | null = last ? { ...last, online: { ...link, code, you, host, away: [], final: true } } : null;
  final = { replay, session };
  if (session) {
    const layout = session.prepared.source.kind === 'layout' ? session.prepared.source.layout : null;
    const names = session.seats.map((s) => s.name);
    void useLibrary.getState().saveRace(replay, {
      trackName: `${session.game.title} online on “${session.prepared.source.name}”`,
      layout,
      game: session.game.id,
      summary: `Online table ${code}: ${namesList(names)}, ${session.moves.length} moves. The replay verifies here.`,
    });
  }
  return session;
}

/** The sessions built for the watcher's frames (each view builds only the new ones), and the set-up they lie over. */
let built: { readonly frames: readonly WatchFrame[]; readonly sessions: PlaySession[]; readonly base: unknown; readonly info: TableInfo } | null = null;

/** The watcher's timeline as the shell's playback: every moment so far, the one looked at shown (the live one unless dragged back). */
function watchingOf(live: PlaySession | null, info: TableInfo): PlayStoreWatching | null {
  const line = useWatch.getState().line;
  if (!live || !line || line.frames.length === 0) return null;
  if (!built || built.frames !== line.frames || built.info !== info) {
    const base = built?.info === info ? built.base : tableBase(live.game, live.prepared, live.seats);
    const sessions = frameSessions(live, base, line.frames, built?.info === info ? built : null);
    const { moments, events } = frameMoments(sessions, line.frames);
    knownMoments(sessions, moments, events);
    built = { frames: line.frames, sessions, base, info };
  }
  return { title: `Online table ${line.code}`, frames: built.sessions, index: shownStep(line), playing: false };
}

type PlayStoreWatching = NonNullable<ReturnType<typeof usePlayStore.getState>['watching']>;

/** The watcher looks at the moment after `step` moves (the race goes on live meanwhile); the newest is live again. */
export function watchAt(step: number): void {
  const line = useWatch.getState().line;
  if (line) showWatched(scrubTo(line, step));
}

/** The watcher goes back to the live race. */
export function watchLive(): void {
  const line = useWatch.getState().line;
  if (line) showWatched(backToLive(line));
}

function showWatched(line: WatchLine) {
  useWatch.setState({ line });
  const play = usePlayStore.getState();
  if (play.watching && play.session?.online?.you === null) usePlayStore.setState({ watching: { ...play.watching, index: shownStep(line) }, seq: play.seq + 1 });
}

function sync() {
  const { view, info } = useOnline.getState();
  const play = usePlayStore.getState();
  if (view) showInUrl(view.code);
  // A watcher keeps every moment of the race it is sent (joining mid-race, the first view brings them all).
  const line = useWatch.getState().line;
  if (view && view.you === null && view.status !== 'waiting') {
    const grown = growLine(line, view.code, view.timeline);
    if (grown !== line) useWatch.setState({ line: grown });
  } else if (line !== null) useWatch.setState({ line: null });
  if (!view || !info || view.status === 'waiting') {
    if (play.session?.online) usePlayStore.setState({ session: null, holder: null, seq: play.seq + 1 });
    return;
  }
  if (board?.info !== info) board = { info, value: tableBoard(view, info) };
  if (!board.value.ok) return useOnline.setState({ message: board.value.message });
  const { game, prepared } = board.value.value;
  const choice = useGameChoice.getState();
  if (choice.game !== game.id) choice.choose(game.id);
  const before = play.session?.online?.code === view.code ? play.session : null;
  const { replay } = useOnline.getState();
  const ended = view.status === 'over' && replay !== null ? finalSession(replay, view.code, view.you, view.host) : null;
  if (ended) {
    if (play.session !== ended) usePlayStore.setState({ session: ended, holder: view.you, seq: play.seq + 1, watching: null });
    return;
  }
  const session = sessionFromView(game, prepared, view, link, before);
  // A watcher starts on the TV director, as a broadcast does (and may pick another camera).
  if (!before && view.you === null) useShellCamera.getState().setCamera('race', 'director');
  const watching = view.you === null ? watchingOf(session, info) : null;
  usePlayStore.setState({ session, holder: view.you, seq: play.seq + 1, watching, ...(before ? {} : { error: null }) });
}

useOnline.subscribe((s, prev) => {
  if (s.view !== prev.view || s.info !== prev.info || s.replay !== prev.replay) sync();
});
