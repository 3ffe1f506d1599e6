/**
 * Race mode's entry with the generic shell beside Start Frei's own race: the
 * game chosen in the set-up form (choice.ts) decides which scene, panel and
 * overlay show. Both load lazily, so neither is in the first load.
 */
import { lazy } from 'react';
import { lazyOverlay, lazyPanel } from '../lazy-view';
import { raceView } from '../race/entry';
import { inShell, useGameChoice } from './choice';
import type { ModeView } from '../mode-view';

const ShellScene = lazy(() => import('./PlaySceneHost').then((m) => ({ default: m.PlaySceneHost })));
const ShellPanel = lazyPanel('race', () => import('../../ui/play').then((m) => m.PlayPanel));
const ShellOverlay = lazyOverlay(() => import('../../ui/play').then((m) => m.PlayOverlay));

const useShell = () => useGameChoice((c) => inShell(c));

function Scene() {
  const RaceScene = raceView.Scene;
  return useShell() ? <ShellScene /> : <RaceScene />;
}

function Panel() {
  const RacePanel = raceView.Panel;
  return useShell() ? <ShellPanel /> : <RacePanel />;
}

function Overlay() {
  const RaceOverlay = raceView.Overlay;
  return useShell() ? <ShellOverlay /> : <RaceOverlay />;
}

export const raceOrShellView: ModeView = {
  Scene: lazy(() => Promise.resolve({ default: Scene })),
  Panel,
  Overlay,
};
