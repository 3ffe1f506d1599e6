/**
 * Quality levels: what the renderer draws at each. Plain data, so a scene
 * component (or a house rule for a slow school laptop) reads one table.
 */
export const QUALITY_LEVELS = ['low', 'medium', 'high'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];

/** What a person may choose: Auto (the app steps between the levels) or one level kept fixed. */
export const QUALITY_CHOICES = ['auto', 'high', 'medium', 'low'] as const;
export type QualityChoice = (typeof QUALITY_CHOICES)[number];

export interface QualitySettings {
  readonly level: QualityLevel;
  /** Shadow maps on (the key light's shadow). */
  readonly shadows: boolean;
  /** Size of the key light's shadow map, in texels a side (0 without shadows). */
  readonly shadowMapSize: number;
  /** Pixel ratio: a number, or [min, max] following the device. */
  readonly dpr: number | [number, number];
  /** Post-processing effects (ambient occlusion, bloom) may run. */
  readonly postprocessing: boolean;
  /** Antialiasing; fixed when the canvas is made (a change of choice remakes it). */
  readonly antialias: boolean;
}

export const QUALITY_SETTINGS: Readonly<Record<QualityLevel, QualitySettings>> = {
  // The old `?render=low`: no shadows, no antialiasing, half the pixel ratio.
  low: { level: 'low', shadows: false, shadowMapSize: 0, dpr: 0.5, postprocessing: false, antialias: false },
  medium: { level: 'medium', shadows: true, shadowMapSize: 1024, dpr: 1, postprocessing: false, antialias: true },
  high: { level: 'high', shadows: true, shadowMapSize: 2048, dpr: [1, 2], postprocessing: true, antialias: true },
};

export function settingsOf(level: QualityLevel): QualitySettings {
  return QUALITY_SETTINGS[level];
}

export function lowerLevel(level: QualityLevel): QualityLevel {
  return QUALITY_LEVELS[Math.max(0, QUALITY_LEVELS.indexOf(level) - 1)]!;
}

export function higherLevel(level: QualityLevel): QualityLevel {
  return QUALITY_LEVELS[Math.min(QUALITY_LEVELS.length - 1, QUALITY_LEVELS.indexOf(level) + 1)]!;
}

export function levelRank(level: QualityLevel): number {
  return QUALITY_LEVELS.indexOf(level);
}

/**
 * The pixel ratio a level draws at on a screen of `device` pixels per CSS pixel. On a desktop screen (1) it is the
 * table above (Low half, Medium and High full). A phone's screen is dense (2–3): a fixed half would draw The Oval at
 * 195 pixels across on a 390-pixel phone, visibly coarse; a full 3 would draw nine times the pixels for detail
 * nobody sees at arm's length. So each level follows the device up to a cap: Low half the device's ratio but no more
 * than 1, Medium up to 1.5, High up to 2. Never below the table's value, never above the device's own ratio
 * unless the table asks for more.
 */
export const PIXEL_RATIO_CAPS: Readonly<Record<QualityLevel, number>> = { low: 1, medium: 1.5, high: 2 };

export function pixelRatioFor(level: QualityLevel, device: number): number {
  const ratio = Number.isFinite(device) && device > 0 ? device : 1;
  const floor = QUALITY_SETTINGS[level].dpr;
  const least = typeof floor === 'number' ? floor : floor[0];
  const wanted = level === 'low' ? ratio / 2 : ratio;
  return Math.max(least, Math.min(wanted, PIXEL_RATIO_CAPS[level]));
}
