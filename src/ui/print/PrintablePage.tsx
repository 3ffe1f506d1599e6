/**
 * A printable page over the app (the build sheet, a game's protocol): a bar
 * with Print, any further controls and Close, then the A4 pages. While it is
 * open the body carries `printable-open`, so printing shows the pages alone
 * (printable-page.css hides the app and the bar). Escape closes it; the close
 * button has the focus when it opens.
 */
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './printable-page.css';

export interface PrintablePageProps {
  /** The id of the heading that names the page: the dialog's name. */
  readonly titleId: string;
  /** The words of the close button ("Close the sheet"). */
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** More controls for the bar, between Print and Close (never printed). */
  readonly controls?: ReactNode;
  /** A class for the pages' container beside `printable-pages` (a game's own styles). */
  readonly className?: string;
  /** The pages: each a `<section className="sheet-page">`, one sheet of A4 or more. */
  readonly children: ReactNode;
}

export function PrintablePage({ titleId, closeLabel, onClose, controls, className, children }: PrintablePageProps) {
  const close = useRef<HTMLButtonElement>(null);
  // The latest onClose without re-running the effect: the focus moves to Close once, when the page opens.
  const closeNow = useEffectEvent(() => onClose());
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeNow();
    };
    window.addEventListener('keydown', onKey);
    document.body.classList.add('printable-open');
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('printable-open');
    };
  }, []);
  return createPortal(
    <div className="printable-root" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="printable-bar no-print">
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        {controls}
        <button type="button" ref={close} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      <article className={className ? `printable-pages ${className}` : 'printable-pages'}>{children}</article>
    </div>,
    document.body,
  );
}
