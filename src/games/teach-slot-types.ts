/**
 * The shapes of a game's optional slots in the Teach shell (teach-slots.ts has
 * the registry). Kept in their own module so a game's slots and the registry
 * that loads them do not import each other.
 */
import type { ComponentType } from 'react';

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
