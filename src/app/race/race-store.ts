/**
 * Race mode's store: set-up, the game state, the recorded actions, whose
 * turn it is, pacing of bots and the pass-the-device screen. Every change of
 * the game goes through `applyAction`; a rejection is shown, never applied.
 */
import { create } from 'zustand';
import { applyAction, createGame, type Action, type GameEvent, type GameState, type TileMode } from '../../rules';
import { raceTrackFromLayout, raceTrackFromPreset, reversed, trackAtStart, withTiles, type RaceTrack, type TrackLoad } from '../../sim';
import { builderLayout } from '../builder';
import type { Bot } from '../../sim';
import type { CameraMode } from '../../scene/race/feed';
import { botAction, makeSeatBots, type Seat } from './controller';
import { raceGameConfig } from './record';

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
  configure(patch: Partial<RaceSetup>): void;
  start(): void;
  act(action: Action): boolean;
  botStep(): boolean;
  finishBots(): void;
  takeDevice(player: number): void;
  setPace(pace: Pace): void;
  setPaused(paused: boolean): void;
  setCamera(camera: CameraMode): void;
  quit(): void;
}

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

export const useRaceStore = create<RaceStore>()((set, get) => ({
  setup: DEFAULT_SETUP,
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
      set({ track: t.track, state, actions: [], events: [], log: [], seq: get().seq + 1, animate: false, holder: null, error: null, paused: false });
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
    set({
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
    set({ state: s, actions, events, log, seq: get().seq + 1, animate: false });
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
    set({ state: null, track: null, actions: [], events: [], log: [], holder: null });
  },
}));
