/**
 * Learn mode's entry in the mode registry (src/app/mode-views.tsx): one Teach
 * shell for every game. Scene, panel and overlay load lazily, so lessons and
 * the rules core stay out of the first load. The shell shows the game's own
 * lesson slots where it has them (src/games/teach-slots.ts: Start Frei's
 * lessons and position editor), else its own teaching view (this folder).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameId } from '../../rules/core/game';
import { TEACH_SLOTS, type TeachSlotProps } from '../../games/teach-slots';
import { useAppStore } from '../store';
import { LoadingPanel, lazyOverlay } from '../lazy-view';
import { inTeach, useLearnGame } from './choice';

const TeachSceneLazy = lazy(() => import('./TeachSceneHost').then((m) => ({ default: m.TeachSceneHost })));
const TeachPanelLazy = lazy(() => import('../../ui/teach').then((m) => ({ default: m.TeachPanel })));

// A game's own table suspends while its slots load, so the stage settles only once it is drawn.
const slotScenes = new Map<GameId, LazyExoticComponent<ComponentType<TeachSlotProps>>>();
function slotScene(game: GameId) {
  let s = slotScenes.get(game);
  const load = TEACH_SLOTS[game];
  if (!s && load) slotScenes.set(game, (s = lazy(() => load().then((slots) => ({ default: slots.Scene })))));
  return s ?? null;
}

function Scene() {
  const debug = useAppStore((s) => s.debug);
  const choice = useLearnGame((c) => c);
  const SlotScene = inTeach(choice) ? null : slotScene(choice.game);
  return SlotScene ? <SlotScene debug={debug} /> : <TeachSceneLazy />;
}

function Panel() {
  const debug = useAppStore((s) => s.debug);
  return (
    <Suspense fallback={<LoadingPanel mode="learn" />}>
      <TeachPanelLazy debug={debug} />
    </Suspense>
  );
}

const Overlay = lazyOverlay(() => import('../../ui/teach').then((m) => m.TeachOverlay));

export const learnModeView = { Scene: lazy(() => Promise.resolve({ default: Scene })), Panel, Overlay };
