/**
 * The browser's side of an online table (issue 31): one connection to the
 * game server (src/server) through `@colyseus/sdk`, kept in a zustand store.
 * The server is the authority: this store only sends what a person chose
 * (take a seat, start, an action the server listed) and keeps the last view
 * the server sent. It never applies a move itself.
 *
 * The seat of a dropped connection is kept on the server for a while; the
 * reconnection token is stored for this tab (it changes with every
 * connection, so it is stored again each time), and `resume()` after a
 * reload takes the seat back. The seat's secret key (sent only to this
 * seat) is stored too: when the reconnection is refused — the server was
 * restarted and knows no old connection — `resume()` joins the table by its
 * code with the key and is back in the same seat.
 */
import { Client, type Room } from '@colyseus/sdk';
import { create } from 'zustand';
import { RECONNECT_KEY } from './entry';
import { codeSchema, LOBBY_ROOM, lobbyTableOf, nameSchema, TABLE_ROOM, type LobbyTable, type Refused, type TableInfo, type TableView } from '../../sim/table-protocol';

/** Where the app reaches the game server: its own origin's /game-server (the dev and preview servers proxy it). */
export const GAME_SERVER_PATH = '/game-server';
const TOKEN_KEY = RECONNECT_KEY;
/** This tab's seat at its table: `{ code, seatKey }` (JSON). */
const SEAT_KEY = `${RECONNECT_KEY}:seat`;

/** The table code and seat key stored for this tab, or null. */
function storedSeat(store: Storage | null): { code: string; seatKey: string } | null {
  try {
    const v = JSON.parse(store?.getItem(SEAT_KEY) ?? 'null') as unknown;
    if (v !== null && typeof v === 'object' && typeof (v as { code?: unknown }).code === 'string' && typeof (v as { seatKey?: unknown }).seatKey === 'string') return v as { code: string; seatKey: string };
  } catch {
    /* nothing usable stored */
  }
  return null;
}
/** How often a reload tries to take its seat back, waiting a little longer each time (about 4 s in all). */
const RESUME_TRIES = 5;
const RESUME_WAIT_MS = 400;

export type OnlinePhase = 'idle' | 'connecting' | 'at-table' | 'lost';

export interface OnlineState {
  readonly phase: OnlinePhase;
  /** The last view the server sent (null before one arrives). */
  readonly view: TableView | null;
  /** The table's board and options, as the server sent them on joining (null before). */
  readonly info: TableInfo | null;
  /** Why the last request was refused, or the connection failed, in a sentence. */
  readonly message: string | null;
  /** The finished race's replay file (v3), as the server sends it once the race is over; null before. */
  readonly replay: unknown;
  /** The public tables the lobby lists (null while it is not watched, or before its first list). */
  readonly lobby: readonly LobbyTable[] | null;
  /** Watches the lobby's list of public tables; the function returned stops watching. */
  watchLobby(): () => void;
  create(setup: unknown, name: string): Promise<boolean>;
  join(code: string, name: string): Promise<boolean>;
  sit(seat: number): void;
  stand(): void;
  start(fill: boolean): void;
  act(action: unknown): void;
  /** The host lets a bot play the seat of a player who dropped out. */
  hand(seat: number): void;
  leave(): Promise<void>;
  /** Takes back the seat of this tab's last table after a reload; false when there is none to take back. */
  resume(): Promise<boolean>;
}

/** This tab's session storage (where a reload finds its way back into a room), or null where there is none. */
export function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Tries `attempt` up to RESUME_TRIES times, waiting a little longer each time: right after a reload the server may
 * not have seen the old connection drop yet. True once an attempt succeeds, false when none did.
 */
export async function retryResume(attempt: () => Promise<void>): Promise<boolean> {
  for (let tried = 1; ; tried++) {
    try {
      await attempt();
      return true;
    } catch {
      if (tried >= RESUME_TRIES) return false;
      await new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS * tried));
    }
  }
}

