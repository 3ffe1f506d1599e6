/**
 * Marks on a replay's timeline, for any game: marks closer on the bar than `MARK_ROOM` pixels are drawn as one, so no
 * icon sits on another (a long race, a phone's short bar). Pure.
 */

/** The least room between two marks' middles, in pixels: an icon with a two-digit count fits. */
export const MARK_ROOM = 22;

export interface MarkGroup<T> {
  /** The step the group's mark stands at (its first item's) and seeks to. */
  readonly step: number;
  readonly items: readonly T[];
}

/** Groups `items` (any order) by the room they take on a bar `width` pixels wide showing steps 0..`length`. */
export function groupByRoom<T extends { readonly step: number }>(items: readonly T[], length: number, width: number): MarkGroup<T>[] {
  const out: { step: number; items: T[] }[] = [];
  const px = (step: number) => (step / Math.max(1, length)) * Math.max(1, width);
  for (const m of [...items].sort((a, b) => a.step - b.step)) {
    const last = out[out.length - 1];
    if (last && px(m.step) - px(last.step) < MARK_ROOM) last.items.push(m);
    else out.push({ step: m.step, items: [m] });
  }
  return out;
}
