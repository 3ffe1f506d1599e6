/**
 * The presentation view for a class (a projector): the table fills the
 * screen, the step's rule and caption in large type below it, and stepping
 * with PageDown/PageUp (what a presenter's clicker sends), the arrow keys or
 * the big buttons. Escape or "End presentation" returns to the lesson editor.
 */
import { useLearnStore } from '../../app/learn';
import { useAppStore } from '../../app/store';
import './presentation.css';

export function Presentation() {
  const presenting = useAppStore((s) => s.presenting);
  const title = useLearnStore((s) => s.session?.lesson.title ?? '');
  const frame = useLearnStore((s) => s.session?.run.frames?.[s.step]);
  const step = useLearnStore((s) => s.step);
  const steps = useLearnStore((s) => s.session?.run.frames?.length ?? 0);
  const note = useLearnStore((s) => (frame ? s.session?.lesson.notes[frame.action] : undefined));
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
      {frame && (
        <div className="present-caption" aria-live="polite">
          <p className="present-rule">{frame.rule ? `Rule: “${frame.rule}”` : 'The position'}</p>
          <p className="present-text">{frame.caption}</p>
          {note ? <p className="present-note">{note}</p> : null}
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
