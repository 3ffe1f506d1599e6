/**
 * The presentation view (a projector) of a lesson of any game: the table
 * fills the screen, the step's rule and caption in large type below it;
 * PageDown/PageUp (a presenter's clicker), the arrow keys or the big buttons
 * step; Escape or "End presentation" returns to the panel. What it shows is a
 * `PresentedLesson`: the shell's own lessons give one (below), a game with
 * lesson slots gives its own (src/games/teach-slots.ts).
 */
import { useEffect } from 'react';
import { lessonStepShown, useTeachStore } from '../../app/teach';
import { useAppStore } from '../../app/store';
import { useClassTeacher } from '../../app/class/class-store';
import type { PresentedLesson } from '../../games/teach-slots';
import './presentation.css';

/** The "Present to a class" button, and the projector view while presenting. */
export function LessonPresentation({ lesson, className }: { lesson: PresentedLesson | null; className?: string }) {
  const presenting = useAppStore((s) => s.presenting);
  useEffect(() => {
    if (!presenting) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') useAppStore.getState().setPresenting(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presenting]);
  // An open class is the projector's view itself (its panel sits over the table): no presentation beside it.
  const inClass = useClassTeacher((s) => s.phase === 'open');
  useEffect(() => {
    if (inClass && useAppStore.getState().presenting) useAppStore.getState().setPresenting(false);
  }, [inClass]);
  if (!lesson || inClass) return null;
  const app = useAppStore.getState();
  if (!presenting) {
    return (
      <button type="button" className={className ? `present-toggle ${className}` : 'present-toggle'} onClick={() => app.setPresenting(true)} title="A view for a projector: large type, no side panel; step with PageDown/PageUp or the arrow keys">
        Present to a class
      </button>
    );
  }
  return (
    <section className="presentation" aria-label="Presentation">
      <header>
        <h1>{lesson.title}</h1>
        <span className="present-count" aria-live="polite">
          {lesson.count}
        </span>
      </header>
      <div className="present-caption" aria-live="polite">
        {lesson.rule ? <p className="present-rule">{lesson.rule}</p> : null}
        <p className="present-text">{lesson.text}</p>
        {lesson.note ? <p className="present-note">{lesson.note}</p> : null}
      </div>
      <nav className="present-controls" aria-label="Presentation controls">
        <button type="button" onClick={() => lesson.stepBy(-1)} disabled={!lesson.canBack} aria-label="Previous step" aria-keyshortcuts="PageUp ArrowLeft">
          ◀ Back
        </button>
        <button type="button" onClick={() => lesson.stepBy(1)} disabled={!lesson.canNext} aria-label="Next step" aria-keyshortcuts="PageDown ArrowRight">
          Next ▶
        </button>
        <button type="button" onClick={() => app.setPresenting(false)} aria-keyshortcuts="Escape">
          End presentation
        </button>
      </nav>
    </section>
  );
}

/** The lesson of the shell's own teaching view, as the projector shows it. */
export function useShellPresented(): PresentedLesson | null {
  const lesson = useTeachStore((s) => s.lesson);
  const position = useTeachStore((s) => s.position);
  if (!lesson) return null;
  const shown = lessonStepShown(lesson, position);
  const steps = lesson.lesson.steps;
  const step = shown === null ? null : steps[shown]!;
  const { stepBy, lessonStep } = useTeachStore.getState();
  return {
    title: lesson.lesson.title,
    count: shown === null ? 'Off the lesson' : `Step ${shown + 1} of ${steps.length}`,
    rule: step ? `${step.rule.section}: “${step.rule.quote}”` : null,
    text: step ? step.caption : 'The table shows a position the teacher changed; “Next” goes back to the lesson.',
    canBack: shown !== 0,
    canNext: shown !== steps.length - 1,
    stepBy: (d) => (shown === null && d > 0 ? lessonStep(lesson.index) : stepBy(d)),
  };
}

export function TeachPresentation() {
  return <LessonPresentation lesson={useShellPresented()} className="teach-present-toggle" />;
}
