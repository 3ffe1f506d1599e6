/**
 * The games Chicane knows, written once. The track model lists them because
 * layouts and catalogs name their game; the rules core re-exports them
 * (src/rules/core/game.ts). A game plays on a lane graph built from a track
 * layout, or on a rail map (Bahn Frei).
 */
export const GAME_IDS = ['start-frei', 'formula-1', 'motorsportspiel', 'bahn-frei'] as const;
export type AnyGameId = (typeof GAME_IDS)[number];

/** The games whose boards are track layouts (a catalog of pieces, the lane graph). */
export const TRACK_GAME_IDS = ['start-frei', 'formula-1', 'motorsportspiel'] as const satisfies readonly AnyGameId[];
export type TrackGameId = (typeof TRACK_GAME_IDS)[number];
