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
import { canonicalJson } from '../../rules/core';
import type { TableInfo } from '../../sim/table-protocol';
import { useGameChoice } from '../play/choice';
import { usePlayStore } from '../play/play-store';
import type { OnlineLink } from '../play/session';
import { TABLE_PARAM, useOnlineEntry } from './entry';
import { createOnlineStore } from './online-store';
import { sessionFromView, tableBoard } from './table-session';
import { playbackFromFile } from '../play/playback';
import { useLibrary } from '../library';
import { namesList, type PlaySession } from '../play/session';

export const useOnline = createOnlineStore();

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

function sync() {
  const { view, info } = useOnline.getState();
  const play = usePlayStore.getState();
  if (view) showInUrl(view.code);
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
  usePlayStore.setState({ session, holder: view.you, seq: play.seq + 1, watching: null, ...(before ? {} : { error: null }) });
}

useOnline.subscribe((s, prev) => {
  if (s.view !== prev.view || s.info !== prev.info || s.replay !== prev.replay) sync();
});
