/**
 * A short fingerprint of what a race on a layout depends on: the pieces,
 * how they join, the laying plan and Start Frei's A-cards. Renaming the
 * layout or describing it does not change it; moving, flipping or swapping
 * a piece does. A rating carries the fingerprint of the layout it was made
 * for, so the builder can tell when it no longer fits.
 */
import type { Layout } from '../track';
import { fnv1a } from '../rules/core';

/** The replay hashes' FNV-1a (32 bits): enough to notice a change, not a security measure. */
export { fnv1a };

export function layoutFingerprint(layout: Layout): string {
  const pieces = layout.pieces.map((p) => [p.id, p.type, p.side, round(p.x), round(p.z), round(p.rotation)]);
  const joins = layout.connections.map((c) => [c.a.piece, c.a.port, c.b.piece, c.b.port]);
  const text = JSON.stringify([layout.game, pieces, joins, layout.meta.plan ?? null, layout.meta.laid ?? null, layout.meta.aCards ?? null]);
  return `${fnv1a(text).toString(16).padStart(8, '0')}-${layout.pieces.length}`;
}

/** Positions to a thousandth of a unit: a round trip through a file must not look like an edit. */
function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** `rating` marked as made for `layout` (the races were run on it). */
export function ratedFor<R extends { madeFor?: string }>(rating: R, layout: Layout): R {
  return { ...rating, madeFor: layoutFingerprint(layout) };
}

/** Whether `rating` is for `layout` as it is now: true or false when the rating says what it was made for, undefined when it does not. */
export function ratingFits(rating: { madeFor?: string }, layout: Layout): boolean | undefined {
  return rating.madeFor === undefined ? undefined : rating.madeFor === layoutFingerprint(layout);
}
