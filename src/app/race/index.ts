/** Race mode: hot-seat Start Frei against people and bots. */
export { whoActs, legalFor, makeSeatBots, botAction, needsHandoff, SEAT_KINDS, SEAT_LABELS, type Seat, type SeatKind } from './controller';
export { recordReplay, raceGameConfig } from './record';
export { useRaceStore, PACES, DEFAULT_SETUP, ABANDON_UNDO_MS, reloadSavedRace, type RaceStore, type RaceSetup, type TrackChoice, type Pace } from './race-store';
export { describeSavedRace, trackTitle, restoreRace, serialiseRace, RACE_SAVE_KEY, type SavedRaceSummary } from './autosave';
export { useBotDriver } from './useBotDriver';
export { raceStats, STAT_ROWS, type CarStats } from '../../games/start-frei/end-figures';
