/**
 * "Teach from here": the moment of a replay opens in Learn (the Teach shell,
 * with Start Frei's lessons) as a lesson at the start of the turn shown
 * (src/rules/start-frei/teach.ts), where the teacher chooses the dice and
 * shows what else could have happened.
 */
import { positionOf, teachStep } from '../../rules/start-frei';
import { LESSON_FORMAT, LESSON_TITLE_CHARS, LESSON_VERSION, useLearnStore, type LessonFile } from '../../games/start-frei/lessons';
import { useAppStore } from '../store';
import { useLearnGame } from '../teach/choice';
import type { ReplaySession } from './session';

/** The lesson of step `step` of a replay (and the step it really starts from). */
export function lessonAt(session: ReplaySession, step: number): { lesson: LessonFile; from: number } {
  const found = teachStep((k) => session.seeker.stateAt(k), step);
  const s = found.state;
  const who = s.turn ? (session.names[s.turn.player] ?? 'a car') : null;
  // The lesson counts its own steps: the replay's step is left out of the title, so one count is on screen.
  const title = `${session.track.layout.name || session.track.name}: ${who ? `${who}'s turn` : 'the start'}, from the replay`.slice(0, LESSON_TITLE_CHARS);
  const summary = who
    ? `From a replay: ${who} has just played a card. Choose the dice to show what else could have happened.`
    : 'From a replay: the race as it started. Play a card and choose the dice to show what could happen.';
  return {
    from: found.step,
    lesson: {
      format: LESSON_FORMAT,
      version: LESSON_VERSION,
      ruleset: 'start-frei',
      title,
      summary,
      track: { layout: session.track.layout },
      position: positionOf(s),
      dice: [],
      actions: [],
      notes: [],
    },
  };
}

/** Opens step `step` of the replay in Learn; false (with Learn's message) when the lesson is refused. */
export function teachFromHere(session: ReplaySession, step: number): boolean {
  const { lesson, from } = lessonAt(session, step);
  const opened = useLearnStore.getState().open(lesson, `replay:${from}`);
  useLearnGame.getState().choose('start-frei');
  useAppStore.getState().setMode('learn');
  return opened;
}
