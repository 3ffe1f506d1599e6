/**
 * The Replay tab's entry in the mode registry (src/app/mode-views.tsx), for every game: the shell's playback of the
 * replay open there (replay-tab.ts). The scene, panel and overlay load lazily, so replay code is not in the first load.
 */
import { lazy } from 'react';
import { lazyOverlay, lazyPanel } from '../lazy-view';
import type { ModeView } from '../mode-view';

const Scene = lazy(() => import('./ReplayTabScene').then((m) => ({ default: m.ReplayTabScene })));
const Panel = lazyPanel('replay', () => import('../../ui/play').then((m) => m.ReplayTabPanel));
const Overlay = lazyOverlay(() => import('../../ui/play').then((m) => m.ReplayTabOverlay));

export const replayView: ModeView = { Scene, Panel, Overlay };
