/**
 * The first screen's way in: one line saying what Chicane is and "Race this
 * track", shown above the builder's tools until the person races once or
 * puts the line away (kept in browser storage, so a returning player gets
 * the builder as before).
 */
import { create } from 'zustand';
import { useAppStore } from '../store';
import { useGameChoice } from '../play/choice';
import { isGameId } from '../../rules/core/game';
import { loadText, saveText } from '../storage';
import { builderLayout } from './instance';

export const WELCOME_KEY = 'chicane.welcome';

/** Whether the welcome was put away before (a save of either race counts as a race already run). */
function seenBefore(): boolean {
  if (typeof window === 'undefined') return true;
  const t = loadText(WELCOME_KEY);
  return t.ok && t.value === 'seen';
}

export interface WelcomeState {
  readonly open: boolean;
  /** Puts the welcome away for good (this visit and the next). */
  dismiss(): void;
}

export const useWelcome = create<WelcomeState>()((set) => ({
  open: !seenBefore(),
  dismiss() {
    // A full storage only means the line comes back next visit: nothing to tell.
    saveText(WELCOME_KEY, 'seen');
    set({ open: false });
  },
}));

/** "Race this track": Race mode's set-up for the game of the layout in the builder (Start Frei for The Oval). */
export function raceThisTrack(): void {
  const game = builderLayout().game;
  useGameChoice.getState().choose(game && isGameId(game) ? game : 'start-frei');
  useWelcome.getState().dismiss();
  useAppStore.getState().setMode('race');
}

// The first race puts the welcome away too: however the person found the Race tab, they have found it.
if (typeof window !== 'undefined') {
  useAppStore.subscribe((s) => {
    if (s.mode === 'race' && useWelcome.getState().open) useWelcome.getState().dismiss();
  });
}
