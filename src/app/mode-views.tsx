/**
 * What each mode shows: a scene for the shared <Stage> (loaded lazily with
 * three.js), a side panel and an optional overlay. Each mode plugs in here
 * with its own entry.
 */
import { lazy } from 'react';
import type { Mode } from './mode';
import type { ModeView } from './mode-view';
import { BuilderPanel } from '../ui/builder';
import { playView } from './play/entry';
import { replayView } from './play/replay-entry';
import { learnModeView } from './teach/entry';
import { classAtStart, studentView } from './class/entry';
import { lazyOverlay, lazyPanel } from './lazy-view';
import { useBuildBoard } from './rail/choice';

const BuilderView = lazy(() => import('./builder/BuilderView').then((m) => ({ default: m.BuilderView })));

// Build for Bahn Frei is the rail-map editor (src/ui/rail), loaded lazily.
const RailPanel = lazyPanel('build', () => import('../ui/rail').then((m) => m.RailEditorPanel));
const RailBoard = lazyOverlay(() => import('../ui/rail').then((m) => m.RailEditorBoard));
const useOnRail = () => useBuildBoard((s) => s.board === 'rail');
function BuildScene() {
  return useOnRail() ? null : <BuilderView />;
}
function BuildPanel() {
  return useOnRail() ? <RailPanel /> : <BuilderPanel />;
}
function BuildOverlay() {
  return useOnRail() ? <RailBoard /> : null;
}
const buildView: ModeView = { Scene: lazy(() => Promise.resolve({ default: BuildScene })), Panel: BuildPanel, Overlay: BuildOverlay };

export const MODE_VIEWS: Record<Mode, ModeView> = {
  build: buildView,
  race: playView,
  replay: replayView,
  // A class's link (`?class=CODE`) opens a student's phone screen instead of the teaching view.
  learn: classAtStart() ? studentView : learnModeView,
};
