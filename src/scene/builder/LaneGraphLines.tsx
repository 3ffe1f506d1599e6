import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, Color } from 'three';
import type { LaneGraph } from '../../track';

const KIND_COLOURS = { forward: '#e8f0ff', switch: '#ffd21c', diagonal: '#3fd0e0', 'pit-entry': '#ff8a3d', 'pit-exit': '#ff8a3d' } as const;

/** The lane graph's edges as line segments (one draw call): what the rules see of the layout. */
export function LaneGraphLines({ graph }: { graph: LaneGraph }) {
  const geometry = useMemo(() => {
    const pos: number[] = [];
    const col: number[] = [];
    const c = new Color();
    for (const edges of graph.out) {
      for (const e of edges) {
        const a = graph.spaces[e.from]!;
        const b = graph.spaces[e.to]!;
        c.set(KIND_COLOURS[e.kind]);
        pos.push(a.x, 0.06, a.z, b.x, 0.06, b.z);
        col.push(c.r * 0.6, c.g * 0.6, c.b * 0.6, c.r, c.g, c.b);
      }
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(pos), 3));
    g.setAttribute('color', new BufferAttribute(new Float32Array(col), 3));
    return g;
  }, [graph]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <lineSegments geometry={geometry} renderOrder={3}>
      <lineBasicMaterial vertexColors depthTest={false} transparent />
    </lineSegments>
  );
}
