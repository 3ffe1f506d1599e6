/** A bot picks one of the legal actions of its player. Bots are deterministic given their seed. */
import { nextInt, seedRng } from '../rules/core/rng';
import type { Action, GameState, PlayerId } from '../rules/start-frei';

export interface Bot {
  readonly kind: string;
  /** Picks one of `actions` (all legal, all for `player`). */
  choose(state: GameState, player: PlayerId, actions: readonly Action[]): Action;
}

export type BotFactory = (seed: number) => Bot;

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
