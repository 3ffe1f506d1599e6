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
import type { GameId } from '../rules/core/game';

export type { TeachSlotProps, PresentedLesson, TeachSlots } from './teach-slot-types';
import type { TeachSlots } from './teach-slot-types';

/** The games that give the shell their own lesson slots, each loaded when Learn shows that game. */
export const TEACH_SLOTS: Partial<Record<GameId, () => Promise<TeachSlots>>> = {
  'start-frei': () => import('./start-frei/lessons/slots').then((m) => m.startFreiTeachSlots),
};

/** Whether a game teaches through slots of its own (the shell's own lessons otherwise). */
export const hasTeachSlots = (game: GameId) => TEACH_SLOTS[game] !== undefined;
