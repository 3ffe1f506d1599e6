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
