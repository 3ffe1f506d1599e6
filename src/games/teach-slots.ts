/**
 * A game's optional slots in the Teach shell (Learn mode, src/app/teach and
 * src/ui/teach). Most games teach through the shell alone: a set-up, the
 * moves from it, lessons as scenarios with steps (src/games/<game>/lessons).
 * A game whose lessons start from a position of their own — cars placed on
 * any space, forced dice, a position editor — gives the shell these slots
 * instead, and the shell draws them in its panel, on its table and in its
 * projector view, around its own header, game picker, keys and presentation.
 *
 * Kept apart from `client.ts` so a client's first load does not carry them;
 * `client.ts` can re-export this interface.
 */
import type { ComponentType } from 'react';
import type { GameId } from '../rules/core/game';

export interface TeachSlotProps {
  /** `?debug`: publish what the slot shows for the browser tests. */
  readonly debug: boolean;
}

/**
 * A lesson as the shell's step controls, keys and projector view show it: its
 * title, where it stands, the rule quoted with the rulebook's section, the
 * caption, and how to step.
 */
export interface PresentedLesson {
  readonly title: string;
  /** "Step 2 of 5", or a sentence when the table is off the lesson. */
  readonly count: string;
  /** The rule, quoted with its section ("Braking: “…”"), or a heading such as "The position". */
  readonly rule: string | null;
  readonly text: string;
  /** A teacher's note beside the caption, if any. */
  readonly note?: string | null;
  readonly canBack: boolean;
  readonly canNext: boolean;
  /** One step on (1) or back (-1); off the lesson, on goes back to it. Clamped at the ends. */
  stepBy(delta: number): void;
}

export interface TeachSlots {
  /** The game's lessons, the lesson open and its position editor, drawn in the shell's panel below its header and game picker. */
  readonly Lessons: ComponentType<TeachSlotProps>;
  /** The table the game's lessons are shown on (inside the shell's stage). */
  readonly Scene: ComponentType<TeachSlotProps>;
  /** The lesson shown now, for the shell's keys and projector view (a hook: it reads the game's lesson store). */
  usePresented(): PresentedLesson | null;
}

/** The games that give the shell their own lesson slots, each loaded when Learn shows that game. */
export const TEACH_SLOTS: Partial<Record<GameId, () => Promise<TeachSlots>>> = {
  'start-frei': () => import('./start-frei/lessons/slots').then((m) => m.startFreiTeachSlots),
};

/** Whether a game teaches through slots of its own (the shell's own lessons otherwise). */
export const hasTeachSlots = (game: GameId) => TEACH_SLOTS[game] !== undefined;
