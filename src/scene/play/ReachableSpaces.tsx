import { useLayoutEffect, useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { InstancedMesh, Object3D } from 'three';
import type { LaneGraph, SpaceId } from '../../track';

const dummy = new Object3D();

/** Spaces the player may drive to, glowing; a click picks one (one instanced mesh). */
export function ReachableSpaces({ graph, spaces, laneWidth, onPick, color = '#5ef0a0' }: { graph: LaneGraph; spaces: readonly SpaceId[]; laneWidth: number; onPick?: ((space: SpaceId) => void) | undefined; color?: string }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    spaces.forEach((id, i) => {
      const s = graph.spaces[id]!;
      dummy.position.set(s.x, 0.04, s.z);
      dummy.rotation.set(0, s.heading, 0);
      dummy.scale.set(laneWidth * 0.8, 0.03, laneWidth * 0.8);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
    });
    mesh.count = spaces.length;
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [graph, spaces, laneWidth]);
  useFrame(({ clock }) => {
    const m = ref.current?.material;
    if (m && 'opacity' in m) m.opacity = 0.55 + 0.25 * Math.sin(clock.elapsedTime * 4);
  });
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.instanceId === undefined || !onPick) return;
    e.stopPropagation();
    onPick(spaces[e.instanceId]!);
  };
  return (
    <instancedMesh key={spaces.length} ref={ref} args={[undefined, undefined, spaces.length]} onClick={click}>
      <boxGeometry args={[1, 1, 1]} />
      <meshBasicMaterial color={color} transparent opacity={0.7} depthWrite={false} />
    </instancedMesh>
  );
}
