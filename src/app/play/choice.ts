/**
 * Which game the Race set-up is about. Kept apart from the shell's store so
 * the first load stays small: it reads only the game id of the shell's
 * autosave. Every game plays in the one shell (src/app/play).
 */
import { create } from 'zustand';
import { isGameId, type GameId } from '../../rules/core/game';
import { loadText } from '../storage';

export const PLAY_SAVE_KEY = 'chicane.play.autosave';
export const PLAY_SAVE_FORMAT = 'chicane-play-autosave';

/** Only the game id of a save, cheaply (the set-up opens on the saved game). */
export function savedGameId(text: string | null): string | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as { format?: unknown; game?: unknown };
    return v.format === PLAY_SAVE_FORMAT && typeof v.game === 'string' ? v.game : null;
  } catch {
    return null;
  }
}

export interface GameChoice {
  readonly game: GameId;
  choose(game: GameId): void;
}

function initial(): { game: GameId } {
  if (typeof window === 'undefined') return { game: 'start-frei' };
  const t = loadText(PLAY_SAVE_KEY);
  const saved = t.ok ? savedGameId(t.value) : null;
  return { game: saved && isGameId(saved) ? saved : 'start-frei' };
}

export const useGameChoice = create<GameChoice>()((set) => ({
  ...initial(),
  choose(game) {
    set({ game });
  },
}));

