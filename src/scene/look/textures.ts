/**
 * The surfaces of patterns.ts as three textures, made once at start-up from
 * code (no file is fetched) and shared by every mesh that uses them; one
 * texture per surface and filtering (quality.ts: `fine` or `cheap`), both
 * over the same pixels.
 */
import { DataTexture, LinearMipmapLinearFilter, LinearMipmapNearestFilter, LinearFilter, RepeatWrapping, ClampToEdgeWrapping, RGBAFormat, SRGBColorSpace, UnsignedByteType } from 'three';
import type { TextureFiltering } from './quality';
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

const patterns = new Map<SurfaceName, Pattern>();
const cache = new Map<string, DataTexture>();

export function surfaceTexture(name: SurfaceName, filtering: TextureFiltering = 'fine'): DataTexture {
  const key = `${name}/${filtering}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let p = patterns.get(name);
  if (!p) patterns.set(name, (p = MAKERS[name]()));
  const t = new DataTexture(p.data, p.size, p.size, RGBAFormat, UnsignedByteType);
  const tiled = name !== 'shadow';
  t.wrapS = t.wrapT = tiled ? RepeatWrapping : ClampToEdgeWrapping;
  t.magFilter = LinearFilter;
  const fine = filtering === 'fine';
  t.minFilter = fine ? LinearMipmapLinearFilter : LinearMipmapNearestFilter;
  t.generateMipmaps = true;
  t.anisotropy = fine ? 4 : 1;
  if (name !== 'shadow') t.colorSpace = SRGBColorSpace;
  t.flipY = false;
  t.needsUpdate = true;
  cache.set(key, t);
  return t;
}
