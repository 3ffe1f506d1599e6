/**
 * The generic shell's store: the set-up of the chosen game, the session in
 * progress (session.ts), bot pacing, who holds the device, the autosave and
 * the abandon-undo window. Every move goes through the session's
 * `applyMove`, so through the game's `apply`; a refusal is shown, never
 * applied. Timers live here and in the bot driver, never in the rules.
 */
import { create } from 'zustand';
import { GAME_TITLES, type GameId, type Seat } from '../../rules/core';
import { gameById, GAMES } from '../../rules/registry';
import { clientOf } from '../../games';
import { builderLayout } from '../builder';
import { editedRailMap } from '../rail/store';
import { loadText, saveText } from '../storage';
import { PLAY_SAVE_KEY, restorePlay, serialisePlay } from './autosave';
import { useGameChoice } from './choice';
import { carryOverOlderSave } from './older-save';
import { playbackFromFile, playbackOf, type Playback } from './playback';
import { isLarge, verifyText } from '../verify/off-thread';
import { applyMove, botMove, humanActors, isOver, namesList, newSession, peopleDone, prepareBoard, runBots, standInForPeople, type PlaySeat, type PlaySession } from './session';

export interface PlaySetup {
  readonly game: GameId;
  readonly seats: readonly PlaySeat[];
  readonly seed: number;
  /** The game's options chosen in the set-up (its variants); absent: the game's defaults. */
  readonly config?: unknown;
}

/** Bot pace: a speed multiplier, or 'instant' (bots play at once). */
export type Pace = number | 'instant';
export const PACES: readonly Pace[] = [1, 2, 4, 8, 'instant'];
/** A bot's move at pace 1 takes this long to watch. */
export const BOT_MS = 700;
export const ABANDON_UNDO_MS = 20_000;

export interface SavedGame {
  readonly session: PlaySession;
  readonly savedAt: string;
}

export interface PlayStore {
  readonly setup: PlaySetup | null;
  readonly session: PlaySession | null;
  /** Bumped at every change of the game (the scene and the bot driver follow it). */
  readonly seq: number;
  readonly pace: Pace;
  readonly paused: boolean;
  /** The person who last confirmed holding the device. */
  readonly holder: Seat | null;
  readonly error: string | null;
  /** A person's moves that may be taken back, newest last: until a die is rolled or a card drawn, or a bot moves. */
  readonly takeBack: readonly TakeBack[];
  /** The name of a replay file being checked in the background, if any. */
  readonly checking: string | null;
  /** The game saved in this browser that the set-up offers to resume. */
  readonly saved: SavedGame | null;
  readonly saveNote: string | null;
  readonly abandoned: { readonly session: PlaySession; readonly holder: Seat | null } | null;
  /** An unfinished saved game a new start put aside: "Undo" brings it back for a while (never silently lost). */
  readonly replaced: SavedGame | null;
  /** A replay being watched (frames after each move), the frame shown, and whether it plays on. */
  readonly watching: (Playback & { readonly index: number; readonly playing: boolean }) | null;
  /** Takes back the newest move in `takeBack` (the position before it, that seat holding the device). */
  undoMove(): void;
  configure(patch: Partial<Omit<PlaySetup, 'game'>>): void;
  /** The set-up of `game` (new defaults when another game was set up). */
  chooseGame(game: GameId): void;
  start(): void;
  /** The same set-up again, a new game from the start (the end screen's "Race again"). */
  again(): void;
  act(seat: Seat, action: { readonly type: string }): boolean;
  botStep(): boolean;
  /** "Skip to my turn": the bots play on at once up to the next person's turn (or the end, when no person acts again). */
  finishBots(): void;
  /** "Let the bots finish": once every person's seat is done, the bots play to the end; never a person's seat. */
  letBotsFinish(): void;
  /** "Hand my seats to the bots": every person's seat goes to a bot for the rest of the game (the end screen says so). */
  handToBots(): void;
  takeDevice(seat: Seat): void;
  setPace(pace: Pace): void;
  setPaused(paused: boolean): void;
  quit(): void;
  undoAbandon(): void;
  /** Brings back the saved game a new start put aside. */
  undoReplace(): void;
  forgetReplaced(): void;
  forgetAbandoned(): void;
  resume(): void;
  /** Watches the game just played from its start. */
  watchGame(): void;
  /** Watches a replay file (its text); a file that does not load or check out is said on the set-up. A large one is checked in a worker first (src/app/verify). */
  watchFile(text: string, name: string, verified?: boolean): void;
  seek(index: number): void;
  setPlaying(playing: boolean): void;
  closeWatch(): void;
}

