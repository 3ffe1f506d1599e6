/**
 * Race mode's store: set-up, the game state, the recorded actions, whose
 * turn it is, pacing of bots and the pass-the-device screen. Every change of
 * the game goes through `applyAction`; a rejection is shown, never applied.
 */
import { create } from 'zustand';
import { applyAction, createGame, type Action, type GameEvent, type GameState, type TileMode } from '../../rules/start-frei';
import { raceTrackFromLayout, raceTrackFromPreset, reversed, trackAtStart, withTiles, type RaceTrack, type TrackLoad } from '../../rules/start-frei/files';
import { builderLayout } from '../builder';
import type { Bot } from '../../rules/start-frei/files';
import type { CameraMode } from '../../scene/race/feed';
import { botAction, makeSeatBots, whoActs, type Seat } from './controller';
import { clientOf } from '../../games';
import { raceGameConfig } from './record';
import { loadText, saveText } from '../storage';
import { RACE_SAVE_KEY, restoreRace, saveRace, type ResumedRace, type SavedRaceSummary } from './autosave';

/** Start Frei's rule for taking a move back (its client part's, as the shell uses it). */
function startFreiUndoable(before: GameState, action: Action, after: GameState): boolean {
  const client = clientOf('start-frei');
  return client?.undoable?.(before, action, after) === true;
}

export type TrackChoice = { readonly kind: 'preset'; readonly name: string } | { readonly kind: 'builder' };

export interface RaceSetup {
  readonly track: TrackChoice;
  /**
   * Start on the whole layout. Off by default: as the box plays ("Lay Out 2
   * New Track Pieces"), three pieces lie on the table at the start and the
   * last car lays two more after every race section.
   */
  readonly wholeTrack: boolean;
  /** 'drawn': the tiles come from two shuffled piles as they are laid (the box's way); 'planned': the layout's tiles. */
  readonly tiles: TileMode;
  /** Drive the layout the other way round (start piece and switch straights turned round). */
  readonly reverse: boolean;
  readonly seats: readonly Seat[];
  readonly seed: number;
}

/** Bot pace: a speed multiplier, or 'instant' (no animation, bots play at once). */
export type Pace = number | 'instant';
export const PACES: readonly Pace[] = [1, 2, 4, 8, 'instant'];

export interface RaceStore {
  readonly setup: RaceSetup;
  readonly track: RaceTrack | null;
  readonly state: GameState | null;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  readonly log: readonly { readonly step: number; readonly event: GameEvent }[];
  readonly seq: number;
  readonly animate: boolean;
  readonly pace: Pace;
  readonly paused: boolean;
  /** The person who confirmed holding the device (for secret choices). */
  readonly holder: number | null;
  readonly error: string | null;
  readonly camera: CameraMode;
  /** The race saved in this browser that the set-up form offers to resume (null: none, or it is being played). */
  readonly saved: SavedRaceSummary | null;
  /** Why a saved race could not be resumed, or why saving fails; for people, shown on the set-up form. */
  readonly saveNote: string | null;
  /** An abandoned race that "Undo" brings back until the undo window passes. */
  readonly abandoned: AbandonedRace | null;
  /** A person's moves that may be taken back, newest last: until a die is rolled or a card drawn, or a bot moves. */
  readonly takeBack: readonly RaceTakeBack[];
  /** Takes back the newest move in `takeBack`. */
  undoMove(): void;
  configure(patch: Partial<RaceSetup>): void;
  start(): void;
  act(action: Action): boolean;
  botStep(): boolean;
  finishBots(): void;
  takeDevice(player: number): void;
  setPace(pace: Pace): void;
  setPaused(paused: boolean): void;
  setCamera(camera: CameraMode): void;
  /** Abandons the race; "Undo" (undoAbandon) brings it back for ABANDON_UNDO_MS, then the autosave is cleared. */
  quit(): void;
  undoAbandon(): void;
  /** Ends the undo window now (the toast is dismissed): the abandoned race and its autosave are gone. */
  forgetAbandoned(): void;
  /** Resumes the saved race exactly where it stopped. */
  resume(): void;
}

/** A move that may be taken back: the race before it and who made it (the panel words it from `before` and `action`). */
export interface RaceTakeBack {
  readonly player: number;
  readonly before: GameState;
  readonly action: Action;
  readonly snapshot: Pick<RaceStore, 'state' | 'actions' | 'events' | 'log'>;
}

