/**
 * Which game Learn mode is about, kept apart from the teaching view's store
 * so the first load stays small. A game with lesson slots of its own
 * (src/games/teach-slots.ts: Start Frei) shows them in the shell; "Teach from
 * here" of its replay in the generic shell opens the shell's own teaching
 * view of it instead (`teach`). The choice is kept across a reload.
 */
import { create } from 'zustand';
import { isGameId, type GameId } from '../../rules/core/game';
import { hasTeachSlots } from '../../games/teach-slots';
import { loadText, saveText } from '../storage';

export const LEARN_GAME_KEY = 'chicane.learn.game';

export interface LearnGameChoice {
  readonly game: GameId;
  /** A game with lesson slots in the shell's own teaching view (a replay's position) rather than its lessons. */
  readonly teach: boolean;
  choose(game: GameId, teach?: boolean): void;
}

function initial(): { game: GameId; teach: boolean } {
  if (typeof window === 'undefined') return { game: 'start-frei', teach: false };
  // A shared Start Frei lesson (`#lesson=…`) opens in Start Frei's lessons, whatever game was chosen last.
  if (new URLSearchParams(window.location.hash.replace(/^#/, '')).has('lesson')) return { game: 'start-frei', teach: false };
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

/** Whether Learn shows the shell's own teaching view of the game (else the game's lesson slots). */
export const inTeach = (c: Pick<LearnGameChoice, 'game' | 'teach'>) => !hasTeachSlots(c.game) || c.teach;
