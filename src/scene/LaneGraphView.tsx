import { useMemo } from 'react';
import type { LaneGraph } from '../track/lane-graph-types';
import { trackInstances } from './lane-graph-instances';
import { InstancedMarks } from './InstancedMarks';

/** Draws the spaces of a lane graph and their printed marks (two instanced meshes). */
export function LaneGraphView({ graph, laneWidth }: { graph: LaneGraph; laneWidth: number }) {
  const { tiles, marks } = useMemo(() => trackInstances(graph, laneWidth), [graph, laneWidth]);
  return (
    <group>
      <InstancedMarks items={tiles} y={0.01} height={0.02} />
      <InstancedMarks items={marks} y={0.022} height={0.006} />
    </group>
  );
}
