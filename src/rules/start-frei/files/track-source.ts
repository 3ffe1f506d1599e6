/**
 * From a track document (a file or a preset) to what a Start Frei race needs:
 * the lane graph, the pieces laid at the start and the A-card count.
 */
import { buildLaneGraph, parseTrackFile, type Layout, type LaneGraph } from '../../../track';
import { loadPreset, presetNames } from '../../../track/presets';
import { PIECES_AT_START } from '../data/material';
import { reverseLayout } from '../reverse';
import type { TileMode } from '../types';
import { GAME_TITLES } from '../../core/game';

export interface RaceTrack {
  readonly name: string;
  /** The layout document as parsed (embedded in replays, so they survive later edits of the file). */
  readonly layout: Layout;
  readonly graph: LaneGraph;
  /** Pieces on the table at the start (layout `laid`; default: all). */
  readonly laid?: number;
  /** start-frei: A-cards in play (layout meta; default 8). */
  readonly aCards: number;
  /** How the tiles come onto the table: as the layout names them (default) or drawn from shuffled piles. */
  readonly tiles?: TileMode;
}

export type TrackLoad = { ok: true; track: RaceTrack } | { ok: false; error: string };

export function raceTrackFromLayout(layout: Layout, name = layout.name ?? 'track'): TrackLoad {
  if (layout.game !== 'start-frei') {
    const title = GAME_TITLES[layout.game];
    return { ok: false, error: `“${name}” is a ${title} track. ${title} races are coming to Chicane; for now, build and check its tracks in Build mode, and race Start Frei tracks here.` };
  }
  let graph: LaneGraph;
  try {
    graph = buildLaneGraph(layout);
  } catch (error) {
    return { ok: false, error: `track '${name}': ${error instanceof Error ? error.message : String(error)}` };
  }
  if (graph.grid.length < 2) return { ok: false, error: `track '${name}' has ${graph.grid.length} grid spaces; a race needs 2` };
  return { ok: true, track: { name, layout, graph, ...(layout.meta.laid !== undefined ? { laid: layout.meta.laid } : {}), aCards: layout.meta.aCards ?? 8 } };
}

/**
 * The pieces on the table at the start of a race. By default the track is
 * laid during the race as the box plays it: the start/finish piece and the
 * next two of the plan (`PIECES_AT_START`), the rest two at a time after each
 * race section. `wholeTrack` starts on the whole layout (the layout's `laid`).
 */
export function trackAtStart(track: RaceTrack, wholeTrack: boolean): RaceTrack {
  if (wholeTrack) return track;
  const laid = Math.min(track.laid ?? PIECES_AT_START, PIECES_AT_START);
  return { ...track, laid };
}

/**
 * The track driven the other way round (start-frei: "you can of course also
 * drive the race track in the other direction"): the start piece and the
 * switch straights turned round, the plan in the new order of travel
 * (src/rules/start-frei/reverse.ts). Replays embed the layout as raced.
 */
export function reversed(track: RaceTrack): TrackLoad {
  const r = reverseLayout(track.layout);
  if (!r.ok) return { ok: false, error: `track '${track.name}': ${r.error}` };
  let graph: LaneGraph;
  try {
    graph = buildLaneGraph(r.layout);
  } catch (error) {
    return { ok: false, error: `track '${track.name}' the other way round: ${error instanceof Error ? error.message : String(error)}` };
  }
  return { ok: true, track: { ...track, name: `${track.name} (reversed)`, layout: r.layout, graph } };
}

/** The track with the tiles laid as planned or drawn from the piles during the race. */
export function withTiles(track: RaceTrack, tiles: TileMode): RaceTrack {
  if (tiles === 'planned') {
    const { tiles: _t, ...rest } = track;
    return rest;
  }
  return { ...track, tiles };
}

/** A track document (JSON value) through the track schema. */
export function raceTrackFromJson(json: unknown, name: string): TrackLoad {
  const parsed = parseTrackFile(json);
  if (!parsed.ok) return { ok: false, error: `${name}: ${parsed.error}` };
  return raceTrackFromLayout(parsed.layout, name);
}

export function raceTrackFromPreset(name: string): TrackLoad {
  const parsed = loadPreset(name);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return raceTrackFromLayout(parsed.layout, name);
}

/** Preset names of Start Frei tracks. */
export function startFreiPresets(): string[] {
  return presetNames.filter((n) => {
    const p = loadPreset(n);
    return p.ok && p.layout.game === 'start-frei';
  });
}
