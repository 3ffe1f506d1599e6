import { Suspense, useMemo } from 'react';
import { Canvas } from '@react-three/fiber';
import { Grid, OrbitControls } from '@react-three/drei';
import { useControls } from 'leva';
import { buildLaneGraph, catalogFor, type Layout } from '../track';
import { Table } from './Table';
import { LaneGraphView } from './LaneGraphView';
import { Car } from './Car';
import { RendererStats } from './RendererStats';
import { boundsCentre, graphBounds } from './bounds';

export const BACKGROUND = '#1b2228';

const CAR_COLORS = ['#d62b2b', '#e8c21c', '#2b6fd6', '#2fa84f'];

/** The 3D table: lights, camera controls, the layout's spaces and the cars on the grid. */
export function TableScene({ layout, debug = false }: { layout: Layout; debug?: boolean }) {
  const view = useControls('View', { grid: false, cars: true });
  const graph = useMemo(() => buildLaneGraph(layout), [layout]);
  const laneWidth = catalogFor(layout.game).laneWidth;
  const bounds = useMemo(() => graphBounds(graph, 3), [graph]);
  const [cx, cz] = boundsCentre(bounds);
  const width = bounds.maxX - bounds.minX;
  const depth = bounds.maxZ - bounds.minZ;
  const distance = Math.max(width, depth) * 0.95 + 4;
  return (
    <Canvas
      shadows
      dpr={[1, 2]}
      camera={{ position: [cx, distance * 0.75, cz + distance * 0.8], fov: 40 }}
      // Tests read the canvas back; only keep the buffer when asked to.
      gl={{ preserveDrawingBuffer: debug, antialias: true }}
      aria-label="3D view of the table"
    >
      <color attach="background" args={[BACKGROUND]} />
      <hemisphereLight args={['#dfe9f3', '#3a2a1c', 0.8]} />
      <directionalLight position={[cx + 6, 14, cz + 4]} intensity={1.6} castShadow shadow-mapSize={[1024, 1024]} />
      <group position={[cx, 0, cz]}>
        <Table width={width + 2} depth={depth + 2} />
      </group>
      <LaneGraphView graph={graph} laneWidth={laneWidth} />
      {view.grid && <Grid args={[width, depth]} position={[cx, 0.001, cz]} cellColor="#4c6b5a" sectionColor="#6f9a82" />}
      {view.cars && (
        <Suspense fallback={null}>
          {graph.grid.slice(0, CAR_COLORS.length).map((id, i) => {
            const s = graph.spaces[id]!;
            return <Car key={id} color={CAR_COLORS[i]!} heading={s.heading} position={[s.x, 0.02, s.z]} />;
          })}
        </Suspense>
      )}
      <OrbitControls makeDefault target={[cx, 0, cz]} maxPolarAngle={Math.PI / 2.1} minDistance={3} maxDistance={80} />
      {debug && <RendererStats />}
    </Canvas>
  );
}
