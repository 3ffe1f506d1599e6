/**
 * Race mode's entry in the mode registry (src/app/mode-views.tsx): the
 * scene, panel and overlay load lazily, so race code is not in the first load.
 */
import { lazy, Suspense } from 'react';

const Scene = lazy(() => import('./RaceSceneHost').then((m) => ({ default: m.RaceSceneHost })));
const PanelLazy = lazy(() => import('../../ui/race').then((m) => ({ default: m.RacePanel })));
const OverlayLazy = lazy(() => import('../../ui/race').then((m) => ({ default: m.RaceOverlay })));

function Panel() {
  return (
    <Suspense
      fallback={
        <section id="mode-panel" role="tabpanel" aria-labelledby="tab-race" className="panel">
          <h1>Race</h1>
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

export const raceView = { Scene, Panel, Overlay };