export interface AbandonedRace {
  readonly snapshot: Pick<RaceStore, 'setup' | 'track' | 'state' | 'actions' | 'events' | 'log' | 'holder'>;
  readonly bots: (Bot | null)[];
  readonly seq: number;
}

/** How long "Undo" is offered after "Abandon the race". */
export const ABANDON_UNDO_MS = 20_000;
let abandonTimer: ReturnType<typeof setTimeout> | null = null;
function clearAbandonTimer() {
  if (abandonTimer !== null) clearTimeout(abandonTimer);
  abandonTimer = null;
}
function clearSave() {
  try {
    if (typeof window !== 'undefined') window.localStorage.removeItem(RACE_SAVE_KEY);
  } catch {
    // Storage unavailable: there is no save to clear.
  }
}

/** The saved race, read once at start-up (through the schemas). */
function readSaved(): { race: ResumedRace | null; note: string | null } {
  if (typeof window === 'undefined') return { race: null, note: null };
  const t = loadText(RACE_SAVE_KEY);
  if (!t.ok) return { race: null, note: null };
  if (t.value === null) return { race: null, note: null };
  const r = restoreRace(t.value);
  return r.ok ? { race: r.race, note: null } : { race: null, note: r.message };
}
let pending: ResumedRace | null = null;

export const DEFAULT_SETUP: RaceSetup = {
  track: { kind: 'preset', name: 'the-oval' },
  wholeTrack: false,
  tiles: 'planned',
  reverse: false,
  seats: [
    { name: 'You', kind: 'human' },
    { name: 'Bot 1', kind: 'heuristic' },
    { name: 'Bot 2', kind: 'heuristic' },
  ],
  seed: 1,
};

let bots: (Bot | null)[] = [];
const LOG_LIMIT = 400;

/** The race track of a set-up: the chosen layout, laid during the race unless the race starts on the whole track. */
export function loadTrack(setup: Pick<RaceSetup, 'track' | 'wholeTrack'> & Partial<Pick<RaceSetup, 'tiles' | 'reverse'>>): TrackLoad {
  const choice = setup.track;
  const chosen = choice.kind === 'preset' ? raceTrackFromPreset(choice.name) : raceTrackFromLayout(builderLayout(), 'builder layout');
  const t = chosen.ok && setup.reverse ? reversed(chosen.track) : chosen;
  return t.ok ? { ok: true, track: withTiles(trackAtStart(t.track, setup.wholeTrack), setup.tiles ?? 'planned') } : t;
}

const first = readSaved();
pending = first.race;

