/**
 * Race mode's entry: the one shell every game plays in (the game chosen in
 * the set-up form fills its slots). Scene, panel and overlay load lazily, so
 * none of them is in the first load.
 */
import { lazy } from 'react';
import { lazyOverlay, lazyPanel } from '../lazy-view';
import type { ModeView } from '../mode-view';

export const playView: ModeView = {
  Scene: lazy(() => import('./PlaySceneHost').then((m) => ({ default: m.PlaySceneHost }))),
  Panel: lazyPanel('race', () => import('../../ui/play').then((m) => m.PlayPanel)),
  Overlay: lazyOverlay(() => import('../../ui/play').then((m) => m.PlayOverlay)),
};
