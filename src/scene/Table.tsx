import { useEffect, useMemo } from 'react';
import { surfaceTexture } from './look/textures';
import { SkyLight } from './look/SkyLight';
import type { Quality } from './look/quality';

export interface TableProps {
  readonly width?: number;
  readonly depth?: number;
  /** What the pieces lie on: a green baize inlay in a wooden table, or the bare wood. */
  readonly top?: 'felt' | 'wood';
  readonly quality?: Quality;
}

/** Table units covered by one repeat of the wood and felt textures. */
const WOOD_REPEAT = 8;
const FELT_REPEAT = 3;

/**
 * The table top the pieces lie on: an oak board with a felt inlay, both
 * textured from code (src/scene/look), and the sky that lights the room.
 */
export function Table({ width = 26, depth = 18, top = 'felt', quality = 'high' }: TableProps) {
  const wood = useMemo(() => {
    const t = surfaceTexture('wood').clone();
    t.repeat.set((width + 3) / WOOD_REPEAT, (depth + 3) / WOOD_REPEAT);
    t.needsUpdate = true;
    return t;
  }, [width, depth]);
  const felt = useMemo(() => {
    const t = surfaceTexture('felt').clone();
    t.repeat.set(width / FELT_REPEAT, depth / FELT_REPEAT);
    t.needsUpdate = true;
    return t;
  }, [width, depth]);
  useEffect(() => () => wood.dispose(), [wood]);
  useEffect(() => () => felt.dispose(), [felt]);
  return (
    <group>
      <SkyLight quality={quality} />
      <mesh position={[0, -0.26, 0]} receiveShadow>
        <boxGeometry args={[width + 3, 0.5, depth + 3]} />
        <meshStandardMaterial map={wood} roughness={0.62} />
      </mesh>
      {top === 'felt' && (
        <mesh position={[0, -0.005, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
          <planeGeometry args={[width, depth]} />
          <meshStandardMaterial map={felt} roughness={1} />
        </mesh>
      )}
    </group>
  );
}
