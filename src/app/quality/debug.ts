/** With `?debug`, publishes the quality choice and the level drawn now on `window.__chicane.quality`, for browser tests. */
import type { QualityChoice, QualityLevel } from '../../scene/quality/levels';
import { useQualityStore } from './store';

export interface QualityDebug {
  choice: QualityChoice;
  level: QualityLevel;
  autoLevel: QualityLevel;
}

export function publishQuality(): () => void {
  const w = window as unknown as { __chicane?: Record<string, unknown> };
  const root = (w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } });
  const write = () => {
    const { choice, level, autoLevel } = useQualityStore.getState();
    root.quality = { choice, level, autoLevel } satisfies QualityDebug;
  };
  write();
  const stop = useQualityStore.subscribe(write);
  return () => {
    stop();
    delete root.quality;
  };
}
