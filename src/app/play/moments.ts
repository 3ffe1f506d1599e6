/** The moments of a playback in the shell (any game): each move's events again through `apply`, kept where the game's data lists them. */
import { GAME_MOMENTS, eventCars, type Moment } from '../broadcast';
import { eventLine, namesOf, type PlaySession } from './session';
import type { Playback } from './playback';

const cache = new WeakMap<readonly PlaySession[], Moment[]>();

export function playbackMoments(playback: Playback): Moment[] {
  const hit = cache.get(playback.frames);
  if (hit) return hit;
  const out: Moment[] = [];
  const frames = playback.frames;
  for (let i = 1; i < frames.length; i++) {
    const before = frames[i - 1]!;
    const after = frames[i]!;
    const move = after.moves[i - 1];
    if (!move) continue;
    const kinds = GAME_MOMENTS[before.game.id] ?? {};
    let events: readonly { type: string }[] = [];
    try {
      const r = before.game.apply(before.state, move.seat, move.action);
      if (r.ok) events = r.events as readonly { type: string }[];
    } catch {
      events = [];
    }
    const names = namesOf(after);
    for (const e of events) {
      const k = kinds[e.type];
      if (!k) continue;
      const text = eventLine(after.client, after.state, e, names);
      if (!text) continue;
      out.push({ step: i, kind: k.kind, cars: eventCars(e), text, incident: k.incident && (k.incidentIf?.(e) ?? true) });
    }
  }
  cache.set(playback.frames, out);
  return out;
}

const eventCache = new WeakMap<readonly PlaySession[], { step: number; text: string }[]>();

/** Every event of a playback in words, with the move that shows it (the Replay tab's event list). */
export function playbackEvents(frames: readonly PlaySession[]): { step: number; text: string }[] {
  const hit = eventCache.get(frames);
  if (hit) return hit;
  const out: { step: number; text: string }[] = [];
  for (let i = 1; i < frames.length; i++) {
    const before = frames[i - 1]!;
    const after = frames[i]!;
    const move = after.moves[i - 1];
    if (!move) continue;
    let events: readonly { type: string }[] = [];
    try {
      const r = before.game.apply(before.state, move.seat, move.action);
      if (r.ok) events = r.events as readonly { type: string }[];
    } catch {
      events = [];
    }
    const names = namesOf(after);
    for (const e of events) {
      const text = eventLine(after.client, after.state, e, names);
      if (text) out.push({ step: i, text });
    }
  }
  eventCache.set(frames, out);
  return out;
}

/**
 * The moments and events of frames whose moves cannot be re-run here (an online race's watcher has the states and
 * the public events the server sent, not the dice): kept for `frames`, so the marks, captions and director use them.
 */
export function knownMoments(frames: readonly PlaySession[], moments: Moment[], events: { step: number; text: string }[]): void {
  cache.set(frames, moments);
  eventCache.set(frames, events);
}
