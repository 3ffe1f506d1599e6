import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Canvas, useThree } from '@react-three/fiber';
import { RendererStats } from './RendererStats';
import { HEMISPHERE, KEY } from './look/lights';
import { AdaptiveQuality, QualityProvider, ShadowSwitch, pixelRatioFor, settingsOf, type QualityChoice, type QualityLevel } from './quality';

export const BACKGROUND = '#1b2228';
/** The name of the shadow-casting light; a mode fits it to its layout (src/scene/play/ShadowFit.tsx). */
export const KEY_LIGHT = 'key-light';
/** Where the key light sits relative to what it lights. */
export const KEY_LIGHT_OFFSET: [number, number, number] = KEY.offset;

export interface StageQuality {
  /** What the person chose; Auto steps between the levels as frames come slow or fast. */
  readonly choice: QualityChoice;
  /** Where Auto starts (where it settled last time). */
  readonly start: QualityLevel;
  /** Told every level the stage draws at (Auto's steps included). */
  readonly onLevel?: (level: QualityLevel) => void;
  /** Antialiasing for the canvas (made again when it changes); the start level's by default. */
  readonly antialias?: boolean;
  /** Under Auto on a canvas without antialiasing: told once after a run of fast frames at High (scene/quality/smooth.ts). */
  readonly onSmooth?: () => void;
}

/**
 * How the canvas draws: `always` every frame, `demand` only when something
 * asks for a frame (R3F's `invalidate()`): an edit, the camera moving, a
 * quality step, a resize, an animation that keeps asking while it runs.
 */
export type StageFrameloop = 'always' | 'demand';

/** Asks for a frame whenever the quality level or the canvas size changes (a demand canvas would keep the old picture). */
function DrawOnChange({ level }: { level: QualityLevel }) {
  const invalidate = useThree((s) => s.invalidate);
  const size = useThree((s) => s.size);
  const dpr = useThree((s) => s.viewport.dpr);
  useEffect(() => invalidate(), [invalidate, level, size, dpr]);
  return null;
}

/**
 * The canvas every mode draws into: background, lights and (with `?debug`)
 * renderer statistics. Each mode brings its own scene contents and camera
 * controls as children; the key light's shadow covers ±5 units around the
 * origin until a mode fits it to its layout. The quality level (see
 * scene/quality) sets the pixel ratio, shadows and antialiasing; children
 * read it with `useQuality()`. `low` (`?render=low`) keeps the lowest level
 * whatever was chosen, for slow machines and tests. `frameloop` (`always`
 * by default) is `demand` where the scene keeps still most of the time
 * (Build): it then draws only when asked.
 */
export function Stage({ debug = false, low = false, quality, frameloop = 'always', children }: { debug?: boolean; low?: boolean; quality?: StageQuality; frameloop?: StageFrameloop; children: ReactNode }) {
  const choice: QualityChoice = low ? 'low' : (quality?.choice ?? 'high');
  const start: QualityLevel = choice === 'auto' ? (quality?.start ?? 'high') : choice;
  const [auto, setAuto] = useState<{ start: QualityLevel; level: QualityLevel }>({ start, level: start });
  // A new start (the choice changed to Auto, or came from storage) resets Auto's level.
  const autoLevel = auto.start === start ? auto.level : start;
  const level = choice === 'auto' ? autoLevel : choice;
  const onLevel = quality?.onLevel;
  const stepped = useCallback((next: QualityLevel) => setAuto({ start, level: next }), [start]);
  const settings = settingsOf(level);
  // Antialiasing is fixed when the canvas is made: the start level's, so Auto's steps never remake it.
  const antialias = quality?.antialias ?? settingsOf(start).antialias;
  const view = useMemo(() => ({ ...settings, antialias, choice }), [settings, antialias, choice]);
  useEffect(() => {
    onLevel?.(level);
  }, [level, onLevel]);
  return (
    <Canvas
      key={antialias ? 'antialias' : 'plain'}
      frameloop={frameloop}
      shadows={settings.shadows}
      dpr={pixelRatioFor(level, typeof window === 'undefined' ? 1 : window.devicePixelRatio)}
      camera={{ position: [0, 20, 20], fov: 40 }}
      // Tests read the canvas back; only keep the buffer when asked to.
      gl={{ preserveDrawingBuffer: debug, antialias }}
      aria-label="3D view of the table"
    >
      <QualityProvider value={view}>
        <color attach="background" args={[BACKGROUND]} />
        <hemisphereLight args={[HEMISPHERE.sky, HEMISPHERE.ground, HEMISPHERE.intensity]} />
        <directionalLight
          name={KEY_LIGHT}
          position={KEY_LIGHT_OFFSET}
          color={KEY.color}
          intensity={KEY.intensity}
          castShadow={settings.shadows}
          shadow-mapSize={[settings.shadowMapSize || 512, settings.shadowMapSize || 512]}
          shadow-bias={-0.0004}
          shadow-normalBias={0.02}
        />
        <ShadowSwitch shadows={settings.shadows} mapSize={settings.shadowMapSize} light={KEY_LIGHT} />
        {choice === 'auto' && <AdaptiveQuality key={start} start={autoLevel} onLevel={stepped} onSmooth={antialias ? undefined : quality?.onSmooth} />}
        {frameloop === 'demand' && <DrawOnChange level={level} />}
        {children}
        {debug && <RendererStats />}
      </QualityProvider>
    </Canvas>
  );
}
