/**
 * The quality levels the look honours (the Stage's adaptive quality picks
 * one): what each level turns on. Plain data, so a test can read it.
 */
export type Quality = 'low' | 'medium' | 'high';

/**
 * How a surface is shaded. `standard` is three's physically based material
 * (MeshStandardMaterial); `lambert` the same textures and colours with
 * diffuse light only (MeshLambertMaterial), several times cheaper a pixel in
 * a software renderer; `baked` no lighting at all (MeshBasicMaterial) with
 * the light an upward-facing surface receives multiplied into its colour
 * (look/lights.ts): for flat things lying on the table it looks as lit and
 * costs the least a pixel, but it shows neither shadows nor the sides of a
 * solid.
 */
export type LookShading = 'standard' | 'lambert' | 'baked';

/**
 * How the table's and boards' textures are sampled when seen small or at a
 * slant: `fine` blends two mipmap levels and takes four samples along the
 * slant (anisotropy 4, for the far end of the table); `cheap` reads one
 * mipmap level with one sample, a quarter to an eighth of the work a pixel
 * in a software renderer, at the cost of some blur and shimmer far off.
 */
export type TextureFiltering = 'fine' | 'cheap';

export interface LookLevel {
  /** The sky's cool fill light from the window side (look/SkyLight). */
  readonly sky: boolean;
  /** Soft (filtered) shadow edges instead of hard ones. */
  readonly softShadows: boolean;
  /** Baked contact shadows under pieces and cars (one draw call each layer). */
  readonly contactShadows: boolean;
  /** Textured table and boards (otherwise flat colours). */
  readonly textures: boolean;
  /** The material of solid things: car bodies, dice, coins, markers. */
  readonly shading: LookShading;
  /** The material of what lies flat on the table: the table top, the boards, their printed marks. */
  readonly flatShading: LookShading;
  readonly filtering: TextureFiltering;
  /**
   * Printed marks (lane lines, kerbs, chicane lines, grid) stand as thin
   * boxes, a relief that catches the light at a low angle; without it each
   * is its top face alone, two triangles instead of twelve: a software
   * renderer pays for every triangle, the slivers of the sides included.
   */
  readonly markRelief: boolean;
}

export const LOOK_LEVELS: Record<Quality, LookLevel> = {
  // Low keeps the picture (textures, colours, the key light) and drops what costs per pixel.
  // Cheap filtering measured the largest cut of Replay's frame under SwiftShader. Low draws no shadows, so what lies flat on the table
  // looks the same with its light baked in, which cut Learn's frame by about a fifth; marks lose their relief (docs/assumptions.md).
  low: { sky: false, softShadows: false, contactShadows: false, textures: true, shading: 'lambert', flatShading: 'baked', filtering: 'cheap', markRelief: false },
  medium: { sky: true, softShadows: false, contactShadows: true, textures: true, shading: 'standard', flatShading: 'standard', filtering: 'fine', markRelief: true },
  high: { sky: true, softShadows: true, contactShadows: true, textures: true, shading: 'standard', flatShading: 'standard', filtering: 'fine', markRelief: true },
};

/** What the look draws at a quality level. */
export function lookOf(level: Quality): LookLevel {
  return LOOK_LEVELS[level];
}
