export type { GameEvent, GameState, Action } from '../../rules';
export type { LaneGraph, SpaceId } from '../../track';
