import { lazy, Suspense } from 'react';
import { useAppStore } from './store';
import { MODE_VIEWS } from './mode-views';
import { TopBar } from '../ui';

// three.js, R3F, drei and leva are most of the bundle: load them after the page
// shell so the first-load budget holds (see DESIGN.md, budgets).
const Stage = lazy(() => import('../scene/Stage').then((m) => ({ default: m.Stage })));
const ViewPanel = lazy(() => import('leva').then((m) => ({ default: m.Leva })));

export function App() {
  const mode = useAppStore((s) => s.mode);
  const debug = useAppStore((s) => s.debug);
  const quality = useAppStore((s) => s.quality);
  const { Scene, Panel, Overlay } = MODE_VIEWS[mode];
  return (
    <div className="app">
      <TopBar />
      <main className="workspace">
        <div className="viewport" aria-label="3D table">
          <Suspense fallback={<p className="loading" role="status">Setting up the table…</p>}>
            <Stage debug={debug} low={quality === 'low'}>
              <Scene />
            </Stage>
          </Suspense>
          {Overlay && <Overlay />}
        </div>
        <Panel />
      </main>
      <Suspense fallback={null}>
        <ViewPanel collapsed titleBar={{ title: 'View' }} />
      </Suspense>
    </div>
  );
}
