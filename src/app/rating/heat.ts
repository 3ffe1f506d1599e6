/**
 * Trouble by piece from a rating (incidents of every kind per race, averaged
 * over the player counts), and the heat map's values: 0..1 by piece, the
 * most troubled piece 1. The builder's 3D view and the panel read the same.
 */
import { useMemo } from 'react';
import type { Rating } from '../../rating';
import type { Layout } from '../../track';
import { useRating } from './instance';
import { currentRating, type StoredRating } from './stored';

export interface PieceTrouble {
  readonly piece: string;
  readonly perRace: number;
  /** Per kind, the same, the most frequent first. */
  readonly kinds: readonly { kind: string; perRace: number }[];
}

/** Incidents per piece, the most troubled first. */
export function troubleByPiece(r: Rating): PieceTrouble[] {
  const by = new Map<string, Map<string, number>>();
  for (const t of r.tables) {
    for (const i of t.incidents) {
      let kinds = by.get(i.piece);
      if (!kinds) by.set(i.piece, (kinds = new Map()));
      kinds.set(i.kind, (kinds.get(i.kind) ?? 0) + i.perRace.value / r.tables.length);
    }
  }
  return [...by.entries()]
    .map(([piece, kinds]) => {
      const list = [...kinds.entries()].map(([kind, perRace]) => ({ kind, perRace })).sort((a, b) => b.perRace - a.perRace);
      return { piece, perRace: list.reduce((a, k) => a + k.perRace, 0), kinds: list };
    })
    .filter((p) => p.perRace > 0)
    .sort((a, b) => b.perRace - a.perRace || a.piece.localeCompare(b.piece));
}

/** Heat of each piece from 0 (no trouble) to 1 (the most troubled piece). */
export function heatOf(r: Rating): Record<string, number> {
  const list = troubleByPiece(r);
  const most = list[0]?.perRace ?? 0;
  const heat: Record<string, number> = {};
  if (most > 0) for (const p of list) heat[p.piece] = p.perRace / most;
  return heat;
}

/** The heat map of the layout's rating while "Show the trouble spots" is on; null otherwise. */
export function useHeat(layout: Layout): Record<string, number> | null {
  const show = useRating((s) => s.showHeat);
  const stored = useLayoutRating(layout);
  return useMemo(() => (show && stored ? heatOf(stored.rating) : null), [show, stored]);
}

/** The rating shown for the layout: its own, or the one kept in the page. */
export function useLayoutRating(layout: Layout): StoredRating | null {
  const kept = useRating((s) => s.kept);
  return useMemo(() => currentRating(layout, kept), [layout, kept]);
}
