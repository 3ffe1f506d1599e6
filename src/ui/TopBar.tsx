import { useRef, type KeyboardEvent } from 'react';
import { MODES, MODE_LABELS, useAppStore, type Mode } from '../app';

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
      <button type="button" className="library-toggle" aria-expanded={helpOpen} onClick={() => useAppStore.getState().setHelpOpen(!helpOpen)}>
        How to play
      </button>
      <button type="button" className="library-toggle library-toggle-last" aria-expanded={libraryOpen} onClick={() => useAppStore.getState().setLibraryOpen(!libraryOpen)}>
        Library
      </button>
    </header>
  );
}
