/** Bahn Frei: the rules and the bots on the game seam. */
import type { RailMap } from '../../rail';
import type { Game } from '../core/game';
import { bahnBots } from './bots';
import { bahnFreiRules } from './game';
import type { BahnAction, BahnConfig, BahnEvent, BahnState } from './types';

export const bahnFreiGame: Game<BahnConfig, BahnState, BahnAction, BahnEvent, RailMap> = { ...bahnFreiRules, bots: bahnBots };

export { bahnFreiRules, bahnActionSchema, bahnConfigSchema, bahnHashable } from './game';
export * from './rules';
export * from './data';
export * from './types';
export { bahnBots, heuristicBot, randomBot } from './bots';
