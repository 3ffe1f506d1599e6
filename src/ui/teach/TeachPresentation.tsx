/**
 * The presentation view (a projector) of a lesson of any game: the table
 * fills the screen, the step's caption and its rule in large type below it;
 * PageDown/PageUp (a presenter's clicker), the arrow keys or the big buttons
 * step; Escape or "End presentation" returns to the panel.
 */
import { useEffect } from 'react';
import { lessonStepShown, useTeachStore } from '../../app/teach';
import { useAppStore } from '../../app/store';
import '../learn/presentation.css';

export function TeachPresentation() {
  const presenting = useAppStore((s) => s.presenting);
  const lesson = useTeachStore((s) => s.lesson);
  const position = useTeachStore((s) => s.position);
  useEffect(() => {
    if (!presenting) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') useAppStore.getState().setPresenting(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presenting]);
  if (!lesson) return null;
  const app = useAppStore.getState();
  if (!presenting) {
    return (
      <button type="button" className="present-toggle teach-present-toggle" onClick={() => app.setPresenting(true)} title="A view for a projector: large type, no side panel; step with PageDown/PageUp or the arrow keys">
        Present to a class
      </button>
    );
  }
  const shown = lessonStepShown(lesson, position);
  const steps = lesson.lesson.steps;
  const step = shown === null ? null : steps[shown]!;
  const { stepBy } = useTeachStore.getState();
  return (
    <section className="presentation" aria-label="Presentation">
      <header>
        <h1>{lesson.lesson.title}</h1>
        <span className="present-count" aria-live="polite">
          {shown === null ? 'Off the lesson' : `Step ${shown + 1} of ${steps.length}`}
        </span>
      </header>
      <div className="present-caption" aria-live="polite">
        {step ? (
          <>
            <p className="present-rule">
              {step.rule.section}: “{step.rule.quote}”
            </p>
            <p className="present-text">{step.caption}</p>
          </>
        ) : (
          <p className="present-text">The table shows a position the teacher changed; “Next” goes back to the lesson.</p>
        )}
      </div>
      <nav className="present-controls" aria-label="Presentation controls">
        <button type="button" onClick={() => stepBy(-1)} disabled={shown === 0} aria-label="Previous step" aria-keyshortcuts="PageUp ArrowLeft">
          ◀ Back
        </button>
        <button type="button" onClick={() => (shown === null ? useTeachStore.getState().lessonStep(lesson.index) : stepBy(1))} disabled={shown === steps.length - 1} aria-label="Next step" aria-keyshortcuts="PageDown ArrowRight">
          Next ▶
        </button>
        <button type="button" onClick={() => app.setPresenting(false)} aria-keyshortcuts="Escape">
          End presentation
        </button>
      </nav>
    </section>
  );
}
