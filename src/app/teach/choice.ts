/**
 * Which game Learn mode is about, kept apart from the teaching view's store
 * so the first load stays small. Start Frei keeps its own lessons
 * (src/app/learn); every other game opens the teaching view (this folder).
 * "Teach from here" of a Start Frei replay in the generic shell opens Start
 * Frei in the teaching view too (`teach`). The choice is kept across a reload.
 */
import { create } from 'zustand';
import { isGameId, type GameId } from '../../rules/core/game';
import { loadText, saveText } from '../storage';

export const LEARN_GAME_KEY = 'chicane.learn.game';

export interface LearnGameChoice {
  readonly game: GameId;
  /** Start Frei in the teaching view rather than its lessons. */
  readonly teach: boolean;
  choose(game: GameId, teach?: boolean): void;
}

function initial(): { game: GameId; teach: boolean } {
  if (typeof window === 'undefined') return { game: 'start-frei', teach: false };
  const t = loadText(LEARN_GAME_KEY);
  if (!t.ok || !t.value) return { game: 'start-frei', teach: false };
  try {
    const v = JSON.parse(t.value) as { game?: unknown; teach?: unknown };
    if (typeof v.game === 'string' && isGameId(v.game)) return { game: v.game, teach: v.teach === true };
  } catch {
    // Not a choice: Start Frei's lessons.
  }
  return { game: 'start-frei', teach: false };
}

export const useLearnGame = create<LearnGameChoice>()((set) => ({
  ...initial(),
  choose(game, teach = false) {
    set({ game, teach });
    if (typeof window !== 'undefined') saveText(LEARN_GAME_KEY, JSON.stringify({ game, teach }));
  },
}));

/** Whether Learn shows the teaching view (else Start Frei's lessons). */
export const inTeach = (c: Pick<LearnGameChoice, 'game' | 'teach'>) => c.game !== 'start-frei' || c.teach;
