import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppStore } from './store';
import { MODE_VIEWS } from './mode-views';
import { TopBar } from '../ui';

// three.js, R3F, drei and leva are most of the bundle: load them after the page
// shell so the first-load budget holds (see DESIGN.md, budgets).
const Stage = lazy(() => import('./quality/QualityStage').then((m) => ({ default: m.QualityStage })));
const HelpDrawer = lazy(() => import('../ui/help').then((m) => ({ default: m.HelpDrawer })));
const LibraryDrawer = lazy(() => import('../ui/library').then((m) => ({ default: m.LibraryDrawer })));
const ViewPanel = lazy(() => import('leva').then((m) => ({ default: m.Leva })));

/**
 * The builder's view options (piece names, lane graph, space numbers, grid,
 * cars) behind a small toggle in the corner of the table, so the panel never
 * covers titles, badges or the top bar. Only Build mode has view options.
 */
function ViewOptions() {
  const [open, setOpen] = useState(false);
  return (
    <div className="view-options">
      <button type="button" className="view-options-toggle" aria-expanded={open} aria-controls="view-options-panel" onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide view options' : 'View options'}
      </button>
      <div id="view-options-panel" className="view-options-panel" hidden={!open}>
        <Suspense fallback={null}>
          <ViewPanel fill flat titleBar={false} hidden={!open} theme={{ sizes: { controlWidth: '1.6rem' } }} />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The mode's controls. Beside the table on wide screens; on narrow ones (a
 * phone) a bottom sheet under the table that can be folded away, so the
 * table fills the screen (styles.css).
 */
function ControlSheet({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <div className={open ? 'sheet' : 'sheet collapsed'}>
      <button type="button" className="sheet-handle" aria-expanded={open} aria-controls="mode-panel" onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide the controls ▾' : 'Show the controls ▴'}
      </button>
      {children}
    </div>
  );
}

export function App() {
  const mode = useAppStore((s) => s.mode);
  const libraryOpen = useAppStore((s) => s.libraryOpen);
  const helpOpen = useAppStore((s) => s.helpOpen);
  const presenting = useAppStore((s) => s.presenting) && mode === 'learn';
  const { Scene, Panel, Overlay } = MODE_VIEWS[mode];
  return (
    <div className={presenting ? 'app presenting' : 'app'}>
      <TopBar />
      <main className="workspace">
        <div className="viewport" aria-label="3D table">
          <Suspense fallback={<p className="loading" role="status">Setting up the table…</p>}>
            <Stage>
              <Scene />
            </Stage>
          </Suspense>
          {Overlay && <Overlay />}
          {mode === 'build' && <ViewOptions />}
        </div>
        <ControlSheet>
          <Panel />
        </ControlSheet>
      </main>
      {helpOpen && (
        <Suspense fallback={<p className="loading" role="status">Opening the help…</p>}>
          <HelpDrawer />
        </Suspense>
      )}
      {libraryOpen && (
        <Suspense fallback={<p className="loading" role="status">Opening the library…</p>}>
          <LibraryDrawer />
        </Suspense>
      )}
    </div>
  );
}
