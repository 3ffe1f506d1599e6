/**
 * The autosave of the race in progress: its set-up and its replay so far
 * (src/sim's recordReplay: track document, seed, seats, race options and the
 * actions), saved after every move. Resuming re-runs the actions through the
 * rules core, and asks the bots for their moves again so their random state
 * is where it was: the race goes on exactly as it would have.
 * Every load goes through the schemas; a damaged or older save is refused
 * with a note, never a crash.
 */
import { z } from 'zod';
import { applyAction, createGame, type Action, type GameEvent, type GameState } from '../../rules/start-frei';
import { SEED_MAX } from '../../sim';
import { parseReplay, replayTrack, type RaceTrack, type ReplayFile } from '../../rules/start-frei/files';
import { parseJsonText, presets } from '../../track';
import type { StorageResult } from '../storage';
import { botAction, makeSeatBots, whoActs, SEAT_KINDS, type Seat } from './controller';
import { raceGameConfig, recordReplay } from './record';
import type { Bot } from '../../rules/start-frei/files';

export const RACE_SAVE_KEY = 'chicane.race.autosave';
export const RACE_SAVE_FORMAT = 'chicane-race-autosave';
export const RACE_SAVE_VERSION = 1;

const seatSchema = z.object({ name: z.string().max(64), kind: z.enum(SEAT_KINDS as [Seat['kind'], ...Seat['kind'][]]) });

export const raceSetupSchema = z.object({
  track: z.discriminatedUnion('kind', [z.object({ kind: z.literal('preset'), name: z.string().min(1) }), z.object({ kind: z.literal('builder') })]),
  wholeTrack: z.boolean(),
  tiles: z.enum(['planned', 'drawn']),
  reverse: z.boolean(),
  seats: z.array(seatSchema).min(2).max(4),
  seed: z.number().int().min(0).max(SEED_MAX),
});

export const raceSaveSchema = z.object({
  format: z.literal(RACE_SAVE_FORMAT),
  version: z.literal(RACE_SAVE_VERSION),
  savedAt: z.string(),
  setup: raceSetupSchema,
  /** The race so far as a replay file (docs/replay-format.md), checked by the replay schema. */
  replay: z.unknown(),
});

export type SavedSetup = Omit<z.infer<typeof raceSetupSchema>, 'seats'> & { readonly seats: readonly Seat[] };

export function serialiseRace(setup: SavedSetup, track: RaceTrack, actions: readonly Action[], now: Date = new Date()): string {
  const replay: ReplayFile = recordReplay(track, setup.seats, setup.seed, actions);
  return JSON.stringify({ format: RACE_SAVE_FORMAT, version: RACE_SAVE_VERSION, savedAt: now.toISOString(), setup, replay });
}

export function saveRace(save: (text: string) => StorageResult<void>, setup: SavedSetup, track: RaceTrack, actions: readonly Action[]): StorageResult<void> {
  try {
    return save(serialiseRace(setup, track, actions));
  } catch (error) {
    return { ok: false, message: `the race could not be saved: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** What the set-up form says about a saved race before it is resumed. */
export interface SavedRaceSummary {
  readonly trackName: string;
  readonly seats: readonly Seat[];
  readonly moves: number;
  readonly pass: number;
  readonly section: number;
  readonly finished: boolean;
  readonly savedAt: string;
}

export interface ResumedRace {
  readonly setup: SavedSetup;
  readonly track: RaceTrack;
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  readonly log: readonly { readonly step: number; readonly event: GameEvent }[];
  readonly bots: (Bot | null)[];
  readonly summary: SavedRaceSummary;
}

export type RaceLoad = { ok: true; race: ResumedRace } | { ok: false; message: string };

const LOG_LIMIT = 400;

/** Rebuilds the saved race: schema, replay schema, track, then every action again through the rules core. */
export function restoreRace(text: string): RaceLoad {
  const json = parseJsonText(text, 'the saved race');
  if (!json.ok) return { ok: false, message: 'The saved race is damaged (not JSON), so it cannot be resumed.' };
  const parsed = raceSaveSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, message: 'The saved race is from another version of Chicane or damaged, so it cannot be resumed.' };
  const r = parseReplay(parsed.data.replay);
  if (!r.ok) return { ok: false, message: `The saved race cannot be resumed: its replay does not load (${r.error}).` };
  const { setup } = parsed.data;
  const seats: Seat[] = setup.seats.map((s) => ({ ...s }));
  const track = replayTrack(r.replay, r.track);
  try {
    let state = createGame(raceGameConfig(track, seats), setup.seed);
    const bots = makeSeatBots(seats, setup.seed);
    let events: readonly GameEvent[] = [];
    let log: { step: number; event: GameEvent }[] = [];
    const actions = r.replay.actions;
    for (let i = 0; i < actions.length; i++) {
      // A bot seat chooses again, so its random state moves on as it did in the race.
      if (bots[whoActs(state)]) botAction(state, bots);
      const next = applyAction(state, actions[i]!);
      if (!next.ok) return { ok: false, message: `The saved race cannot be resumed: move ${i + 1} is no longer allowed (${next.message}).` };
      state = next.state;
      events = next.events;
      for (const event of next.events) log.push({ step: i + 1, event });
    }
    if (log.length > LOG_LIMIT) log = log.slice(log.length - LOG_LIMIT);
    const summary: SavedRaceSummary = {
      trackName: trackTitle(setup.track, r.replay.track.name),
      seats,
      moves: actions.length,
      pass: state.pass,
      section: state.section,
      finished: state.phase === 'over',
      savedAt: parsed.data.savedAt,
    };
    return { ok: true, race: { setup: { ...setup, seats }, track, state, actions, events, log, bots, summary } };
  } catch (error) {
    return { ok: false, message: `The saved race cannot be resumed: ${error instanceof Error ? error.message : String(error)}.` };
  }
}

/** "Start Frei on the-oval, You against Bot 1 and Bot 2, pass 3 (section 2 of 6), 41 moves". */
export function describeSavedRace(s: SavedRaceSummary): string {
  const names = s.seats.map((p) => p.name);
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
  const moves = s.moves === 1 ? '1 move' : `${s.moves} moves`;
  const where = s.finished ? 'finished' : s.moves === 0 ? 'not started yet' : `pass ${s.pass}, section ${s.section} of 6, ${moves} made`;
  return `${s.trackName} with ${who}: ${where}`;
}

/** A preset's name as people know it ("The Oval"), else the layout's own name. */
export function trackTitle(choice: SavedSetup['track'], fallback: string): string {
  if (choice.kind !== 'preset') return fallback;
  const raw = presets[choice.name] as { name?: unknown } | undefined;
  return typeof raw?.name === 'string' ? raw.name : fallback;
}
