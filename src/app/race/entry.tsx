/**
 * Race mode's entry in the mode registry (src/app/mode-views.tsx): the
 * scene, panel and overlay load lazily, so race code is not in the first load.
 */
import { lazy } from 'react';
import { lazyOverlay, lazyPanel } from '../lazy-view';

const Scene = lazy(() => import('./RaceSceneHost').then((m) => ({ default: m.RaceSceneHost })));
const Panel = lazyPanel('race', () => import('../../ui/race').then((m) => m.RacePanel));
const Overlay = lazyOverlay(() => import('../../ui/race').then((m) => m.RaceOverlay));

export const raceView = { Scene, Panel, Overlay };
