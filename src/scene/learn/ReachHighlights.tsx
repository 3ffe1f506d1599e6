import { useLayoutEffect, useRef } from 'react';
import { Text } from '@react-three/drei';
import { InstancedMesh, Object3D } from 'three';
import type { Reach } from '../../app/learn';
import type { LaneGraph } from '../../track';
import { FONT_URL } from '../assets';

const dummy = new Object3D();

/** Reachable end spaces glowing, each with its cost and consequence written on it; the paths as dots. */
export function ReachHighlights({ graph, reach, onPick }: { graph: LaneGraph; reach: readonly Reach[]; onPick: (i: number) => void }) {
  const tiles = useRef<InstancedMesh>(null);
  const dots = useRef<InstancedMesh>(null);
  const dotCount = reach.reduce((n, r) => n + r.option.path.length, 0);
  useLayoutEffect(() => {
    const m = tiles.current;
    if (m) {
      reach.forEach((r, i) => {
        const s = graph.spaces[r.end]!;
        dummy.position.set(s.x, 0.035, s.z);
        dummy.rotation.set(0, s.heading, 0);
        dummy.scale.set(0.9, 0.02, 0.85);
        dummy.updateMatrix();
        m.setMatrixAt(i, dummy.matrix);
      });
      m.count = reach.length;
      m.instanceMatrix.needsUpdate = true;
      m.computeBoundingSphere();
    }
    const d = dots.current;
    if (d) {
      let k = 0;
      for (const r of reach) {
        for (const id of r.option.path) {
          const s = graph.spaces[id]!;
          dummy.position.set(s.x, 0.05, s.z);
          dummy.rotation.set(0, 0, 0);
          dummy.scale.set(0.12, 0.12, 0.12);
          dummy.updateMatrix();
          d.setMatrixAt(k++, dummy.matrix);
        }
      }
      d.count = k;
      d.instanceMatrix.needsUpdate = true;
      d.computeBoundingSphere();
    }
  }, [graph, reach]);
  if (reach.length === 0) return null;
  return (
    <group>
      <instancedMesh key={`t${reach.length}`} ref={tiles} args={[undefined, undefined, reach.length]} onClick={(e) => e.instanceId !== undefined && (e.stopPropagation(), onPick(e.instanceId))}>
        <boxGeometry args={[1, 1, 1]} />
        <meshBasicMaterial color="#5ef0a0" transparent opacity={0.6} depthWrite={false} />
      </instancedMesh>
      <instancedMesh key={`d${dotCount}`} ref={dots} args={[undefined, undefined, Math.max(1, dotCount)]}>
        <sphereGeometry args={[1, 8, 6]} />
        <meshBasicMaterial color="#bff7d8" />
      </instancedMesh>
      {reach.map((r, i) => {
        const s = graph.spaces[r.end]!;
        return (
          <Text key={i} font={FONT_URL} position={[s.x, 1.1, s.z]} fontSize={0.55} color="#ffffff" outlineWidth={0.03} outlineColor="#10301f" anchorX="center" anchorY="bottom">
            {r.label}
          </Text>
        );
      })}
    </group>
  );
}
