import { useEffect, useMemo } from 'react';
import { surfaceTexture } from './look/textures';
import { SkyLight } from './look/SkyLight';
import { lookOf, type Quality } from './look/quality';
import { LookMaterial } from './look/LookMaterial';
import { useQuality } from './quality';

export interface TableProps {
  readonly width?: number;
  readonly depth?: number;
  /** What the pieces lie on: a green baize inlay in a wooden table, or the bare wood. */
  readonly top?: 'felt' | 'wood';
  /** The look's quality level; the Stage's level (useQuality) by default. */
  readonly quality?: Quality;
}

/** Table units covered by one repeat of the wood and felt textures. */
const WOOD_REPEAT = 8;
const FELT_REPEAT = 3;
/** The wood's and felt's colours where a level draws them untextured. */
const WOOD_COLOR = '#8a5a32';
const FELT_COLOR = '#2f6b3f';

/**
 * The table top the pieces lie on: an oak board with a felt inlay, both
 * textured from code (src/scene/look), and the sky that lights the room.
 */
export function Table({ width = 26, depth = 18, top = 'felt', quality }: TableProps) {
  const stage = useQuality().level;
  const level = quality ?? stage;
  const look = lookOf(level);
  const wood = useMemo(() => {
    const t = surfaceTexture('wood', look.filtering).clone();
    t.repeat.set((width + 3) / WOOD_REPEAT, (depth + 3) / WOOD_REPEAT);
    t.needsUpdate = true;
    return t;
  }, [width, depth, look.filtering]);
  const felt = useMemo(() => {
    const t = surfaceTexture('felt', look.filtering).clone();
    t.repeat.set(width / FELT_REPEAT, depth / FELT_REPEAT);
    t.needsUpdate = true;
    return t;
  }, [width, depth, look.filtering]);
  useEffect(() => () => wood.dispose(), [wood]);
  useEffect(() => () => felt.dispose(), [felt]);
  return (
    <group>
      <SkyLight quality={level} />
      <mesh position={[0, -0.26, 0]} receiveShadow>
        <boxGeometry args={[width + 3, 0.5, depth + 3]} />
        <LookMaterial shading={look.flatShading} map={look.textures ? wood : null} color={look.textures ? '#ffffff' : WOOD_COLOR} roughness={0.62} />
      </mesh>
      {top === 'felt' && (
        <mesh position={[0, -0.005, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
          <planeGeometry args={[width, depth]} />
          <LookMaterial shading={look.flatShading} map={look.textures ? felt : null} color={look.textures ? '#ffffff' : FELT_COLOR} roughness={1} />
        </mesh>
      )}
    </group>
  );
}
