import { BotRandom, type StartFreiBot as Bot } from './bot';

/** Picks uniformly among the legal actions. */
export function randomBot(seed: number): Bot {
  const rnd = new BotRandom(seed);
  return { kind: 'random', choose: (_state, _player, actions) => rnd.pick(actions) };
}
