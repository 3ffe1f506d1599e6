import { useLayoutEffect, useMemo, useRef } from 'react';
import { InstancedMesh, Object3D } from 'three';
import type { ReachMark } from './view-types';
import type { LaneGraph } from '../../../../track';
import { ReachLabel } from './ReachLabel';
import { labelHeights, labelsByEnd } from './reach-labels';

const dummy = new Object3D();

/** Reachable end spaces glowing, each with its cost and consequence floating over it; the paths as dots and leader lines. */
export function ReachHighlights({ graph, reach, onPick }: { graph: LaneGraph; reach: readonly ReachMark[]; onPick: (i: number) => void }) {
  const tiles = useRef<InstancedMesh>(null);
  const dots = useRef<InstancedMesh>(null);
  const labels = useMemo(() => labelsByEnd(reach), [reach]);
  const heights = useMemo(() => labelHeights(graph, labels.map((l) => l.end)), [graph, labels]);
  const dotCount = reach.reduce((n, r) => n + r.option.path.length, 0) + labels.length;
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
      // A thin leader from each end space up to its label (same mesh: stretched dots).
      labels.forEach((l, i) => {
        const s = graph.spaces[l.end]!;
        const top = heights[i]!;
        dummy.position.set(s.x, top / 2, s.z);
        dummy.rotation.set(0, 0, 0);
        dummy.scale.set(0.025, top / 2, 0.025);
        dummy.updateMatrix();
        d.setMatrixAt(k++, dummy.matrix);
      });
      d.count = k;
      d.instanceMatrix.needsUpdate = true;
      d.computeBoundingSphere();
    }
  }, [graph, reach, labels, heights]);
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
      {labels.map((l, i) => {
        const s = graph.spaces[l.end]!;
        return <ReachLabel key={`${l.end}`} x={s.x} z={s.z} height={heights[i]!} text={l.text} />;
      })}
    </group>
  );
}
