/**
 * Taking a move back, as players at a real table allow: a choice may be taken
 * back until chance has spoken again (a die rolled, a card or tile drawn) —
 * after that, taking it back would let a player see the future and choose
 * again. Each game's client says which of its moves may be taken back
 * (`GameClient.undoable`); these are the shared checks.
 */

/** True when a move used no chance: every game keeps its seeded generator in `state.rng` (the contract suite checks it). */
export function sameChance(before: unknown, after: unknown): boolean {
  const rng = (s: unknown) => JSON.stringify((s as { rng?: unknown }).rng);
  return rng(before) === rng(after);
}

/** True when none of the named piles (cards, tiles, events) changed size: nothing hidden was turned over. */
export function samePiles<S>(before: S, after: S, piles: readonly (keyof S)[]): boolean {
  return piles.every((k) => {
    const a = before[k] as unknown;
    const b = after[k] as unknown;
    if (a === b) return true;
    if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length;
    return JSON.stringify(a) === JSON.stringify(b);
  });
}
