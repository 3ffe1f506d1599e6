import { useId, useState, type ReactNode } from 'react';
import type { GlossaryEntry } from '../../games/client';
import './help.css';

/** A game's glossary entry for a term as it appears on screen (the same words the Help drawer lists). */
export function termOf(glossary: readonly GlossaryEntry[], term: string): GlossaryEntry | undefined {
  const t = term.toLowerCase();
  return glossary.find((e) => e.term.toLowerCase() === t);
}

/**
 * A game term where it appears, explained with the glossary's words: the explanation is its description for screen
 * readers, a tooltip under the pointer, and opens under the word at a tap or a click (a phone has no hover). A term
 * the glossary does not hold is shown as plain text. While closed the explanation is an attribute, not text, so the
 * sentence the term stands in reads (and is found, and copied) as it is written.
 */
export function Term({ glossary, term, children }: { glossary: readonly GlossaryEntry[]; term: string; children?: ReactNode }) {
  const entry = termOf(glossary, term);
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!entry) return <>{children ?? term}</>;
  const text = `${entry.term}: ${entry.explanation}`;
  return (
    <span className="term-wrap">
      <button
        type="button"
        className="term"
        title={text}
        {...(open ? { 'aria-describedby': id } : { 'aria-description': text })}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onBlur={() => setOpen(false)}
      >
        {children ?? term}
      </button>
      {open && (
        <span id={id} role="tooltip" className="term-tip open">
          {text}
        </span>
      )}
    </span>
  );
}
