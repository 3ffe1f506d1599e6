import { useLearnStore } from '../../app/learn';

/** The rule that decides the current step (its rulebook section name) and what it does, in plain words. */
export function Caption() {
  const frame = useLearnStore((s) => s.session?.run.frames?.[s.step]);
  const note = useLearnStore((s) => (frame ? s.session?.lesson.notes[frame.action] : undefined));
  if (!frame) return null;
  return (
    <figure className="learn-caption" aria-live="polite">
      <figcaption data-testid="rule">{frame.rule ? `Rule: “${frame.rule}”` : 'The position'}</figcaption>
      <p data-testid="caption">{frame.caption}</p>
      {note ? <p className="note">{note}</p> : null}
    </figure>
  );
}
