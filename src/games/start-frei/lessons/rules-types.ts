export type { GameEvent, GameState, Action } from '../../../rules/start-frei';
export type { LaneGraph, SpaceId } from '../../../track';
