/**
 * A library entry: a layout, a race (its replay) or a lesson, with a name,
 * its game, dates, a one-line summary and a thumbnail drawn from its track.
 * The library file (`chicane-library`, version 1) is every entry in one JSON
 * document; each entry's data goes through its own file schema on import.
 */
import { z } from 'zod';
import { buildLaneGraph, pointsBounds, type Layout } from '../../track';

export const ENTRY_KINDS = ['layout', 'race', 'lesson'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const KIND_LABELS: Record<EntryKind, string> = { layout: 'Layout', race: 'Race', lesson: 'Lesson' };

export const NAME_CHARS = 120;

export const entrySchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(ENTRY_KINDS),
  name: z.string().min(1).max(NAME_CHARS),
  /** The game's id (start-frei, formula-1, …). */
  game: z.string().min(1).max(40),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  /** One line: the winner of a race, the pieces of a layout, a lesson's title. */
  summary: z.string().max(300),
  /** An SVG path (in a 100 × 60 box) of the track's lanes; empty when it cannot be drawn. */
  thumbnail: z.string().max(20_000),
  data: z.unknown(),
});

export type LibraryEntry = z.infer<typeof entrySchema>;

export const LIBRARY_FORMAT = 'chicane-library';
export const LIBRARY_VERSION = 1;
/** An export of a large library (a class's races over a term) fits; the import is linear in it. */
export const MAX_ENTRIES = 20_000;

export const libraryFileSchema = z.object({
  format: z.literal(LIBRARY_FORMAT),
  version: z.literal(LIBRARY_VERSION),
  entries: z.array(z.unknown()).max(MAX_ENTRIES),
});

/** The lanes of a layout as an SVG path in a 100 × 60 box (empty for a layout that does not build). */
export function thumbnailOf(layout: Layout): string {
  let graph;
  try {
    graph = buildLaneGraph(layout);
  } catch {
    return '';
  }
  const spaces = graph.spaces;
  const bounds = pointsBounds(spaces);
  if (!bounds) return '';
  const { minX, maxX, minZ, maxZ } = bounds;
  const scale = Math.min(92 / Math.max(maxX - minX, 1e-6), 52 / Math.max(maxZ - minZ, 1e-6));
  const ox = (100 - (maxX - minX) * scale) / 2;
  const oz = (60 - (maxZ - minZ) * scale) / 2;
  const parts: string[] = [];
  for (let lane = 0; lane < graph.lanes; lane++) {
    const pts = spaces.filter((s) => s.lane === lane && s.features.pit === undefined).sort((a, b) => a.progress - b.progress);
    if (pts.length < 2) continue;
    const step = Math.max(1, Math.floor(pts.length / 200));
    const coords: string[] = [];
    for (let i = 0; i < pts.length; i += step) coords.push(`${(ox + (pts[i]!.x - minX) * scale).toFixed(1)} ${(oz + (pts[i]!.z - minZ) * scale).toFixed(1)}`);
    parts.push(`M${coords.join('L')}Z`);
  }
  return parts.join('');
}
