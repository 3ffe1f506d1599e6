import { legalActions } from '../../../../rules/start-frei';
import { actionLabel, isExtraAction, useLearnStore, type LearnView } from '..';

/** The other legal actions now (DRS markers, card specials, shifting), the undo and "start from here". */
export function ExtraActions({ view, atEnd }: { view: LearnView; atEnd: boolean }) {
  const perform = useLearnStore((s) => s.perform);
  const undo = useLearnStore((s) => s.undo);
  const fromStep = useLearnStore((s) => s.fromStep);
  const recorded = useLearnStore((s) => s.session?.lesson.actions.length ?? 0);
  const step = useLearnStore((s) => s.step);
  const extra = atEnd && view.end ? legalActions(view.end).filter(isExtraAction) : [];
  return (
    <div className="row wrap" role="group" aria-label="More actions">
      {extra.map((a, i) => (
        <button key={i} type="button" onClick={() => perform(a)}>
          {actionLabel(view.end!, a)}
        </button>
      ))}
      <button type="button" onClick={undo} disabled={recorded === 0}>
        Undo last action
      </button>
      <button type="button" onClick={fromStep} disabled={step === 0}>
        Start from this step
      </button>
    </div>
  );
}
