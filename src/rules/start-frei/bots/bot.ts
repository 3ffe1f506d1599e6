/** Start Frei's bots are the core's `Bot` over its state and actions. */
import type { Bot, BotFactory } from '../../core/game';
import type { Action, GameState } from '../types';

export type StartFreiBot = Bot<GameState, Action>;
export type StartFreiBotFactory = BotFactory<GameState, Action>;
export { BotRandom } from '../../core/bot-random';
