import { useEffect, useMemo } from 'react';
import { surfaceTexture } from './look/textures';
import { SkyLight } from './look/SkyLight';
import { lookOf, type Quality } from './look/quality';
import { LookMaterial } from './look/LookMaterial';
import { useQuality } from './quality';
import { tableRimGeometry } from './look/table-rim';

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
/** How far the wood reaches beyond the felt on each side, and the board's thickness. */
const BORDER = 1.5;
const THICKNESS = 0.5;
/** The wood's and felt's colours where a level draws them untextured. */
const WOOD_COLOR = '#8a5a32';
const FELT_COLOR = '#2f6b3f';

/**
 * The table top the pieces lie on: an oak board with a felt inlay, both
 * textured from code (src/scene/look), and the sky that lights the room.
 * With the felt, the wood is only the rim round it (look/table-rim): no
 * board is drawn under the felt, where it would cost a layer of pixels and
 * never show.
 */
export function Table({ width = 26, depth = 18, top = 'felt', quality }: TableProps) {
  const stage = useQuality().level;
  const level = quality ?? stage;
  const look = lookOf(level);
  const felted = top === 'felt';
  const wood = useMemo(() => {
    const t = surfaceTexture('wood', look.filtering).clone();
    // The rim's texture coordinates count repeats of the wood already; a whole board's run 0..1 a face.
    if (felted) t.repeat.set(1, 1);
    else t.repeat.set((width + 2 * BORDER) / WOOD_REPEAT, (depth + 2 * BORDER) / WOOD_REPEAT);
    t.needsUpdate = true;
    return t;
  }, [width, depth, felted, look.filtering]);
  const rim = useMemo(() => (felted ? tableRimGeometry({ width, depth, border: BORDER, thickness: THICKNESS, top: -0.01, repeat: WOOD_REPEAT }) : null), [felted, width, depth]);
  useEffect(() => () => rim?.dispose(), [rim]);
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
      {rim ? (
        <mesh geometry={rim} receiveShadow>
          {/* Lit as a solid: its edges face sideways, and baked light (made for what faces up) would flatten them. */}
          <LookMaterial shading={look.shading} map={look.textures ? wood : null} color={look.textures ? '#ffffff' : WOOD_COLOR} roughness={0.62} />
        </mesh>
      ) : (
        <mesh position={[0, -0.01 - THICKNESS / 2, 0]} receiveShadow>
          <boxGeometry args={[width + 2 * BORDER, THICKNESS, depth + 2 * BORDER]} />
          <LookMaterial shading={look.flatShading} map={look.textures ? wood : null} color={look.textures ? '#ffffff' : WOOD_COLOR} roughness={0.62} />
        </mesh>
      )}
      {felted && (
        <mesh position={[0, -0.005, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
          <planeGeometry args={[width, depth]} />
          <LookMaterial shading={look.flatShading} map={look.textures ? felt : null} color={look.textures ? '#ffffff' : FELT_COLOR} roughness={1} />
        </mesh>
      )}
    </group>
  );
}
