import { useLearnStore, shownCaption } from '..';

/** The rule that decides the current step (its rulebook section name) and what it does, in plain words; after a teacher's edit, what changed and what it means now. */
export function Caption() {
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const changed = useLearnStore((s) => s.changed);
  const edited = useLearnStore((s) => s.edited);
  const c = shownCaption({ session, step, changed, edited });
  if (!c) return null;
  return (
    <figure className="learn-caption" aria-live="polite">
      <figcaption data-testid="rule">{c.rule}</figcaption>
      <p data-testid="caption">{c.text}</p>
      {c.note ? <p className="note">{c.note}</p> : null}
    </figure>
  );
}
