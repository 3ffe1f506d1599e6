/**
 * The Stage's lights as data, and what they give a surface that faces
 * straight up: Low draws the table, the boards and their printed marks
 * (all flat, facing up) with that light baked into their colour instead of
 * lighting every pixel (see quality.ts, `flatShading: 'baked'`).
 */
import { Color, Vector3 } from 'three';

/** The room's soft light: sky above, the wooden floor's bounce below. */
export const HEMISPHERE = { sky: '#dfe9f3', ground: '#3a2a1c', intensity: 0.8 } as const;
/** The key light (it casts the shadow) and where it sits relative to what it lights. */
export const KEY = { color: '#ffffff', intensity: 1.6, offset: [8, 16, 6] as [number, number, number] } as const;
/** The sky's cool fill from the window side (look/SkyLight), opposite the key light. */
export const SKY = { color: '#cfdcff', intensity: 0.45, position: [-10, 12, -8] as [number, number, number] } as const;

const UP = new Vector3(0, 1, 0);

/**
 * The light an unshadowed, upward-facing Lambert surface receives, as three's
 * Lambert shading sums it (hemisphere irradiance plus each directional
 * light's cos-weighted colour, times 1/π), in linear RGB: multiplied onto an
 * albedo it is that surface's lit colour, so an unlit material drawn with it
 * looks as the lit one does.
 */
export function upFacingLight(sky: boolean): Color {
  const light = new Color(HEMISPHERE.sky).multiplyScalar(HEMISPHERE.intensity);
  const key = new Vector3(...KEY.offset).normalize();
  light.add(new Color(KEY.color).multiplyScalar(KEY.intensity * Math.max(0, key.dot(UP))));
  if (sky) {
    const fill = new Vector3(...SKY.position).normalize();
    light.add(new Color(SKY.color).multiplyScalar(SKY.intensity * Math.max(0, fill.dot(UP))));
  }
  return light.multiplyScalar(1 / Math.PI);
}
