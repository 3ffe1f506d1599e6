import { z } from 'zod';

export const MODES = ['build', 'race', 'replay', 'learn'] as const;
export const ModeSchema = z.enum(MODES);
export type Mode = z.infer<typeof ModeSchema>;

export const MODE_LABELS: Record<Mode, string> = {
  build: 'Build',
  race: 'Race',
  replay: 'Replay',
  learn: 'Learn',
};

/** Reads the mode from a URL's `?mode=` (bad or missing values fall back to Build; a table's link, `?table=`, to Race; a class's, `?class=`, to Learn). */
export function modeFromSearch(search: string): Mode {
  const params = new URLSearchParams(search);
  const parsed = ModeSchema.safeParse(params.get('mode'));
  return parsed.success ? parsed.data : params.has('table') ? 'race' : params.has('class') ? 'learn' : 'build';
}

/** `?debug` in the URL turns on renderer statistics on `window.__chicane`. */
export function debugFromSearch(search: string): boolean {
  return new URLSearchParams(search).has('debug');
}

/** How much the renderer draws: `low` (`?render=low`) turns shadows and antialiasing off and halves the pixel ratio, for slow machines. */
export const RenderQualitySchema = z.enum(['normal', 'low']);
export type RenderQuality = z.infer<typeof RenderQualitySchema>;

/** Reads `?render=` (bad or missing values fall back to normal). */
export function renderQualityFromSearch(search: string): RenderQuality {
  const parsed = RenderQualitySchema.safeParse(new URLSearchParams(search).get('render'));
  return parsed.success ? parsed.data : 'normal';
}

/**
 * `?draw=always`: every mode draws every frame, also Build (which otherwise
 * draws only when something changes); for the frame-time benchmark, which
 * must time real draws of a scene that keeps still.
 */
export const DrawSchema = z.enum(['always', 'as-needed']);
export type Draw = z.infer<typeof DrawSchema>;

/** Reads `?draw=` (bad or missing values fall back to as-needed). */
export function drawFromSearch(search: string): Draw {
  const parsed = DrawSchema.safeParse(new URLSearchParams(search).get('draw'));
  return parsed.success ? parsed.data : 'as-needed';
}
