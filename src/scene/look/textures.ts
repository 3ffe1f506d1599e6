/**
 * The surfaces of patterns.ts as three textures, made once at start-up from
 * code (no file is fetched) and shared by every mesh that uses them.
 */
import { DataTexture, LinearMipmapLinearFilter, LinearFilter, RepeatWrapping, ClampToEdgeWrapping, RGBAFormat, SRGBColorSpace, UnsignedByteType } from 'three';
import { asphalt, cardboard, contactShadow, felt, gravel, wood, type Pattern } from './patterns';

export type SurfaceName = 'asphalt' | 'cardboard' | 'print' | 'gravel' | 'wood' | 'felt' | 'shadow';

const MAKERS: Record<SurfaceName, () => Pattern> = {
  asphalt: () => asphalt(),
  // Formuła 1's tiles: grey printed squares on cardboard.
  cardboard: () => cardboard(256, [168, 170, 166]),
  // Das Motorsportspiel's board: a light grey print with paper fibres.
  print: () => cardboard(256, [150, 154, 156]),
  gravel: () => gravel(),
  wood: () => wood(),
  felt: () => felt(),
  shadow: () => contactShadow(),
};

const cache = new Map<SurfaceName, DataTexture>();

export function surfaceTexture(name: SurfaceName): DataTexture {
  const hit = cache.get(name);
  if (hit) return hit;
  const p = MAKERS[name]();
  const t = new DataTexture(p.data, p.size, p.size, RGBAFormat, UnsignedByteType);
  const tiled = name !== 'shadow';
  t.wrapS = t.wrapT = tiled ? RepeatWrapping : ClampToEdgeWrapping;
  t.magFilter = LinearFilter;
  t.minFilter = LinearMipmapLinearFilter;
  t.generateMipmaps = true;
  t.anisotropy = 4;
  if (name !== 'shadow') t.colorSpace = SRGBColorSpace;
  t.flipY = false;
  t.needsUpdate = true;
  cache.set(name, t);
  return t;
}