export const useRaceStore = create<RaceStore>()((set, get) => ({
  setup: first.race ? { ...first.race.setup } : DEFAULT_SETUP,
  saved: first.race?.summary ?? null,
  saveNote: first.note,
  abandoned: null,
  takeBack: [],
  undoMove() {
    const stack = get().takeBack;
    const last = stack[stack.length - 1];
    if (!last || !get().state) return;
    set({ ...last.snapshot, holder: last.player, takeBack: stack.slice(0, -1), seq: get().seq + 1, animate: false, error: null });
  },
  track: null,
  state: null,
  actions: [],
  events: [],
  log: [],
  seq: 0,
  animate: false,
  pace: 1,
  paused: false,
  holder: null,
  error: null,
  camera: 'tv',
  configure(patch) {
    set({ setup: { ...get().setup, ...patch }, error: null });
  },
  start() {
    const { setup } = get();
    const t = loadTrack(setup);
    if (!t.ok) return set({ error: t.error });
    try {
      const state = createGame(raceGameConfig(t.track, setup.seats), setup.seed);
      bots = makeSeatBots(setup.seats, setup.seed);
      // A new race replaces the saved one and ends the undo window of an abandoned one.
      clearAbandonTimer();
      pending = null;
      set({ takeBack: [], track: t.track, state, actions: [], events: [], log: [], seq: get().seq + 1, animate: false, holder: null, error: null, paused: false, saved: null, abandoned: null, saveNote: null });
    } catch (error) {
      set({ error: error instanceof Error ? error.message : String(error) });
    }
  },
  act(action) {
    const { state, actions, log } = get();
    if (!state) return false;
    const r = applyAction(state, action);
    if (!r.ok) {
      set({ error: `${r.code}: ${r.message}` });
      return false;
    }
    const step = actions.length + 1;
    const added = r.events.map((event) => ({ step, event }));
    // A person's move is kept for "Take back" while it used no chance; a bot's move or a roll ends the window.
    // A bot's move that used no chance keeps the window (taking back then takes it back too).
    const player = whoActs(state);
    const person = get().setup.seats[player]?.kind === 'human';
    const undoable = startFreiUndoable(state, action, r.state);
    const stack = get().takeBack;
    const takeBack = !undoable ? [] : person ? [...stack, { player, before: state, action, snapshot: { state, actions, events: get().events, log } }].slice(-50) : stack;
    set({
      takeBack,
      state: r.state,
      actions: [...actions, action],
      events: r.events,
      log: (log.length + added.length > LOG_LIMIT ? log.slice(log.length + added.length - LOG_LIMIT) : log).concat(added),
      seq: get().seq + 1,
      animate: get().pace !== 'instant',
      error: null,
    });
    return true;
  },
  botStep() {
    const { state } = get();
    if (!state) return false;
    const a = botAction(state, bots);
    return a ? get().act(a) : false;
  },
  finishBots() {
    // Plays every bot action up to the next person (or the end) without animation.
    let s = get().state;
    if (!s) return;
    const actions = [...get().actions];
    let events: readonly GameEvent[] = [];
    let log = get().log.slice();
    for (let a = botAction(s, bots); a; a = botAction(s, bots)) {
      const r = applyAction(s, a);
      if (!r.ok) return set({ error: `bot: ${r.code}: ${r.message}` });
      s = r.state;
      actions.push(a);
      events = r.events;
      for (const event of r.events) log.push({ step: actions.length, event });
    }
    if (log.length > LOG_LIMIT) log = log.slice(log.length - LOG_LIMIT);
    const first = get().state!;
    const kept = actions.length === get().actions.length || startFreiUndoable(first, actions[actions.length - 1]!, s) ? get().takeBack : [];
    set({ takeBack: kept, state: s, actions, events, log, seq: get().seq + 1, animate: false });
  },
  takeDevice(player) {
    set({ holder: player });
  },
  setPace(pace) {
    set({ pace });
  },
  setPaused(paused) {
    set({ paused });
  },
  setCamera(camera) {
    set({ camera });
  },
  quit() {
    const { setup, track, state, actions, events, log, holder, seq } = get();
    if (!state) return;
    clearAbandonTimer();
    const abandoned: AbandonedRace = { snapshot: { setup, track, state, actions, events, log, holder }, bots, seq };
    set({ takeBack: [], state: null, track: null, actions: [], events: [], log: [], holder: null, abandoned, seq: seq + 1 });
    abandonTimer = setTimeout(() => get().forgetAbandoned(), ABANDON_UNDO_MS);
  },
  undoAbandon() {
    const a = get().abandoned;
    if (!a) return;
    clearAbandonTimer();
    bots = a.bots;
    set({ takeBack: [], ...a.snapshot, abandoned: null, seq: get().seq + 1, animate: false, error: null, saved: null });
  },
  forgetAbandoned() {
    clearAbandonTimer();
    if (!get().abandoned) return;
    clearSave();
    set({ abandoned: null, saved: null });
  },
  resume() {
    const r = pending;
    if (!r) return;
    pending = null;
    clearAbandonTimer();
    bots = r.bots;
    set({
      takeBack: [],
      setup: { ...r.setup },
      track: r.track,
      state: r.state,
      actions: r.actions,
      events: r.events,
      log: r.log,
      seq: get().seq + 1,
      animate: false,
      holder: null,
      error: null,
      paused: false,
      saved: null,
      abandoned: null,
      saveNote: null,
    });
  },
}));

let savedActions: readonly Action[] | null = null;

/** Autosave: after every move of a race in progress, its replay so far; failures are shown on the race panel. */
useRaceStore.subscribe((s) => {
  if (!s.state || !s.track) return;
  if (s.actions === savedActions) return;
  savedActions = s.actions;
  const r = saveRace((text) => saveText(RACE_SAVE_KEY, text), s.setup, s.track, s.actions);
  const note = r.ok ? null : `This race is not being saved: ${r.message}.`;
  if (note !== s.saveNote) useRaceStore.setState({ saveNote: note });
});

/** For tests: reads the saved race again as a fresh page load would. */
export function reloadSavedRace(): void {
  const r = readSaved();
  pending = r.race;
  savedActions = null;
  useRaceStore.setState({ saved: r.race?.summary ?? null, saveNote: r.note, ...(r.race ? { setup: { ...r.race.setup } } : {}) });
}
