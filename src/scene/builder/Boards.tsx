import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import { PRINT } from './piece-drawing';
import { surfaceTexture, type SurfaceName } from '../look/textures';
import { PieceShadow } from '../look/ContactShadows';
import { LookMaterial, useLook } from '../look/LookMaterial';

export interface BoardsProps {
  readonly positions: Float32Array;
  readonly owner: Int32Array;
  /** Texture coordinates (2 per vertex) for `surface`. */
  readonly uvs?: Float32Array;
  /** The printed surface (asphalt, cardboard, board print); without it the boards are one flat colour. */
  readonly surface?: SurfaceName;
  /** The contact shadow around the boards (drawPieces' skirt), drawn on the table beneath them. */
  readonly skirt?: { readonly positions: Float32Array; readonly alpha: Float32Array };
  readonly color?: string;
  readonly opacity?: number;
  readonly y?: number;
  /** Called with the layout index of the piece under the pointer. */
  readonly onPick?: (piece: number) => void;
}

/** The board of every tile, merged into one geometry: one draw call for the whole layout. */
export function Boards({ positions, owner, uvs, surface, skirt, color, opacity = 1, y = 0.004, onPick }: BoardsProps) {
  const textured = surface !== undefined && uvs !== undefined && uvs.length * 3 === positions.length * 2;
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(positions, 3));
    if (textured) g.setAttribute('uv', new BufferAttribute(uvs, 2));
    g.computeVertexNormals();
    g.computeBoundingSphere();
    return g;
  }, [positions, uvs, textured]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const look = useLook();
  const map = useMemo(() => (textured && look.textures ? surfaceTexture(surface, look.filtering) : null), [textured, look.textures, surface, look.filtering]);
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
    <>
      {skirt && look.contactShadows && <PieceShadow positions={skirt.positions} alpha={skirt.alpha} />}
      <mesh geometry={geometry} position={[0, y, 0]} receiveShadow onClick={click}>
        <LookMaterial
          key={map ? 'map' : 'plain'}
          flat
          map={map}
          color={color ?? (map ? '#ffffff' : PRINT.board)}
          roughness={surface === 'asphalt' ? 0.8 : 0.92}
          transparent={opacity < 1}
          opacity={opacity}
          depthWrite={opacity >= 1}
          side={2}
        />
      </mesh>
    </>
  );
}
