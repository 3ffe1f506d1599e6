import { Suspense, useMemo } from 'react';
import { Grid, OrbitControls } from '@react-three/drei';
import { useControls } from 'leva';
import { buildLaneGraph, catalogFor, type Layout } from '../track';
import { Table } from './Table';
import { LaneGraphView } from './LaneGraphView';
import { Car } from './Car';
import { boundsCentre, graphBounds } from './bounds';
import { FramedCamera } from './FramedCamera';

const CAR_COLORS = ['#d62b2b', '#e8c21c', '#2b6fd6', '#2fa84f'];

/** A layout on the table with the cars on the start grid (the default view of every mode). */
export function TableScene({ layout }: { layout: Layout }) {
  const view = useControls('View', { grid: false, cars: true });
  const graph = useMemo(() => buildLaneGraph(layout), [layout]);
  const laneWidth = catalogFor(layout.game).laneWidth;
  const bounds = useMemo(() => graphBounds(graph, 1.5), [graph]);
  const [cx, cz] = boundsCentre(bounds);
  const width = bounds.maxX - bounds.minX;
  const depth = bounds.maxZ - bounds.minZ;
  return (
    <>
      <FramedCamera bounds={bounds} />
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
      <OrbitControls makeDefault target={[cx, 0, cz]} maxPolarAngle={Math.PI / 2.1} minDistance={3} maxDistance={120} />
    </>
  );
}
