import type { ReactNode } from 'react';
import { Canvas } from '@react-three/fiber';
import { RendererStats } from './RendererStats';

export const BACKGROUND = '#1b2228';
/** The name of the shadow-casting light; a mode fits it to its layout (scene/race ShadowFit). */
export const KEY_LIGHT = 'key-light';
/** Where the key light sits relative to what it lights. */
export const KEY_LIGHT_OFFSET: [number, number, number] = [8, 16, 6];

/**
 * The canvas every mode draws into: background, lights and (with `?debug`)
 * renderer statistics. Each mode brings its own scene contents and camera
 * controls as children; the key light's shadow covers ±5 units around the
 * origin until a mode fits it to its layout. `low` (`?render=low`) draws
 * without shadows or antialiasing at half the pixel ratio, for slow machines.
 */
export function Stage({ debug = false, low = false, children }: { debug?: boolean; low?: boolean; children: ReactNode }) {
  return (
    <Canvas
      shadows={!low}
      dpr={low ? 0.5 : [1, 2]}
      camera={{ position: [0, 20, 20], fov: 40 }}
      // Tests read the canvas back; only keep the buffer when asked to.
      gl={{ preserveDrawingBuffer: debug, antialias: !low }}
      aria-label="3D view of the table"
    >
      <color attach="background" args={[BACKGROUND]} />
      <hemisphereLight args={['#dfe9f3', '#3a2a1c', 0.8]} />
      <directionalLight name={KEY_LIGHT} position={KEY_LIGHT_OFFSET} intensity={1.6} castShadow shadow-mapSize={[2048, 2048]} shadow-bias={-0.0004} shadow-normalBias={0.02} />
      {children}
      {debug && <RendererStats />}
    </Canvas>
  );
}
