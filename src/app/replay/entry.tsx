/**
 * Replay mode's entry in the mode registry (src/app/mode-views.tsx): the
 * scene, panel and overlay load lazily, so replay code is not in the first load.
 */
import { lazy } from 'react';
import { lazyOverlay, lazyPanel } from '../lazy-view';

const Scene = lazy(() => import('./ReplaySceneHost').then((m) => ({ default: m.ReplaySceneHost })));
const Panel = lazyPanel('replay', () => import('../../ui/replay').then((m) => m.ReplayPanel));
const Overlay = lazyOverlay(() => import('../../ui/replay').then((m) => m.ReplayOverlay));

export const replayView = { Scene, Panel, Overlay };