/** The server's endpoint: this page's origin and the proxied path, or `base` when given (tests, another host). */
export function serverEndpoint(base?: string): string {
  if (base) return base;
  return `${window.location.origin}${GAME_SERVER_PATH}`;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A store bound to one server endpoint (the app's default, or a test server's). */
export function createOnlineStore(endpoint?: string) {
  let client: Client | null = null;
  let room: Room | null = null;
  const sdk = () => (client ??= new Client(serverEndpoint(endpoint)));

  return create<OnlineState>()((set, get) => {
    const attach = (r: Room) => {
      room = r;
      storage()?.setItem(TOKEN_KEY, r.reconnectionToken);
      r.onMessage('view', (view: TableView) => {
        // Each connection has its own token: keep the latest for a reload.
        storage()?.setItem(TOKEN_KEY, r.reconnectionToken);
        if (view.seatKey) storage()?.setItem(SEAT_KEY, JSON.stringify({ code: view.code, seatKey: view.seatKey }));
        else storage()?.removeItem(SEAT_KEY);
        set({ view, phase: 'at-table' });
      });
      r.onMessage('table', (info: TableInfo) => set({ info }));
      r.onMessage('replay', (replay: unknown) => set({ replay }));
      r.onMessage('refused', (m: Refused) => set({ message: m.reason }));
      r.onLeave(() => {
        if (room === r) {
          room = null;
          set({ phase: 'lost', message: 'The connection to the table was lost.' });
        }
      });
      set({ phase: 'at-table', message: null });
    };
    const send = (type: string, message: unknown) => {
      if (!room) return set({ message: 'You are not at a table.' });
      set({ message: null });
      room.send(type, message);
    };
    const named = (name: string) => {
      const n = nameSchema.safeParse(name);
      if (!n.success) set({ message: `Your name: ${n.error.issues[0]!.message}.` });
      return n.success ? n.data : null;
    };
    return {
      phase: 'idle',
      view: null,
      info: null,
      message: null,
      replay: null,
      lobby: null,
      watchLobby() {
        let stopped = false;
        let lobbyRoom: Room | null = null;
        const list = new Map<string, LobbyTable>();
        const put = () => {
          if (!stopped) set({ lobby: [...list.values()] });
        };
        sdk()
          .joinOrCreate(LOBBY_ROOM)
          .then(
            (r) => {
              if (stopped) return void r.leave();
              lobbyRoom = r;
              r.onMessage('rooms', (rooms: unknown) => {
                list.clear();
                for (const listing of Array.isArray(rooms) ? rooms : []) {
                  const t = lobbyTableOf(listing);
                  if (t) list.set(t.code, t);
                }
                put();
              });
              r.onMessage('+', (change: unknown) => {
                const [id, listing] = Array.isArray(change) ? change : [];
                const t = lobbyTableOf(listing);
                if (t) list.set(t.code, t);
                else if (typeof id === 'string') list.delete(id);
                put();
              });
              r.onMessage('-', (id: unknown) => {
                if (typeof id === 'string') list.delete(id);
                put();
              });
            },
            () => {
              // No lobby (the server is away): the code still joins a table.
              if (!stopped) set({ lobby: [] });
            },
          );
        return () => {
          stopped = true;
          set({ lobby: null });
          if (lobbyRoom) void lobbyRoom.leave();
        };
      },
      async create(setup, name) {
        const n = named(name);
        if (n === null) return false;
        set({ phase: 'connecting', message: null, view: null, info: null, replay: null });
        try {
          attach(await sdk().create(TABLE_ROOM, { setup, name: n }));
          return true;
        } catch (error) {
          set({ phase: 'idle', message: `The table could not be set up: ${reason(error)}` });
          return false;
        }
      },
      async join(code, name) {
        const c = codeSchema.safeParse(code);
        if (!c.success) {
          set({ message: `The code: ${c.error.issues[0]!.message}.` });
          return false;
        }
        const n = named(name);
        if (n === null) return false;
        set({ phase: 'connecting', message: null, view: null, info: null, replay: null });
        try {
          attach(await sdk().joinById(c.data, { name: n }));
          return true;
        } catch (error) {
          set({ phase: 'idle', message: `No table answers to ${c.data}: ${reason(error)}` });
          return false;
        }
      },
      sit: (seat) => send('sit', { seat }),
      stand: () => send('stand', {}),
      start: (fill) => send('start', { fill }),
      act: (action) => send('act', { action }),
      hand: (seat) => send('hand', { seat }),
      async leave() {
        const r = room;
        room = null;
        storage()?.removeItem(TOKEN_KEY);
        storage()?.removeItem(SEAT_KEY);
        set({ phase: 'idle', view: null, info: null, message: null, replay: null });
        if (r) await r.leave();
      },
      async resume() {
        const token = storage()?.getItem(TOKEN_KEY);
        const seat = storedSeat(storage());
        if ((!token && !seat) || get().phase === 'at-table') return false;
        set({ phase: 'connecting' });
        const back = await retryResume(async () => {
          try {
            if (!token) throw new Error('no reconnection token');
            attach(await sdk().reconnect(token));
          } catch (error) {
            // A restarted server knows no old connection: the seat key takes the seat back.
            if (!seat) throw error;
            attach(await sdk().joinById(seat.code, { seatKey: seat.seatKey }));
          }
        });
        if (!back) {
          storage()?.removeItem(TOKEN_KEY);
          storage()?.removeItem(SEAT_KEY);
          set({ phase: 'idle', message: 'Your seat at the table could not be taken back: join it again with its code.' });
        }
        return back;
      },
    };
  });
}
