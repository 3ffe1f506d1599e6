/**
 * Learn mode's entry in the mode registry (src/app/mode-views.tsx): scene and
 * panel load lazily, so lessons and the rules core stay out of the first load.
 * The game chosen (src/app/teach/choice.ts) picks Start Frei's lessons or the
 * teaching view of any game (src/app/teach, src/ui/teach).
 */
import { lazy, Suspense } from 'react';
import { useAppStore } from '../store';
import { LoadingPanel, lazyOverlay } from '../lazy-view';
import { inTeach, useLearnGame } from '../teach/choice';

const SceneLazy = lazy(() => import('./LearnSceneHost').then((m) => ({ default: m.LearnSceneHost })));
const PanelLazy = lazy(() => import('../../ui/learn').then((m) => ({ default: m.LearnPanel })));
const TeachSceneLazy = lazy(() => import('../teach/TeachSceneHost').then((m) => ({ default: m.TeachSceneHost })));
const TeachPanelLazy = lazy(() => import('../../ui/teach').then((m) => ({ default: m.TeachPanel })));

const useTeach = () => useLearnGame((c) => inTeach(c));

function Scene() {
  const debug = useAppStore((s) => s.debug);
  return useTeach() ? <TeachSceneLazy /> : <SceneLazy debug={debug} />;
}

function Panel() {
  const debug = useAppStore((s) => s.debug);
  const teach = useTeach();
  return <Suspense fallback={<LoadingPanel mode="learn" />}>{teach ? <TeachPanelLazy debug={debug} /> : <PanelLazy debug={debug} />}</Suspense>;
}

const LessonOverlay = lazyOverlay(() => import('../../ui/learn').then((m) => m.Presentation));
const TeachOverlay = lazyOverlay(() => import('../../ui/teach').then((m) => m.TeachOverlay));

function Overlay() {
  return useTeach() ? <TeachOverlay /> : <LessonOverlay />;
}

export const learnModeView = { Scene: lazy(() => Promise.resolve({ default: Scene })), Panel, Overlay };