/** A move that may be taken back: the session before it, who made it, and what it was, in words. */
export interface TakeBack {
  readonly session: PlaySession;
  readonly seat: Seat;
  readonly label: string;
}

/**
 * After bots moved from `before` to `after`: the person's moves stay takeable while the bots used no chance either
 * (taking back then takes the bots' moves back too); a roll or a draw ends the window.
 */
function keptAfterBots(stack: readonly TakeBack[], before: PlaySession, after: PlaySession): readonly TakeBack[] {
  if (stack.length === 0) return stack;
  const last = after.moves[after.moves.length - 1];
  const client = after.client;
  return last && client?.undoable?.(before.state, last.action, after.state) === true ? stack : [];
}

/** Moves kept for "Take back" (a turn has a handful). */
export const TAKE_BACK_LIMIT = 50;

/** The default seats of a game: one person, then bots (people only when the game has no bots). */
export function defaultSetup(id: GameId): PlaySetup | null {
  const game = GAMES.find((g) => g.id === id);
  if (!game) return null;
  const kinds = Object.keys(game.bots);
  const n = Math.min(game.seats.max, Math.max(game.seats.min, 3));
  const bot = kinds.includes('heuristic') ? 'heuristic' : kinds[0];
  const seats: PlaySeat[] = Array.from({ length: n }, (_, i) => (i === 0 || !bot ? { name: i === 0 ? 'You' : `Player ${i + 1}`, kind: 'human' } : { name: `Bot ${i}`, kind: bot }));
  return { game: id, seats, seed: 1 };
}

let abandonTimer: ReturnType<typeof setTimeout> | null = null;
function clearAbandonTimer() {
  if (abandonTimer !== null) clearTimeout(abandonTimer);
  abandonTimer = null;
}
function clearSave() {
  try {
    if (typeof window !== 'undefined') window.localStorage.removeItem(PLAY_SAVE_KEY);
  } catch {
    // Storage unavailable: there is no save to clear.
  }
}

function readSaved(): { saved: SavedGame | null; note: string | null } {
  if (typeof window === 'undefined') return { saved: null, note: null };
  const older = carryOverOlderSave(window.localStorage, PLAY_SAVE_KEY);
  const t = loadText(PLAY_SAVE_KEY);
  if (!t.ok || t.value === null) return { saved: null, note: older };
  const r = restorePlay(t.value);
  return r.ok ? { saved: { session: r.session, savedAt: r.savedAt }, note: null } : { saved: null, note: r.message };
}

/** "Start Frei on the example table “the-oval”, You against Bot 1 and Bot 2: 41 moves made". */
export function describeSaved(s: PlaySession): string {
  const names = s.seats.map((p, i) => p.name || `Seat ${i + 1}`);
  const moves = s.moves.length === 1 ? '1 move made' : `${s.moves.length} moves made`;
  const where = isOver(s) ? 'finished' : s.moves.length === 0 ? 'not started yet' : moves;
  return `${GAME_TITLES[s.game.id]} with ${namesList(names)}: ${where}`;
}

const first = readSaved();
const choice = useGameChoice.getState();

