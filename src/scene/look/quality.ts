/**
 * The quality levels the look honours (the Stage's adaptive quality picks
 * one): what each level turns on. Plain data, so a test can read it.
 */
export type Quality = 'low' | 'medium' | 'high';

export interface LookLevel {
  /** The sky's cool fill light from the window side (look/SkyLight). */
  readonly sky: boolean;
  /** Soft (filtered) shadow edges instead of hard ones. */
  readonly softShadows: boolean;
  /** Baked contact shadows under pieces and cars (one draw call each layer). */
  readonly contactShadows: boolean;
  /** Textured table and boards (otherwise flat colours). */
  readonly textures: boolean;
}

export const LOOK_LEVELS: Record<Quality, LookLevel> = {
  low: { sky: false, softShadows: false, contactShadows: false, textures: true },
  medium: { sky: true, softShadows: false, contactShadows: true, textures: true },
  high: { sky: true, softShadows: true, contactShadows: true, textures: true },
};
