/**
 * The rating kept with a layout (the track file's optional `rating`), read
 * through its schema, and whether it still fits the layout. A rating made
 * for an older version of the layout (other pieces, joins or plan) is stale.
 *
 * The rating says which version of the layout it was made for (its
 * `madeFor`, the fingerprint of src/rating's `layoutFingerprint`), so a file
 * or a shared link carries it and any browser can tell. Ratings made before
 * the field existed have none: for those this browser may still hold the
 * rated layout's fingerprint by the rating's own, as earlier versions kept
 * it (`chicane.rating.made-for`), and such a rating opened elsewhere counts
 * as current until its layout is edited.
 */
import { z } from 'zod';
import { fnv1a, layoutFingerprint, ratedFor, ratingFits, ratingSchema, type Rating } from '../../rating';
import { layoutSchema, parseJsonText, type Layout } from '../../track';
import { loadText } from '../storage';

export interface StoredRating {
  readonly rating: Rating;
  /** The layout changed since the rating was made. */
  readonly stale: boolean;
  /** Kept in this page only: this version's track files have no place for a rating. */
  readonly unsaved?: boolean;
}

/** A rating the track file could not hold, kept by the rating store for this page. */
export interface KeptRating {
  readonly rating: Rating;
  readonly madeFor: string;
}

/** The layout's own rating, else the one kept in the page for this game. */
export function currentRating(layout: Layout, kept: KeptRating | null): StoredRating | null {
  const own = storedRating(layout);
  if (own) return own;
  if (!kept || kept.rating.game !== layout.game) return null;
  return { rating: kept.rating, stale: kept.madeFor !== layoutFingerprint(layout), unsaved: true };
}

export const MADE_FOR_KEY = 'chicane.rating.made-for';
export const MAX_REMEMBERED = 100;
const madeForSchema = z.array(z.tuple([z.string().max(40), z.string().max(40)])).max(MAX_REMEMBERED);

type Rated = Layout & { rating?: unknown };

let memory: Map<string, string> | null = null;

function remembered(): Map<string, string> {
  if (memory) return memory;
  memory = new Map();
  const saved = loadText(MADE_FOR_KEY);
  if (saved.ok && saved.value !== null) {
    const json = parseJsonText(saved.value, 'the rating notes');
    const parsed = json.ok ? madeForSchema.safeParse(json.value) : null;
    if (parsed?.success) memory = new Map(parsed.data);
  }
  return memory;
}

export function ratingFingerprint(rating: Rating): string {
  return fnv1a(JSON.stringify(rating)).toString(16);
}

/** Whether this version's track files hold a rating (the layout schema's optional `rating`). */
export function layoutsHoldRatings(): boolean {
  return 'rating' in layoutSchema.shape;
}

/** The rating of a layout, or null when it has none (or one this version cannot read). */
export function storedRating(layout: Layout): StoredRating | null {
  const r = ratingSchema.safeParse((layout as Rated).rating);
  if (!r.success || r.data.game !== layout.game) return null;
  const fits = ratingFits(r.data, layout);
  if (fits !== undefined) return { rating: r.data, stale: !fits };
  const madeFor = remembered().get(ratingFingerprint(r.data));
  return { rating: r.data, stale: madeFor !== undefined && madeFor !== layoutFingerprint(layout) };
}

/** `current` carrying `rating`, which was made for `rated` (the layout as it was when the races were run): the rating says so itself. */
export function withRating(current: Layout, rating: Rating, rated: Layout): Layout {
  return { ...current, rating: ratedFor(rating, rated) } as Layout;
}
