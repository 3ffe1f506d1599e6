import { Canvas } from '@react-three/fiber';

/**
 * `?bench=empty`: a window-filling react-three-fiber canvas with nothing in
 * it, the yardstick the frame-time benchmark (tests/bench/frames.bench.ts)
 * measures every mode against in the same run.
 */
export function EmptyCanvas() {
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <Canvas aria-label="Empty 3D canvas (benchmark)">
        <color attach="background" args={['#1b2228']} />
      </Canvas>
    </div>
  );
}
