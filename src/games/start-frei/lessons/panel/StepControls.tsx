import { useLearnStore } from '..';

/** First / back / forward / last through the steps of the lesson, with the step count. */
export function StepControls() {
  const step = useLearnStore((s) => s.step);
  const count = useLearnStore((s) => s.session?.run.frames?.length ?? 1);
  const setStep = useLearnStore((s) => s.setStep);
  const stepBy = useLearnStore((s) => s.stepBy);
  return (
    <div className="learn-steps" role="group" aria-label="Steps">
      <button type="button" aria-label="First step" onClick={() => setStep(0)} disabled={step === 0}>
        |◀
      </button>
      <button type="button" aria-label="Step back" onClick={() => stepBy(-1)} disabled={step === 0}>
        ◀
      </button>
      <span aria-live="polite" data-testid="step-count">
        Step {step + 1} of {count}
      </span>
      <button type="button" aria-label="Step forward" onClick={() => stepBy(1)} disabled={step >= count - 1}>
        ▶
      </button>
      <button type="button" aria-label="Last step" onClick={() => setStep(count - 1)} disabled={step >= count - 1}>
        ▶|
      </button>
    </div>
  );
}
