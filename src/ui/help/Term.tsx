import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { GlossaryEntry } from '../../games/client';
import { clampBubble } from '../../scene/table/explain';
import './help.css';

/** A game's glossary entry for a term as it appears on screen (the same words the Help drawer lists). */
export function termOf(glossary: readonly GlossaryEntry[], term: string): GlossaryEntry | undefined {
  const t = term.toLowerCase();
  return glossary.find((e) => e.term.toLowerCase() === t);
}

/**
 * How far (CSS pixels, + right) an open explanation starting at `left` and `width` wide moves to lie whole inside a
 * viewport `vw` wide, `margin` from its edges; one wider than the viewport starts at the margin. Pure, for tests.
 */
export function tipShift(left: number, width: number, vw: number, margin = 8): number {
  const right = left + width;
  if (width > vw - 2 * margin || left < margin) return margin - left;
  return right > vw - margin ? vw - margin - right : 0;
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
  const tip = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // An open explanation stays whole inside the screen: fixed to the page (so no scrolling panel cuts it), over the
  // term when there is room, else under it, moved in from an edge (a phone is narrow).
  useLayoutEffect(() => {
    const el = tip.current;
    const at = button.current?.getBoundingClientRect();
    if (!open || !el || !at) return;
    const r = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const left = at.left + tipShift(at.left, r.width, vw);
    const { top } = clampBubble(at.left + at.width / 2, at.top, r.width, r.height, vw, window.innerHeight, 8, 4);
    el.style.left = `${left}px`;
    el.style.top = `${top > at.top ? at.bottom + 4 : top}px`;
  }, [open]);
  if (!entry) return <>{children ?? term}</>;
  const text = `${entry.term}: ${entry.explanation}`;
  return (
    <span className="term-wrap">
      <button
        ref={button}
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
        <span ref={tip} id={id} role="tooltip" className="term-tip open">
          {text}
        </span>
      )}
    </span>
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where in `text` the glossary's terms stand: each match with the entry it names, longest terms first ("Max gear"
 * before "Gear"), whole words only, a plural ending allowed ("coins" is "Coin"). Pure, so it can be tested alone.
 */
export function termsIn(glossary: readonly GlossaryEntry[], text: string): ({ text: string } | { text: string; term: string })[] {
  if (glossary.length === 0 || text === '') return text ? [{ text }] : [];
  // A term said in the plural ("White dice") is found in the singular too ("one white die"), and in the other
  // forms its entry lists.
  const forms = (e: GlossaryEntry) => [e.term, ...(/dice$/i.test(e.term) ? [e.term.replace(/dice$/i, 'die')] : []), ...(e.also ?? [])];
  const all = glossary.flatMap((e) => forms(e).map((f) => ({ f, term: e.term }))).sort((a, b) => b.f.length - a.f.length);
  const re = new RegExp(`(?<![\\w-])(?:${all.map((x) => escape(x.f)).join('|')})(?:e?s)?(?![\\w-])`, 'gi');
  const out: ({ text: string } | { text: string; term: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    const found = m[0];
    const entry = all.find((x) => new RegExp(`^${escape(x.f)}(?:e?s)?$`, 'i').test(found));
    if (!entry) continue;
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ text: found, term: entry.term });
    at = m.index + found.length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** A line of plain text with each game term in it explained by the glossary (a `Term` each); the words stay as written. */
export function TermText({ glossary, text }: { glossary: readonly GlossaryEntry[]; text: string }) {
  return (
    <>
      {termsIn(glossary, text).map((part, i) =>
        'term' in part ? (
          <Term key={i} glossary={glossary} term={part.term}>
            {part.text}
          </Term>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
