/** A Start Frei bot: the core's `Bot` over Start Frei's state and actions (the bots live in src/rules/start-frei/bots). */
export { BotRandom } from '../rules/core/bot-random';
export type { StartFreiBot as Bot, StartFreiBotFactory as BotFactory } from '../rules/start-frei/bots';