export const usePlayStore = create<PlayStore>()((set, get) => ({
  setup: first.saved ? { game: first.saved.session.game.id, seats: first.saved.session.seats, seed: first.saved.session.seed, config: first.saved.session.prepared.config } : defaultSetup(choice.game),
  session: null,
  seq: 0,
  pace: 1,
  paused: false,
  holder: null,
  error: null,
  takeBack: [],
  undoMove() {
    const stack = get().takeBack;
    const last = stack[stack.length - 1];
    if (!last || !get().session) return;
    set({ session: last.session, holder: last.seat, takeBack: stack.slice(0, -1), seq: get().seq + 1, error: null });
  },
  checking: null,
  saved: first.saved,
  saveNote: first.note,
  abandoned: null,
  replaced: null,
  watching: null,
  configure(patch) {
    const setup = get().setup;
    if (setup) set({ setup: { ...setup, ...patch }, error: null });
  },
  chooseGame(game) {
    if (get().setup?.game === game) return;
    set({ setup: defaultSetup(game), error: null });
  },
  start() {
    const { setup } = get();
    if (!setup) return;
    let game;
    try {
      game = gameById(setup.game);
    } catch {
      return set({ error: `${GAME_TITLES[setup.game]} cannot be played yet.` });
    }
    const board = prepareBoard(game, builderLayout(), editedRailMap());
    if (!board.ok) return set({ error: board.message });
    const seats = setup.seats.map((s, i) => ({ ...s, name: s.name.trim() || `Player ${i + 1}` }));
    let prepared = board.value;
    if (setup.config !== undefined) {
      const options = game.configSchema.safeParse(setup.config);
      if (!options.success) return set({ error: `These options cannot be played: ${options.error.issues[0]?.message ?? 'not valid'}.` });
      prepared = { ...prepared, config: options.data };
    }
    const r = newSession(game, clientOf(game.id), prepared, seats, setup.seed);
    if (!r.ok) return set({ error: r.message });
    clearAbandonTimer();
    const old = get().saved;
    const replaced = old && !old.session.game.result(old.session.state) && old.session.moves.length > 0 ? old : null;
    set({ takeBack: [], session: r.value, seq: get().seq + 1, holder: null, error: null, paused: false, saved: null, abandoned: null, replaced, saveNote: null, watching: null });
    if (replaced) abandonTimer = setTimeout(() => get().forgetReplaced(), ABANDON_UNDO_MS);
  },
  again() {
    const { session } = get();
    if (session) set({ setup: { game: session.game.id, seats: session.seats, seed: session.seed, config: session.prepared.config } });
    get().start();
  },
  act(seat, action) {
    const { session } = get();
    if (!session) return false;
    // At an online table the server plays the move (and sends the new view); nothing is applied here.
    if (session.online) return session.online.act(seat, action);
    const r = applyMove(session, seat, action);
    if (!r.ok) {
      set({ error: r.message });
      return false;
    }
    // A person's move is kept for "Take back" while it used no chance (the client says which); anything else ends the window.
    const client = session.client;
    const person = session.seats[seat]?.kind === 'human';
    const undoable = person && client?.undoable?.(session.state, action, r.value.state) === true;
    const takeBack = undoable && client ? [...get().takeBack, { session, seat, label: client.actionLabel(session.state, seat, action) }].slice(-TAKE_BACK_LIMIT) : [];
    // Whoever just chose holds the device.
    set({ session: r.value, seq: get().seq + 1, error: null, holder: seat, takeBack });
    return true;
  },
  botStep() {
    const { session } = get();
    if (!session) return false;
    const r = botMove(session);
    if (!r) return false;
    if (!r.ok) {
      set({ error: r.message, paused: true });
      return false;
    }
    set({ takeBack: keptAfterBots(get().takeBack, session, r.value), session: r.value, seq: get().seq + 1 });
    return true;
  },
  finishBots() {
    const { session } = get();
    if (!session) return;
    const r = runBots(session, 5000);
    if (!r.ok) return set({ error: r.message, paused: true });
    if (r.value !== session) set({ takeBack: keptAfterBots(get().takeBack, session, r.value), session: r.value, seq: get().seq + 1 });
  },
  letBotsFinish() {
    const { session } = get();
    if (!session) return;
    if (!peopleDone(session)) return set({ error: 'The bots can finish once your race is over; until then, “Skip to my turn” plays the bots up to your turn.' });
    get().finishBots();
  },
  handToBots() {
    const { session } = get();
    if (!session) return;
    const kinds = Object.keys(session.game.bots);
    const kind = kinds.includes('heuristic') ? 'heuristic' : kinds[0];
    if (!kind) return set({ error: `${session.game.title} has no bots to finish the game.` });
    set({ takeBack: [], session: standInForPeople(session, kind), seq: get().seq + 1, paused: false });
  },
  takeDevice(seat) {
    set({ holder: seat });
  },
  setPace(pace) {
    set({ pace });
  },
  setPaused(paused) {
    set({ paused });
  },
  quit() {
    const { session, holder } = get();
    if (!session) return;
    // Leaving an online table: the server keeps its game; there is nothing here to undo.
    if (session.online) {
      session.online.leave();
      return set({ takeBack: [], session: null, holder: null, seq: get().seq + 1, error: null, watching: null });
    }
    clearAbandonTimer();
    set({ takeBack: [], session: null, holder: null, replaced: null, abandoned: { session, holder }, seq: get().seq + 1, error: null, watching: null });
    abandonTimer = setTimeout(() => get().forgetAbandoned(), ABANDON_UNDO_MS);
  },
  undoAbandon() {
    const a = get().abandoned;
    if (!a) return;
    clearAbandonTimer();
    set({ takeBack: [], session: a.session, holder: a.holder, abandoned: null, replaced: null, saved: null, seq: get().seq + 1, error: null });
  },
  undoReplace() {
    const r = get().replaced;
    if (!r) return;
    clearAbandonTimer();
    set({ takeBack: [], session: r.session, setup: { game: r.session.game.id, seats: r.session.seats, seed: r.session.seed, config: r.session.prepared.config }, holder: null, replaced: null, seq: get().seq + 1, error: null, paused: false, watching: null });
  },
  forgetReplaced() {
    if (get().replaced) set({ replaced: null });
  },
  forgetAbandoned() {
    clearAbandonTimer();
    if (!get().abandoned) return;
    clearSave();
    savedMoves = null;
    set({ abandoned: null, saved: null });
  },
  watchGame() {
    const { session } = get();
    if (!session) return;
    const r = playbackOf(session, 'The game just played');
    if (!r.ok) return set({ error: r.message });
    set({ watching: { ...r.value, index: 0, playing: true }, seq: get().seq + 1, error: null });
  },
  watchFile(text, name, verified = false) {
    if (!verified && isLarge(text)) {
      set({ checking: name, error: null });
      void verifyText('replay', text, name).then((v) => {
        set({ checking: null });
        if (v.ok) get().watchFile(text, name, true);
        else set({ error: v.message });
      });
      return;
    }
    const r = playbackFromFile(text, name, verified);
    if (!r.ok) return set({ error: r.message });
    useGameChoice.getState().choose(r.value.frames[0]!.game.id);
    set({ watching: { ...r.value, index: 0, playing: false }, seq: get().seq + 1, error: null });
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
  closeWatch() {
    set({ watching: null, seq: get().seq + 1 });
  },
  resume() {
    const s = get().saved;
    if (!s) return;
    clearAbandonTimer();
    useGameChoice.getState().choose(s.session.game.id);
    set({ takeBack: [], session: s.session, setup: { game: s.session.game.id, seats: s.session.seats, seed: s.session.seed }, saved: null, seq: get().seq + 1, holder: null, error: null, paused: false, abandoned: null, replaced: null, saveNote: null, watching: null });
  },
}));

// The set-up follows the game chosen in the Race set-up form.
useGameChoice.subscribe((c) => {
  const s = usePlayStore.getState();
  if (!s.session) s.chooseGame(c.game);
});

let savedMoves: PlaySession['moves'] | null = null;
let savedStandIns: PlaySession['standIns'] | null = null;

/** Autosave: after every move of the game in progress; a failure is said on the panel. */
usePlayStore.subscribe((s) => {
  const session = s.session;
  // An online table's game is kept by its server, not in this browser.
  if (!session || session.online) return;
  if (session.moves === savedMoves && session.standIns === savedStandIns) return;
  savedMoves = session.moves;
  savedStandIns = session.standIns;
  let note: string | null = null;
  try {
    const r = saveText(PLAY_SAVE_KEY, serialisePlay(session));
    if (!r.ok) note = `This game is not being saved: ${r.message}.`;
  } catch {
    note = 'This game is not being saved: it could not be written down.';
  }
  if (note !== s.saveNote) usePlayStore.setState({ saveNote: note });
});

/** For tests: reads the save again as a fresh page load would. */
export function reloadSavedPlay(): void {
  const r = readSaved();
  savedMoves = null;
  savedStandIns = null;
  usePlayStore.setState({ saved: r.saved, saveNote: r.note, session: null, holder: null, abandoned: null });
}

/** The people who may act now (for the panel). */
export { humanActors };

/** What the table shows: the frame of the replay being watched, else the game in progress. */
export function shownSession(s: Pick<PlayStore, 'session' | 'watching'>): PlaySession | null {
  return s.watching ? (s.watching.frames[s.watching.index] ?? null) : s.session;
}
