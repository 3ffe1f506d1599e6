/** From a lesson's track to the lane graph the rules and the scene use. */
import { raceTrackFromJson, raceTrackFromPreset } from '../../../rules/start-frei/files';
import { type LaneGraph, type Layout } from '../../../track';
import type { LessonTrack } from './lesson-schema';
import { buildStrip } from './strip';

/**
 * Lessons start with the whole track laid (a position may say otherwise with
 * `laid`). `layout` is the layout the graph was built from (a preset or a
 * lesson's own layout), null for a hand-made practice strip.
 */
export type TrackResult = { ok: true; graph: LaneGraph; layout: Layout | null } | { ok: false; error: string };

const cache = new Map<string, TrackResult>();

export function resolveTrack(track: LessonTrack): TrackResult {
  if ('strip' in track) return { ok: true, graph: buildStrip(track.strip), layout: null };
  if ('preset' in track) {
    const hit = cache.get(track.preset);
    if (hit) return hit;
    const r = raceTrackFromPreset(track.preset);
    const out: TrackResult = r.ok ? { ok: true, graph: r.track.graph, layout: r.track.layout } : { ok: false, error: r.error };
    cache.set(track.preset, out);
    return out;
  }
  const r = raceTrackFromJson(track.layout, 'track');
  return r.ok ? { ok: true, graph: r.track.graph, layout: r.track.layout } : { ok: false, error: r.error };
}

/** Preset tracks a lesson can start from (Start Frei ones). */
export { startFreiPresets as lessonPresets } from '../../../rules/start-frei/files';

/** A preset track's name as Race shows it ("The Oval"). */
export { presetTitle } from '../../../track';
