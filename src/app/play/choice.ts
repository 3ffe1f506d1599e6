/**
 * Which game the Race set-up is about, and whether it is shown in the
 * generic shell. Kept apart from the shell's store so the first load stays
 * small: it reads only the game id of the shell's autosave.
 *
 * Start Frei plays in its own full race (cards, dice, laying the track);
 * `?shell=generic` opens it in the generic shell instead, the table every
 * other game uses, for trying the shell with the one game that has rules
 * today. Every other game with rules and a client part opens in the shell.
 */
import { create } from 'zustand';
import { isGameId, type GameId } from '../../rules/core/game';
import { loadText } from '../storage';
import { onlineAtStart } from '../online/entry';

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
  /** Start Frei in the generic shell rather than its full race. */
  readonly generic: boolean;
  choose(game: GameId): void;
  setGeneric(generic: boolean): void;
}

function initial(): { game: GameId; generic: boolean } {
  if (typeof window === 'undefined') return { game: 'start-frei', generic: false };
  // An online table always plays in the generic shell.
  const generic = new URLSearchParams(window.location.search).get('shell') === 'generic' || onlineAtStart();
  const t = loadText(PLAY_SAVE_KEY);
  const saved = t.ok ? savedGameId(t.value) : null;
  if (saved && isGameId(saved)) return { game: saved, generic: generic || saved === 'start-frei' };
  return { game: 'start-frei', generic };
}

export const useGameChoice = create<GameChoice>()((set) => ({
  ...initial(),
  choose(game) {
    set({ game });
  },
  setGeneric(generic) {
    set({ generic });
  },
}));

/** Whether the Race mode shows the generic shell for this choice. */
export const inShell = (c: Pick<GameChoice, 'game' | 'generic'>) => c.game !== 'start-frei' || c.generic;
