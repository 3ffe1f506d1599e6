/**
 * A few values kept by the identity of what they were worked out from (a
 * state, a list of cars). The rules ask about the same state several times
 * in a row (the legal list, the bot, `apply`), so a handful of slots catch
 * nearly every repeat; unlike a WeakMap, nothing is left for the garbage
 * collector to untangle for every state made.
 */
export class Recent<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  private next = 0;

  constructor(size: number) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | null>(size).fill(null);
  }

  get(key: K): V | undefined {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return this.values[i]!;
    return undefined;
  }

  set(key: K, value: V): void {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
    keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % keys.length;
  }
}
