/**
 * The presentation view for a class (a projector): the table fills the
 * screen, the step's rule and caption in large type below it, and stepping
 * with PageDown/PageUp (what a presenter's clicker sends), the arrow keys or
 * the big buttons. Escape or "End presentation" returns to the lesson editor.
 */
import { useLearnStore, shownCaption } from '../../app/learn';
import { useAppStore } from '../../app/store';
import './presentation.css';

export function Presentation() {
  const presenting = useAppStore((s) => s.presenting);
  const title = useLearnStore((s) => s.session?.lesson.title ?? '');
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const changed = useLearnStore((s) => s.changed);
  const edited = useLearnStore((s) => s.edited);
  const steps = session?.run.frames?.length ?? 0;
  const c = shownCaption({ session, step, changed, edited });
  const app = useAppStore.getState();
  if (!presenting) {
    return (
      <button type="button" className="present-toggle" onClick={() => app.setPresenting(true)} title="A view for a projector: large type, no side panel; step with PageDown/PageUp or the arrow keys">
        Present to a class
      </button>
    );
  }
  const { stepBy } = useLearnStore.getState();
  return (
    <section className="presentation" aria-label="Presentation">
      <header>
        <h1>{title}</h1>
        <span className="present-count" aria-live="polite">
          Step {Math.min(step + 1, steps)} of {steps}
        </span>
      </header>
      {c && (
        <div className="present-caption" aria-live="polite">
          <p className="present-rule">{c.rule}</p>
          <p className="present-text">{c.text}</p>
          {c.note ? <p className="present-note">{c.note}</p> : null}
        </div>
      )}
      <nav className="present-controls" aria-label="Presentation controls">
        <button type="button" onClick={() => stepBy(-1)} disabled={step <= 0} aria-label="Previous step" aria-keyshortcuts="PageUp ArrowLeft">
          ◀ Back
        </button>
        <button type="button" onClick={() => stepBy(1)} disabled={step >= steps - 1} aria-label="Next step" aria-keyshortcuts="PageDown ArrowRight">
          Next ▶
        </button>
        <button type="button" onClick={() => app.setPresenting(false)} aria-keyshortcuts="Escape">
          End presentation
        </button>
      </nav>
    </section>
  );
}
