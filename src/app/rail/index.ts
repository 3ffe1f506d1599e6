/** The rail-map editor (Build mode for Bahn Frei): its store, commands, files and share links. */
import { useAppStore } from '../store';
import { useGameChoice } from '../play/choice';
import { hasSharedRailMap } from './choice';
import { openSharedRailMap } from './files';
import { railEditor } from './store';

export * from './store';
export * from './commands';
export { exportRailMap, importRailFile, importRailText, railShareUrl, openSharedRailMap, railFileName } from './files';
export { useBuildBoard, hasSharedRailMap } from './choice';

/** "Race this map": Race mode with Bahn Frei chosen; its set-up plays on the map in the editor. */
export function raceThisMap(): void {
  useGameChoice.getState().choose('bahn-frei');
  useAppStore.getState().setMode('race');
}

if (typeof window !== 'undefined') {
  if (hasSharedRailMap(window.location.hash)) void openSharedRailMap(railEditor, window.location.hash);
  window.addEventListener('hashchange', () => {
    if (hasSharedRailMap(window.location.hash)) void openSharedRailMap(railEditor, window.location.hash);
  });
}
