import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Stage } from '../../scene/Stage';
import { useAppStore } from '../store';
import { useQualityStore } from './store';
import { publishQuality } from './debug';

/**
 * The shared stage with the person's quality choice: reads the app store
 * (`?debug`, `?render=low`) and the quality store, and tells the store the
 * level the stage draws at. `?render=low` keeps the lowest level whatever
 * was chosen, and is not saved.
 */
export function QualityStage({ children }: { children: ReactNode }) {
  const debug = useAppStore((s) => s.debug);
  const low = useAppStore((s) => s.quality) === 'low';
  // Build keeps still most of the time: it draws only when something changes, so it leaves the processor to the
  // rating's workers (`?draw=always` draws every frame, for the frame-time benchmark).
  const frameloop = useAppStore((s) => (s.mode === 'build' && s.draw !== 'always' ? 'demand' : 'always'));
  const choice = useQualityStore((s) => s.choice);
  const start = useQualityStore((s) => s.autoLevel);
  const drawnAt = useQualityStore((s) => s.drawnAt);
  const smooth = useQualityStore((s) => s.smooth);
  const provedSmooth = useQualityStore((s) => s.provedSmooth);
  // Auto's start is read when the choice is made: a step Auto takes is remembered for the next visit, not fed back as a new start.
  const [begun, setBegun] = useState({ choice, start });
  if (begun.choice !== choice) setBegun({ choice, start });
  const autoStart = begun.choice === choice ? begun.start : start;
  // Under ?render=low the level is told (for the probe) but not remembered.
  const onLevel = useCallback((level: Parameters<typeof drawnAt>[0]) => drawnAt(level, !low), [drawnAt, low]);
  useEffect(() => (debug ? publishQuality() : undefined), [debug]);
  return (
    // Under Auto the canvas has antialiasing only once this machine has shown it draws High fast (scene/quality/smooth.ts): made with it, a slow machine pays for it at every level.
    <Stage debug={debug} low={low} frameloop={frameloop} quality={{ choice, start: autoStart, onLevel, ...(choice === 'auto' ? { antialias: smooth && !low, onSmooth: provedSmooth } : {}) }}>
      {children}
    </Stage>
  );
}
