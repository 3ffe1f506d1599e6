/**
 * The quality levels the look honours (the Stage's adaptive quality picks
 * one): what each level turns on. Plain data, so a test can read it.
 */
export type Quality = 'low' | 'medium' | 'high';

/**
 * How the table, boards and cars are shaded. `standard` is three's physically
 * based material (MeshStandardMaterial); `lambert` the same textures and
 * colours lit per vertex (MeshLambertMaterial), several times cheaper a pixel
 * in a software renderer.
 */
export type LookShading = 'standard' | 'lambert';

export interface LookLevel {
  /** The sky's cool fill light from the window side (look/SkyLight). */
  readonly sky: boolean;
  /** Soft (filtered) shadow edges instead of hard ones. */
  readonly softShadows: boolean;
  /** Baked contact shadows under pieces and cars (one draw call each layer). */
  readonly contactShadows: boolean;
  /** Textured table and boards (otherwise flat colours). */
  readonly textures: boolean;
  /** The material of the table, boards and car bodies. */
  readonly shading: LookShading;
}

export const LOOK_LEVELS: Record<Quality, LookLevel> = {
  // Low keeps the picture (textures, colours, the key light) and drops what costs per pixel.
  low: { sky: false, softShadows: false, contactShadows: false, textures: true, shading: 'lambert' },
  medium: { sky: true, softShadows: false, contactShadows: true, textures: true, shading: 'standard' },
  high: { sky: true, softShadows: true, contactShadows: true, textures: true, shading: 'standard' },
};

/** What the look draws at a quality level. */
export function lookOf(level: Quality): LookLevel {
  return LOOK_LEVELS[level];
}
