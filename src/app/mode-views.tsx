/**
 * What each mode shows: a scene for the shared <Stage> (loaded lazily with
 * three.js), a side panel and an optional overlay. Each mode plugs in here
 * with its own entry.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Mode } from './mode';
import { BuilderPanel } from '../ui/builder';
import { raceOrShellView } from './play/entry';
import { replayView } from './replay/entry';
import { learnModeView } from './learn/entry';

export interface ModeView {
  readonly Scene: LazyExoticComponent<ComponentType>;
  readonly Panel: ComponentType;
  /** Drawn over the 3D view (HUD, timeline), optional. */
  readonly Overlay?: ComponentType;
}

const BuilderView = lazy(() => import('./builder/BuilderView').then((m) => ({ default: m.BuilderView })));

export const MODE_VIEWS: Record<Mode, ModeView> = {
  build: { Scene: BuilderView, Panel: BuilderPanel },
  race: raceOrShellView,
  replay: replayView,
  learn: learnModeView,
};
