import { lastStep, useTeachStore, type TeachPosition } from '../../app/teach';

/** To the start, back, forward, to the end, and a timeline over the moves. */
export function TeachSteps({ position }: { position: TeachPosition }) {
  const { seek, stepBy } = useTeachStore.getState();
  const last = lastStep(position);
  const step = position.step;
  return (
    <div className="teach-steps">
      <div className="learn-steps" role="group" aria-label="Moves">
        <button type="button" aria-label="To the start" onClick={() => seek(0)} disabled={step === 0}>
          |◀
        </button>
        <button type="button" aria-label="One move back" onClick={() => stepBy(-1)} disabled={step === 0}>
          ◀
        </button>
        <span data-testid="teach-step">{step === 0 ? `The start (${last === 1 ? '1 move' : `${last} moves`})` : `Move ${step} of ${last}`}</span>
        <button type="button" aria-label="One move on" onClick={() => stepBy(1)} disabled={step >= last}>
          ▶
        </button>
        <button type="button" aria-label="To the last move" onClick={() => seek(last)} disabled={step >= last}>
          ▶|
        </button>
      </div>
      {last > 0 && <input className="play-timeline" type="range" aria-label="Move shown" min={0} max={last} step={1} value={step} onChange={(e) => seek(Number(e.target.value))} />}
    </div>
  );
}
