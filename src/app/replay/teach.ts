/**
 * "Teach from here": the moment of a replay opens in Learn (the Teach shell,
 * with Start Frei's lessons) as a lesson at the start of the turn shown
 * (src/rules/start-frei/teach.ts), where the teacher chooses the dice and
 * shows what else could have happened.
 */
import { lessonOfStep } from '../../games/start-frei/replay';
import { useLearnStore, type LessonFile } from '../../games/start-frei/lessons';
import { useAppStore } from '../store';
import { useLearnGame } from '../teach/choice';
import type { ReplaySession } from './session';

/** The lesson of step `step` of a replay (and the step it really starts from). */
export function lessonAt(session: ReplaySession, step: number): { lesson: LessonFile; from: number } {
  return lessonOfStep((k) => session.seeker.stateAt(k), step, session.names, session.track);
}

/** Opens step `step` of the replay in Learn; false (with Learn's message) when the lesson is refused. */
export function teachFromHere(session: ReplaySession, step: number): boolean {
  const { lesson, from } = lessonAt(session, step);
  const opened = useLearnStore.getState().open(lesson, `replay:${from}`);
  useLearnGame.getState().choose('start-frei');
  useAppStore.getState().setMode('learn');
  return opened;
}
