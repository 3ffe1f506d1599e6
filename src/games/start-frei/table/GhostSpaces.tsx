import { useLayoutEffect, useMemo, useRef } from 'react';
import { InstancedMesh, Object3D } from 'three';
import type { LaneGraph } from '../../../track';
import { trackInstances } from '../../../scene/lane-graph-instances';

const dummy = new Object3D();

/** Pieces of the plan not laid yet: faint outlines of their spaces (one instanced mesh, no shadows). */
export function GhostSpaces({ graph, laneWidth }: { graph: LaneGraph; laneWidth: number }) {
  const ref = useRef<InstancedMesh>(null);
  const tiles = useMemo(() => trackInstances(graph, laneWidth).tiles, [graph, laneWidth]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    tiles.forEach((t, i) => {
      dummy.position.set(t.x, 0.006, t.z);
      dummy.rotation.set(0, t.heading, 0);
      dummy.scale.set(t.length, 0.004, t.width);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
    });
    mesh.count = tiles.length;
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [tiles]);
  if (tiles.length === 0) return null;
  return (
    <instancedMesh key={tiles.length} ref={ref} args={[undefined, undefined, tiles.length]}>
      <boxGeometry args={[1, 1, 1]} />
      <meshBasicMaterial color="#dfe9f3" transparent opacity={0.12} depthWrite={false} />
    </instancedMesh>
  );
}
