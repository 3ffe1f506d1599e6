/**
 * Whether Build shows the rail-map editor (Bahn Frei) or the track builder
 * (the three racing games). Kept apart from the editor's store so the first
 * load stays small; remembered across reloads, and a shared rail-map link
 * (`#rail=…`) opens the editor.
 */
import { z } from 'zod';
import { create } from 'zustand';
import { loadText, saveText } from '../storage';

export const BUILD_BOARD_KEY = 'chicane.build.board';
export const RAIL_SHARE_PREFIX = '#rail=';

const boardSchema = z.enum(['tracks', 'rail']);
export type BuildBoard = z.infer<typeof boardSchema>;

export function hasSharedRailMap(hash: string): boolean {
  return hash.startsWith(RAIL_SHARE_PREFIX);
}

function initial(): BuildBoard {
  if (typeof window === 'undefined') return 'tracks';
  if (hasSharedRailMap(window.location.hash)) return 'rail';
  const t = loadText(BUILD_BOARD_KEY);
  const parsed = boardSchema.safeParse(t.ok ? t.value : null);
  return parsed.success ? parsed.data : 'tracks';
}

export interface BuildBoardChoice {
  readonly board: BuildBoard;
  choose(board: BuildBoard): void;
}

export const useBuildBoard = create<BuildBoardChoice>()((set) => ({
  board: initial(),
  choose(board) {
    saveText(BUILD_BOARD_KEY, board);
    set({ board });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    if (hasSharedRailMap(window.location.hash)) useBuildBoard.getState().choose('rail');
  });
}
