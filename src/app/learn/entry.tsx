/**
 * Learn mode's entry in the mode registry (src/app/mode-views.tsx): scene and
 * panel load lazily, so lessons and the rules core stay out of the first load.
 */
import { lazy, Suspense } from 'react';
import { useAppStore } from '../store';
import { LoadingPanel, lazyOverlay } from '../lazy-view';

const SceneLazy = lazy(() => import('./LearnSceneHost').then((m) => ({ default: m.LearnSceneHost })));
const PanelLazy = lazy(() => import('../../ui/learn').then((m) => ({ default: m.LearnPanel })));

function Scene() {
  const debug = useAppStore((s) => s.debug);
  return <SceneLazy debug={debug} />;
}

function Panel() {
  const debug = useAppStore((s) => s.debug);
  return (
    <Suspense fallback={<LoadingPanel mode="learn" />}>
      <PanelLazy debug={debug} />
    </Suspense>
  );
}

const Overlay = lazyOverlay(() => import('../../ui/learn').then((m) => m.Presentation));

export const learnModeView = { Scene: lazy(() => Promise.resolve({ default: Scene })), Panel, Overlay };
