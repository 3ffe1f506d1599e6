/** The rules of every game Chicane plays, over a small shared core. */
export * as core from './core';
export { GAMES, PLAYABLE_GAME_IDS, gameById, olderFiles, tableOptions, UnknownGameError } from './registry';
