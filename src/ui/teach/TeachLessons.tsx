import { lessonsOf, lessonProblems } from '../../app/teach/lessons';
import { lessonStepShown, useTeachStore } from '../../app/teach';
import { GAME_TITLES, type GameId } from '../../rules/core/game';
import { useClassTeacher } from '../../app/class/class-store';

/** The lessons of the game, by title; the one open is marked, and "Teach freely" leaves it. */
export function TeachLessons({ game }: { game: GameId }) {
  const lessons = lessonsOf(game);
  const open = useTeachStore((s) => s.lesson?.id ?? null);
  const problems = lessonProblems().filter((p) => p.id.startsWith(`${game}/`));
  if (lessons.length === 0 && problems.length === 0) return <p className="muted">{GAME_TITLES[game]} has no lessons yet: set up a position below and try every move.</p>;
  return (
    <section className="teach-lessons" aria-label="Lessons">
      <h2>Lessons of {GAME_TITLES[game]}</h2>
      <ol className="teach-lesson-list">
        {lessons.map((e) => (
          <li key={e.id}>
            <button type="button" className="teach-lesson" aria-current={open === e.id ? 'true' : undefined} onClick={() => useTeachStore.getState().openLesson(e.id, e.lesson)} title={e.lesson.summary}>
              {e.lesson.title}
            </button>
          </li>
        ))}
      </ol>
      {open !== null && (
        <button type="button" onClick={() => useTeachStore.getState().closeLesson()}>
          Teach freely (leave the lesson)
        </button>
      )}
      {problems.map((p) => (
        <p key={p.id} className="alert">
          A lesson does not open: {p.error}
        </p>
      ))}
    </section>
  );
}

/** The lesson's step: "Step 2 of 5", back and on, the caption and the rule quoted with its rulebook section. */
export function LessonStepView() {
  const lesson = useTeachStore((s) => s.lesson);
  const position = useTeachStore((s) => s.position);
  // While the class answers, the projector keeps the step's words and rule back: they tell the move asked about.
  const classAnswering = useClassTeacher((s) => s.phase === 'open' && s.view?.phase === 'asking');
  if (!lesson || !position) return null;
  const shown = lessonStepShown(lesson, position);
  const steps = lesson.lesson.steps;
  const { lessonStep, stepBy } = useTeachStore.getState();
  const step = shown === null ? null : steps[shown]!;
  return (
    <section className="teach-lesson-step" aria-label="Lesson">
      <h2>{lesson.lesson.title}</h2>
      <div className="learn-steps" role="group" aria-label="Lesson steps">
        <button type="button" aria-label="Previous step" aria-keyshortcuts="PageUp ArrowLeft" onClick={() => stepBy(-1)} disabled={shown === 0}>
          ◀ Back
        </button>
        <span data-testid="lesson-step">{shown === null ? 'Off the lesson' : `Step ${shown + 1} of ${steps.length}`}</span>
        <button type="button" aria-label="Next step" aria-keyshortcuts="PageDown ArrowRight" onClick={() => stepBy(1)} disabled={shown === steps.length - 1}>
          Next ▶
        </button>
      </div>
      {step && classAnswering ? (
        <p className="notice" role="status">
          The class is answering: the step’s words and its rule show after the reveal.
        </p>
      ) : step ? (
        <figure className="learn-caption" aria-live="polite">
          <p data-testid="lesson-caption">{step.caption}</p>
          <figcaption data-testid="lesson-rule">
            Rule, “{step.rule.section}”: <q>{step.rule.quote}</q>
          </figcaption>
        </figure>
      ) : (
        <p className="notice" role="status">
          The table no longer shows the lesson’s step: what it shows now is below.{' '}
          <button type="button" onClick={() => lessonStep(lesson.index)}>
            Back to step {lesson.index + 1}
          </button>
        </p>
      )}
    </section>
  );
}
