import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, Color } from 'three';
import { catalogFor, footprint, type Layout } from '../../track';

const LOW = new Color('#3fae5a');
const MID = new Color('#f2c230');
const HIGH = new Color('#e5372b');
const scratch = new Color();

/** Green (little trouble) through yellow to red (the most); the panel's legend shows the same ramp. */
export function heatColour(t: number, into: Color = scratch): Color {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? into.copy(LOW).lerp(MID, x * 2) : into.copy(MID).lerp(HIGH, (x - 0.5) * 2);
}

/** Every tinted piece's footprint as triangles in one geometry, with a colour per vertex: one draw call for the whole map. */
function heatGeometry(layout: Layout, heat: Readonly<Record<string, number>>): BufferGeometry | null {
  const catalog = catalogFor(layout.game);
  const pos: number[] = [];
  const col: number[] = [];
  for (const p of layout.pieces) {
    const h = heat[p.id];
    if (h === undefined || !(h > 0)) continue;
    const def = catalog.byId.get(p.type);
    if (!def) continue;
    const side = (p.side === 'B' ? def.sides.B : undefined) ?? def.sides.A;
    const c = heatColour(h);
    for (const q of footprint(p, def, side, catalog)) {
      // Each footprint is a convex quad: two triangles (0, 1, 2) and (0, 2, 3).
      for (const i of [0, 1, 2, 0, 2, 3]) {
        pos.push(q[2 * i]!, 0, q[2 * i + 1]!);
        col.push(c.r, c.g, c.b);
      }
    }
  }
  if (pos.length === 0) return null;
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(pos), 3));
  g.setAttribute('color', new BufferAttribute(new Float32Array(col), 3));
  g.computeBoundingSphere();
  return g;
}

/** Incidents per piece drawn over the tiles, from green to red (`heat` 0..1 by piece id). */
export function HeatMap({ layout, heat }: { layout: Layout; heat: Readonly<Record<string, number>> }) {
  const geometry = useMemo(() => heatGeometry(layout, heat), [layout, heat]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  if (!geometry) return null;
  return (
    <mesh name="heat-map" geometry={geometry} position={[0, 0.046, 0]} renderOrder={2}>
      <meshBasicMaterial vertexColors transparent opacity={0.55} depthWrite={false} side={2} />
    </mesh>
  );
}
