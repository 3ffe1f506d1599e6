import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';

/**
 * A baked contact shadow, a cheap stand-in for ambient occlusion: a soft dark
 * band around the pieces (one mesh), just above the table. (The cars' blots
 * are part of look/Fleet.)
 */
export function PieceShadow({ positions, alpha, y = 0.001 }: { positions: Float32Array; alpha: Float32Array; y?: number }) {
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(positions, 3));
    const rgba = new Float32Array(alpha.length * 4);
    alpha.forEach((a, i) => (rgba[i * 4 + 3] = a));
    g.setAttribute('color', new BufferAttribute(rgba, 4));
    g.computeBoundingSphere();
    return g;
  }, [positions, alpha]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  if (positions.length === 0) return null;
  return (
    <mesh geometry={geometry} position={[0, y, 0]} renderOrder={-1}>
      <meshBasicMaterial vertexColors transparent depthWrite={false} toneMapped={false} side={2} />
    </mesh>
  );
}
