/** Race mode: hot-seat Start Frei against people and bots. */
export { whoActs, legalFor, makeSeatBots, botAction, needsHandoff, SEAT_KINDS, SEAT_LABELS, type Seat, type SeatKind } from './controller';
export { recordReplay, raceGameConfig } from './record';
export { useRaceStore, PACES, DEFAULT_SETUP, type RaceStore, type RaceSetup, type TrackChoice, type Pace } from './race-store';
export { useBotDriver } from './useBotDriver';
