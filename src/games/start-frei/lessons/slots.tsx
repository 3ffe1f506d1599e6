/**
 * Start Frei's slots in the Teach shell (src/games/teach-slots.ts): its lessons start from a position of their own
 * (cars on any space, forced dice), so it brings its lesson list, position editor and table; the shell keeps the
 * header, the game picker, the keys and the projector view.
 */
import type { TeachSlots } from '../../teach-slot-types';
import { StartFreiLessons, useStartFreiPresented } from './panel';
import { LearnSceneHost } from './LessonSceneHost';

export const startFreiTeachSlots: TeachSlots = {
  Lessons: StartFreiLessons,
  Scene: LearnSceneHost,
  usePresented: useStartFreiPresented,
};
