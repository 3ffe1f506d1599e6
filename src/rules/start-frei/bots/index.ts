import type { StartFreiBotFactory as BotFactory } from './bot';
export type { StartFreiBot, StartFreiBotFactory } from './bot';
import { heuristicBot } from './heuristic-bot';
import { randomBot } from './random-bot';

/** Bot kinds by name (the CLI's `--bots`). */
export const BOTS: Readonly<Record<string, BotFactory>> = {
  heuristic: heuristicBot,
  random: randomBot,
};

export const BOT_KINDS = Object.keys(BOTS);

export { heuristicBot, randomBot };
