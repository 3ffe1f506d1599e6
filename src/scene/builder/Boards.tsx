import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import { PRINT } from './piece-drawing';

export interface BoardsProps {
  readonly positions: Float32Array;
  readonly owner: Int32Array;
  readonly color?: string;
  readonly opacity?: number;
  readonly y?: number;
  /** Called with the layout index of the piece under the pointer. */
  readonly onPick?: (piece: number) => void;
}

/** The cardboard of every tile, merged into one geometry: one draw call for the whole layout. */
export function Boards({ positions, owner, color = PRINT.board, opacity = 1, y = 0.004, onPick }: BoardsProps) {
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(positions, 3));
    g.computeVertexNormals();
    g.computeBoundingSphere();
    return g;
  }, [positions]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  if (positions.length === 0) return null;
  const click = onPick
    ? (e: ThreeEvent<MouseEvent>) => {
        if (e.faceIndex === undefined || e.faceIndex === null) return;
        e.stopPropagation();
        const piece = owner[e.faceIndex];
        if (piece !== undefined) onPick(piece);
      }
    : undefined;
  return (
    <mesh geometry={geometry} position={[0, y, 0]} receiveShadow onClick={click}>
      <meshStandardMaterial color={color} roughness={0.9} transparent={opacity < 1} opacity={opacity} depthWrite={opacity >= 1} side={2} />
    </mesh>
  );
}
