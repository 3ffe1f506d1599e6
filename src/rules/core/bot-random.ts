import { nextInt, seedRng } from './rng';

/** A small mutable random source for a bot (never the game's own generator). */
export class BotRandom {
  private state: number;
  constructor(seed: number) {
    this.state = seedRng(seed);
  }
  int(n: number): number {
    const r = nextInt(this.state, n);
    this.state = r.state;
    return r.value;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** The bot every game offers as `random`: a uniform pick among the listed actions, seeded. */
export function uniformBot<S, A>(): (seed: number) => { readonly kind: string; choose(state: S, seat: number, actions: readonly A[]): A } {
  return (seed) => {
    const rnd = new BotRandom(seed);
    return { kind: 'random', choose: (_state, _seat, actions) => rnd.pick(actions) };
  };
}
