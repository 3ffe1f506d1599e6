/**
 * What the table's framing must leave room for besides the track: a game's
 * objects lying beside it (Formuła 1's row of speedometers) report their
 * extent on the table, and panels over the 3D view (Formuła 1's risks of each
 * speed, the seat cards) report the edge of the view they take. The play
 * scene frames the union of the track and the objects into the part of the
 * view no panel covers.
 *
 * Reports arrive one by one over a few frames (a strip's height, then each
 * object's extent), and a panel's height changes with its text. So the room
 * handed out is settled, not live: reports are gathered until a whole frame
 * passes with none, and the room then changes only where it really moved (an
 * edge by more than INSET_SLACK pixels, a panel opened or closed, an object's
 * extent by more than EXTENT_SLACK). The camera is framed once from the final
 * set, never on every report or every move.
 */
import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { unionBounds, type Bounds2D } from './bounds';

export { unionBounds };

/** Pixels of the 3D view's edges covered by panels. */
export interface ScreenInset {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export const NO_INSET: ScreenInset = { top: 0, right: 0, bottom: 0, left: 0 };

/** Pixels an edge's cover must change by before the table is framed again (a line of text more or less is not a new room). */
export const INSET_SLACK = 8;
/** Table units an object's extent must move by before the table is framed again. */
export const EXTENT_SLACK = 0.05;
/** Frames a run of reports may keep changing before the room is settled anyway (a panel that never stops resizing). */
export const MAX_WAIT_FRAMES = 30;

const extents = new Map<string, Bounds2D>();
const insets = new Map<string, ScreenInset>();
const listeners = new Set<() => void>();
let extentNow: Bounds2D | null = null;
let insetNow: ScreenInset = NO_INSET;

/** Runs a callback at the next frame; null runs it at once (no frames: Node, tests). */
export type FrameScheduler = ((run: () => void) => void) | null;
const browserFrames: FrameScheduler =
  typeof requestAnimationFrame === 'function'
    ? (run) => {
        requestAnimationFrame(() => run());
      }
    : null;
let schedule: FrameScheduler = browserFrames;
/** A report came since the last frame looked. */
let dirty = false;
/** A frame is booked to look at the reports. */
let waiting = false;
let waited = 0;

/** True when an edge moved by more than the slack, or a panel came or went on it. */
export function insetMoved(from: ScreenInset, to: ScreenInset): boolean {
  return (['top', 'right', 'bottom', 'left'] as const).some((k) => (from[k] === 0) !== (to[k] === 0) || Math.abs(from[k] - to[k]) > INSET_SLACK);
}

/** True when objects came or went, or an edge of their extent moved by more than the slack. */
export function extentMoved(from: Bounds2D | null, to: Bounds2D | null): boolean {
  if (!from || !to) return from !== to;
  return Math.abs(from.minX - to.minX) > EXTENT_SLACK || Math.abs(from.maxX - to.maxX) > EXTENT_SLACK || Math.abs(from.minZ - to.minZ) > EXTENT_SLACK || Math.abs(from.maxZ - to.maxZ) > EXTENT_SLACK;
}

const sameBounds = (a: Bounds2D, b: Bounds2D) => a.minX === b.minX && a.maxX === b.maxX && a.minZ === b.minZ && a.maxZ === b.maxZ;
const sameInset = (a: ScreenInset, b: ScreenInset) => a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;

/** The widest inset on each side. */
export function widestInset(list: Iterable<ScreenInset>): ScreenInset {
  let out = NO_INSET;
  for (const i of list) out = { top: Math.max(out.top, i.top), right: Math.max(out.right, i.right), bottom: Math.max(out.bottom, i.bottom), left: Math.max(out.left, i.left) };
  return out;
}

/** Hands out the room the reports make now, where it moved past the slack; tells the listeners once. */
function publish(): void {
  let ext: Bounds2D | null = null;
  for (const b of extents.values()) ext = ext ? unionBounds(ext, b) : b;
  const ins = widestInset(insets.values());
  const moveExtent = extentMoved(extentNow, ext);
  const moveInset = insetMoved(insetNow, ins);
  if (moveExtent) extentNow = ext;
  if (moveInset) insetNow = ins;
  if (moveExtent || moveInset) for (const l of listeners) l();
}

function look(): void {
  waited += 1;
  if (dirty && waited < MAX_WAIT_FRAMES && schedule) {
    // Reports came since the last look: wait for a frame without any.
    dirty = false;
    schedule(look);
    return;
  }
  dirty = false;
  waiting = false;
  publish();
}

function changed(): void {
  if (!schedule) return publish();
  dirty = true;
  if (waiting) return;
  waiting = true;
  waited = 0;
  schedule(look);
}

/** Sets how frames are waited for (tests drive frames by hand; null settles at once). Returns the one it replaced. */
export function setFrameScheduler(next: FrameScheduler): FrameScheduler {
  const before = schedule;
  schedule = next;
  return before;
}

/** Settles the room now from the reports so far, without waiting for a quiet frame (tests, probes). */
export function settleFrameRoom(): void {
  publish();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Reports (or, with null, withdraws) what `id` lays on the table beside the track. */
export function reportTableExtent(id: string, bounds: Bounds2D | null): void {
  // The same numbers again are no report: a view at rest stays at rest (a panel re-measured as its text changes).
  const was = extents.get(id);
  if (bounds ? was !== undefined && sameBounds(was, bounds) : was === undefined) return;
  if (bounds) extents.set(id, bounds);
  else extents.delete(id);
  changed();
}

/** Reports (or withdraws) the edges of the view a panel covers. */
export function reportScreenInset(id: string, inset: ScreenInset | null): void {
  const was = insets.get(id);
  if (inset ? was !== undefined && sameInset(was, inset) : was === undefined) return;
  if (inset) insets.set(id, inset);
  else insets.delete(id);
  changed();
}

/** What the framing leaves room for now, outside React (tests, probes); `pending` while reports wait to settle. */
export function frameRoomNow(): { readonly extent: Bounds2D | null; readonly inset: ScreenInset; readonly pending: boolean } {
  return { extent: extentNow, inset: insetNow, pending: waiting };
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
 * size), it covers nothing. With `hold: 'widest'` it reports the furthest
 * reach seen since the view last changed size: a panel whose text grows and
 * shrinks as the game goes on (the seat cards) keeps the room it once needed
 * instead of moving the table each turn. A component that draws the panel only some of the time passes `shown`, so
 * the panel is measured again when it appears.
 */
export function useReportScreenInset(id: string, ref: RefObject<HTMLElement | null>, side: keyof ScreenInset | null, hold: 'live' | 'widest' = 'live', shown = true): void {
  useEffect(() => {
    const el = ref.current;
    const parent = el?.offsetParent;
    if (!el || !side || !(parent instanceof HTMLElement) || typeof ResizeObserver === 'undefined') {
      reportScreenInset(id, null);
      return;
    }
    let held = 0;
    let view = '';
    const measure = () => {
      const r = el.getBoundingClientRect();
      const p = parent.getBoundingClientRect();
      const size = `${Math.round(p.width)}x${Math.round(p.height)}`;
      if (size !== view) {
        view = size;
        held = 0;
      }
      if (r.width === 0 || r.height === 0) return reportScreenInset(id, null);
      const reach = Math.max(0, Math.round({ top: r.bottom - p.top, bottom: p.bottom - r.top, left: r.right - p.left, right: p.right - r.left }[side]));
      held = hold === 'widest' ? Math.max(held, reach) : reach;
      reportScreenInset(id, { ...NO_INSET, [side]: held });
    };
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    watch.observe(parent);
    measure();
    return () => {
      watch.disconnect();
      reportScreenInset(id, null);
    };
  }, [id, ref, side, hold, shown]);
}
