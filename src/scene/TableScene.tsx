import { Suspense } from 'react';
import { Canvas } from '@react-three/fiber';
import { Grid, OrbitControls } from '@react-three/drei';
import { useControls } from 'leva';
import { Table } from './Table';
import { PlaceholderTrack, PLACEHOLDER_OVAL, LANE_WIDTH } from './PlaceholderTrack';
import { Car } from './Car';
import { RendererStats } from './RendererStats';

export const BACKGROUND = '#1b2228';

const CAR_COLORS = ['#d62b2b', '#e8c21c', '#2b6fd6', '#2fa84f'];

/** The 3D table: lights, camera controls, the track and the cars. */
export function TableScene({ debug = false }: { debug?: boolean }) {
  const view = useControls('View', { grid: false, cars: true });
  const z = PLACEHOLDER_OVAL.radius;
  return (
    <Canvas
      shadows
      dpr={[1, 2]}
      camera={{ position: [0, 11, 12], fov: 40 }}
      // Tests read the canvas back; only keep the buffer when asked to.
      gl={{ preserveDrawingBuffer: debug, antialias: true }}
      aria-label="3D view of the table"
    >
      <color attach="background" args={[BACKGROUND]} />
      <hemisphereLight args={['#dfe9f3', '#3a2a1c', 0.8]} />
      <directionalLight position={[6, 12, 4]} intensity={1.6} castShadow shadow-mapSize={[1024, 1024]} />
      <Table />
      <PlaceholderTrack />
      {view.grid && <Grid args={[26, 18]} position={[0, 0.001, 0]} cellColor="#4c6b5a" sectionColor="#6f9a82" />}
      {view.cars && (
        <Suspense fallback={null}>
          {CAR_COLORS.map((color, i) => (
            <Car
              key={color}
              color={color}
              heading={0}
              position={[-1.2 - Math.floor(i / 2) * 1.1, 0, z + (i % 2 === 0 ? -LANE_WIDTH / 2 : LANE_WIDTH / 2)]}
            />
          ))}
        </Suspense>
      )}
      <OrbitControls makeDefault maxPolarAngle={Math.PI / 2.1} minDistance={3} maxDistance={40} />
      {debug && <RendererStats />}
    </Canvas>
  );
}
