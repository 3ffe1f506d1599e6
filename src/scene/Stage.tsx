import type { ReactNode } from 'react';
import { Canvas } from '@react-three/fiber';
import { RendererStats } from './RendererStats';

export const BACKGROUND = '#1b2228';

/**
 * The canvas every mode draws into: background, lights and (with `?debug`)
 * renderer statistics. Each mode brings its own scene contents and camera
 * controls as children.
 */
export function Stage({ debug = false, children }: { debug?: boolean; children: ReactNode }) {
  return (
    <Canvas
      shadows
      dpr={[1, 2]}
      camera={{ position: [0, 20, 20], fov: 40 }}
      // Tests read the canvas back; only keep the buffer when asked to.
      gl={{ preserveDrawingBuffer: debug, antialias: true }}
      aria-label="3D view of the table"
    >
      <color attach="background" args={[BACKGROUND]} />
      <hemisphereLight args={['#dfe9f3', '#3a2a1c', 0.8]} />
      <directionalLight position={[8, 16, 6]} intensity={1.6} castShadow shadow-mapSize={[1024, 1024]} />
      {children}
      {debug && <RendererStats />}
    </Canvas>
  );
}
