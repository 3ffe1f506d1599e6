import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { GlossaryEntry } from '../../games/client';
import { clampBubble, explainStore, explainWords, useExplain, type ExplainShown } from '../../scene/table/explain';

/**
 * The one explanation bubble of the table: opened by a tap on a table object (a die, a token, a flag, a car), it says
 * the object's term in bold and the game's glossary words for it, near the point tapped and whole inside the screen.
 * Its close button, Escape or a tap elsewhere closes it. Under a mouse, the same words show as a tooltip.
 */
export function ExplainBubble({ glossary }: { glossary: readonly GlossaryEntry[] }) {
  const { open, hover } = useExplain();
  // A new game (or leaving the table) closes what was open.
  useEffect(() => () => explainStore.close(), [glossary]);
  useEffect(() => {
    if (!open) return;
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') explainStore.close();
    };
    const down = (e: PointerEvent) => {
      if (!(e.target instanceof Node && document.querySelector('.explain-bubble.open')?.contains(e.target))) explainStore.close();
    };
    window.addEventListener('keydown', key);
    document.addEventListener('pointerdown', down, true);
    return () => {
      window.removeEventListener('keydown', key);
      document.removeEventListener('pointerdown', down, true);
    };
  }, [open]);
  const shown = open ?? hover;
  if (!shown) return null;
  const words = explainWords(glossary, shown.what);
  if (!words) return null;
  return createPortal(<Bubble shown={shown} words={words} open={open !== null} />, document.body);
}

function Bubble({ shown, words, open }: { shown: ExplainShown; words: { name: string; words: string }; open: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    setAt(clampBubble(shown.x, shown.y, r.width, r.height, window.innerWidth, window.innerHeight));
  }, [shown, words]);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) close.current?.focus({ preventScroll: true });
  }, [open, shown]);
  return (
    <div
      ref={ref}
      className={open ? 'explain-bubble open' : 'explain-bubble'}
      role={open ? 'dialog' : 'tooltip'}
      aria-label={open ? `What ${words.name} means` : undefined}
      style={at ? { left: at.left, top: at.top } : { left: 0, top: 0, visibility: 'hidden' }}
    >
      <p>
        <strong>{words.name}</strong>: {words.words}
      </p>
      {open && (
        <button ref={close} type="button" className="explain-close" aria-label="Close the explanation" onClick={() => explainStore.close()}>
          ×
        </button>
      )}
    </div>
  );
}
