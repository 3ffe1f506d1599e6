/**
 * Names over the cars that would cover each other on screen (twelve cars on a
 * grid of two rows make an unreadable heap) are thinned out: the labels of the
 * car on turn and of the car under the pointer come first and show in full;
 * every other label shows its name where it covers no label already shown,
 * else only its start number ("#11"), else nothing (the number is painted on
 * the car). Pure, in screen pixels.
 */

export type LabelFit = 'full' | 'short' | 'none';

export interface LabelSpot {
  /** The label's middle on the canvas. */
  readonly x: number;
  readonly y: number;
  /** Its size in full, and as the number only (null: it has no short form). */
  readonly full: { readonly w: number; readonly h: number };
  readonly short: { readonly w: number; readonly h: number } | null;
  /** Shown first, always in full (the car on turn, the car under the pointer). */
  readonly first: boolean;
  /** Not drawn at all (behind the camera, out of view). */
  readonly hidden?: boolean;
}

interface Rect {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const rectOf = (s: LabelSpot, size: { readonly w: number; readonly h: number }, gap: number): Rect => ({ x0: s.x - size.w / 2 - gap, x1: s.x + size.w / 2 + gap, y0: s.y - size.h / 2 - gap, y1: s.y + size.h / 2 + gap });
const meets = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** How each label shows: the first ones in full, then in list order each as much as fits beside those already shown. */
export function declutter(spots: readonly LabelSpot[], gap = 1): LabelFit[] {
  const fits: LabelFit[] = spots.map(() => 'none');
  const shown: Rect[] = [];
  const order = spots.map((_, i) => i).sort((a, b) => Number(spots[b]!.first) - Number(spots[a]!.first) || a - b);
  for (const i of order) {
    const s = spots[i]!;
    if (s.hidden) continue;
    const full = rectOf(s, s.full, gap);
    if (s.first || !shown.some((r) => meets(r, full))) {
      fits[i] = 'full';
      shown.push(full);
      continue;
    }
    if (!s.short) continue;
    const short = rectOf(s, s.short, gap);
    if (!shown.some((r) => meets(r, short))) {
      fits[i] = 'short';
      shown.push(short);
    }
  }
  return fits;
}

/** The start number of a label ("#11 Bot 10" → "#11"), or null when it has none. */
export function shortLabel(label: string): string | null {
  const m = /^#\d+/.exec(label);
  return m && m[0] !== label ? m[0] : null;
}
