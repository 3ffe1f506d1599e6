/**
 * Replay mode's entry in the mode registry (src/app/mode-views.tsx): the
 * scene, panel and overlay load lazily, so replay code is not in the first load.
 */
import { lazy, Suspense } from 'react';

const Scene = lazy(() => import('./ReplaySceneHost').then((m) => ({ default: m.ReplaySceneHost })));
const PanelLazy = lazy(() => import('../../ui/replay').then((m) => ({ default: m.ReplayPanel })));
const OverlayLazy = lazy(() => import('../../ui/replay').then((m) => ({ default: m.ReplayOverlay })));

function Panel() {
  return (
    <Suspense
      fallback={
        <section id="mode-panel" role="tabpanel" aria-labelledby="tab-replay" className="panel">
          <h1>Replay</h1>
          <p role="status">Loading…</p>
        </section>
      }
    >
      <PanelLazy />
    </Suspense>
  );
}

function Overlay() {
  return (
    <Suspense fallback={null}>
      <OverlayLazy />
    </Suspense>
  );
}

export const replayView = { Scene, Panel, Overlay };
