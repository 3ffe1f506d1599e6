import { useEffect, useRef, useState } from 'react';
import { useQualityStore } from '../../app/quality';
import { QUALITY_CHOICES, type QualityChoice, type QualityLevel } from '../../scene/quality/levels';
import './quality.css';

const LABELS: Record<QualityChoice, string> = { auto: 'Auto', high: 'High', medium: 'Medium', low: 'Low' };

/** One plain sentence for each choice. */
const EXPLAINED: Record<QualityChoice, string> = {
  auto: 'Chicane watches how smoothly the table moves and draws less detail when your computer struggles, more when it keeps up.',
  high: 'Sharpest picture, soft shadows and every effect: for a fast computer.',
  medium: 'Shadows stay, the picture is drawn at normal sharpness: for most laptops.',
  low: 'No shadows and a coarser picture, so the table moves smoothly on an old laptop or tablet.',
};

const LEVEL_NAMES: Record<QualityLevel, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/**
 * The "Quality" button in the top bar and its menu: Auto, High, Medium or
 * Low, each explained in a sentence; the choice is kept for the next visit.
 * The menu opens under the top bar, never over it; Escape or a click
 * outside closes it.
 */
export function QualityMenu() {
  const [open, setOpen] = useState(false);
  const choice = useQualityStore((s) => s.choice);
  const level = useQualityStore((s) => s.level);
  const note = useQualityStore((s) => s.note);
  const choose = useQualityStore((s) => s.choose);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <div className="quality" ref={box}>
      <button type="button" className="library-toggle quality-toggle" aria-label="Quality" title="Quality: how much detail the table is drawn with" aria-expanded={open} aria-controls="quality-menu" onClick={() => setOpen((o) => !o)}>
        <span className="toggle-long">Quality</span>
        {/* On a phone: the dial with its word under it, so nobody has to guess what the icon means. */}
        <span className="toggle-short quality-short" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="14" height="14">
            <path d="M8 3a7 7 0 0 0-7 7v2h3v-2a4 4 0 0 1 8 0v2h3v-2a7 7 0 0 0-7-7zm3.2 2.4L8.6 9.1a1.2 1.2 0 1 0 .9.6l2.3-3.8z" fill="currentColor" />
          </svg>
          <span className="quality-word">Quality</span>
        </span>
      </button>
      <div id="quality-menu" className="quality-menu" hidden={!open}>
        <fieldset>
          <legend>Quality: how much detail the table is drawn with</legend>
          {QUALITY_CHOICES.map((c) => (
            <label key={c} className="quality-choice">
              <input type="radio" name="quality" value={c} checked={choice === c} onChange={() => choose(c)} />
              <span>
                <strong>{LABELS[c]}</strong> <span className="quality-why">{EXPLAINED[c]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {/* Not a live region: Auto may step back and forth, and the sentence is for whoever opens the menu, said once there. */}
        <p className="quality-now">
          {choice === 'auto' ? `Auto is drawing at ${LEVEL_NAMES[level]} now.` : `Drawing at ${LEVEL_NAMES[level]}.`}
        </p>
        {note && <p className="quality-note">{note}</p>}
      </div>
    </div>
  );
}
