import { useRef, type KeyboardEvent } from 'react';
import { MODES, MODE_LABELS, type Mode } from '../app/mode';
import { useAppStore } from '../app/store';
import { QualityMenu } from './quality';

/** The mode switcher: a WAI-ARIA tab list (arrow keys move between tabs). */
export function TopBar() {
  const mode = useAppStore((s) => s.mode);
  const setMode = useAppStore((s) => s.setMode);
  const libraryOpen = useAppStore((s) => s.libraryOpen);
  const helpOpen = useAppStore((s) => s.helpOpen);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length] as Mode;
    setMode(next);
    tabs.current[MODES.indexOf(next)]?.focus();
  }

  return (
    <header className="topbar">
      <span className="brand" aria-label="Chicane">
        <img src="/favicon.svg" alt="" width={22} height={22} /> <span className="brand-name">Chicane</span>
      </span>
      <div role="tablist" aria-label="Modes" className="modes" onKeyDown={onKeyDown}>
        {MODES.map((m, i) => (
          <button
            key={m}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            role="tab"
            id={`tab-${m}`}
            aria-selected={m === mode}
            aria-controls="mode-panel"
            tabIndex={m === mode ? 0 : -1}
            className={m === mode ? 'tab active' : 'tab'}
            onClick={() => setMode(m)}
          >
            {MODE_LABELS[m]}
          </button>
        ))}
      </div>
      <QualityMenu />
      <button type="button" className="library-toggle" aria-label="How to play" title="How to play" aria-expanded={helpOpen} onClick={() => useAppStore.getState().setHelpOpen(!helpOpen)}>
        <span className="toggle-long">How to play</span>
        <span className="toggle-short" aria-hidden="true">?</span>
      </button>
      <button type="button" className="library-toggle library-toggle-last" aria-label="Library" title="Library" aria-expanded={libraryOpen} onClick={() => useAppStore.getState().setLibraryOpen(!libraryOpen)}>
        <span className="toggle-long">Library</span>
        <svg className="toggle-short" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M2 2h3v12H2zM6 2h3v12H6zM10.2 2.6l2.9-.8 3 11.6-2.9.8z" fill="currentColor" />
        </svg>
      </button>
    </header>
  );
}
