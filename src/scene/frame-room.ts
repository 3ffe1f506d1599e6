/**
 * What the table's framing must leave room for besides the track: a game's
 * objects lying beside it (Formuła 1's row of speedometers) report their
 * extent on the table, and panels over the 3D view (Formuła 1's risks of each
 * speed) report the edge of the view they take. The play scene frames the
 * union of the track and the objects into the part of the view no panel
 * covers. Reports are kept by id and dropped on unmount; the values handed
 * out change only when a number does, so the camera is framed again only
 * when the room really changed (never on every move).
 */
import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import type { Bounds2D } from './bounds';

/** Pixels of the 3D view's edges covered by panels. */
export interface ScreenInset {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export const NO_INSET: ScreenInset = { top: 0, right: 0, bottom: 0, left: 0 };

const extents = new Map<string, Bounds2D>();
const insets = new Map<string, ScreenInset>();
const listeners = new Set<() => void>();
let extentNow: Bounds2D | null = null;
let insetNow: ScreenInset = NO_INSET;

const sameBounds = (a: Bounds2D | null, b: Bounds2D | null) => a === b || (!!a && !!b && a.minX === b.minX && a.maxX === b.maxX && a.minZ === b.minZ && a.maxZ === b.maxZ);
const sameInset = (a: ScreenInset, b: ScreenInset) => a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;

/** The union of two table rectangles (either may be missing). */
export function unionBounds(a: Bounds2D, b: Bounds2D | null): Bounds2D {
  if (!b) return a;
  return { minX: Math.min(a.minX, b.minX), maxX: Math.max(a.maxX, b.maxX), minZ: Math.min(a.minZ, b.minZ), maxZ: Math.max(a.maxZ, b.maxZ) };
}

/** The widest inset on each side. */
export function widestInset(list: Iterable<ScreenInset>): ScreenInset {
  let out = NO_INSET;
  for (const i of list) out = { top: Math.max(out.top, i.top), right: Math.max(out.right, i.right), bottom: Math.max(out.bottom, i.bottom), left: Math.max(out.left, i.left) };
  return out;
}

function changed(): void {
  let ext: Bounds2D | null = null;
  for (const b of extents.values()) ext = ext ? unionBounds(ext, b) : b;
  const ins = widestInset(insets.values());
  const moved = !sameBounds(ext, extentNow) || !sameInset(ins, insetNow);
  if (!sameBounds(ext, extentNow)) extentNow = ext;
  if (!sameInset(ins, insetNow)) insetNow = ins;
  if (moved) for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Reports (or, with null, withdraws) what `id` lays on the table beside the track. */
export function reportTableExtent(id: string, bounds: Bounds2D | null): void {
  if (bounds) extents.set(id, bounds);
  else extents.delete(id);
  changed();
}

/** Reports (or withdraws) the edges of the view a panel covers. */
export function reportScreenInset(id: string, inset: ScreenInset | null): void {
  if (inset) insets.set(id, inset);
  else insets.delete(id);
  changed();
}

/** What the framing leaves room for now, outside React (tests, probes). */
export function frameRoomNow(): { readonly extent: Bounds2D | null; readonly inset: ScreenInset } {
  return { extent: extentNow, inset: insetNow };
}

/** The table objects' extent now (null when none reported). */
export function useTableExtent(): Bounds2D | null {
  return useSyncExternalStore(subscribe, () => extentNow, () => null);
}

/** The panels' insets now. */
export function useScreenInset(): ScreenInset {
  return useSyncExternalStore(subscribe, () => insetNow, () => NO_INSET);
}

/** A table object's report of its extent while mounted (give a memoised or value-stable rectangle). */
export function useReportTableExtent(id: string, bounds: Bounds2D | null): void {
  const key = bounds ? `${bounds.minX},${bounds.maxX},${bounds.minZ},${bounds.maxZ}` : '';
  useEffect(() => {
    reportTableExtent(id, bounds);
    return () => reportTableExtent(id, null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: a new rectangle with the same numbers is no change
  }, [id, key]);
}

/**
 * A panel's report of the edge it covers while mounted: `side` of the view, as
 * far as the element reaches into it, measured against its positioned parent
 * (the overlay over the 3D view) whenever either changes size. Hidden (no
 * size), it covers nothing.
 */
export function useReportScreenInset(id: string, ref: RefObject<HTMLElement | null>, side: keyof ScreenInset | null): void {
  useEffect(() => {
    const el = ref.current;
    const parent = el?.offsetParent;
    if (!el || !side || !(parent instanceof HTMLElement) || typeof ResizeObserver === 'undefined') {
      reportScreenInset(id, null);
      return;
    }
    const measure = () => {
      const r = el.getBoundingClientRect();
      const p = parent.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return reportScreenInset(id, null);
      const reach = { top: r.bottom - p.top, bottom: p.bottom - r.top, left: r.right - p.left, right: p.right - r.left }[side];
      reportScreenInset(id, { ...NO_INSET, [side]: Math.max(0, Math.round(reach)) });
    };
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    watch.observe(parent);
    measure();
    return () => {
      watch.disconnect();
      reportScreenInset(id, null);
    };
  }, [id, ref, side]);
}
