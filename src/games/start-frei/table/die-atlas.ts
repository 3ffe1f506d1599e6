/**
 * Start Frei's dice: the gear dice (one colour per gear) and the boost die,
 * painted by the one die painter of every game (src/scene/table/die-faces.ts)
 * with their faces printed as numbers. Face i of the rules' face list is box
 * side i (+x, −x, +y, −y, +z, −z).
 */
import type { CanvasTexture } from 'three';
import { BOOST_DIE, GEAR_DICE } from '../../../rules/start-frei';
import { dieFacesTexture, type DieFace, type DieLook } from '../../../scene/table/die-faces';

export { dieGeometry, faceIndex, faceUp } from '../../../scene/table/die-faces';

export const DIE_COLORS: readonly DieLook[] = [
  { bg: '#d9dde1', ink: '#1b2228' }, // neutral
  { bg: '#f2cf1d', ink: '#1b2228' }, // yellow
  { bg: '#f08a24', ink: '#1b2228' }, // orange
  { bg: '#d33a2c', ink: '#ffffff' }, // red
];
const BOOST: DieLook = { bg: '#15191d', ink: '#f4f1e8' };

/** What each side of a Start Frei die prints: the gear die's numbers, or the boost die's "+1", "+2" and "DRS". */
export function startFreiDieFaces(which: number | 'boost'): DieFace[] {
  if (which === 'boost') return BOOST_DIE.map((f) => (f === 'drs' ? 'DRS' : `+${f}`));
  return [...(GEAR_DICE[which] ?? [])];
}

/** The atlas of a gear die (0–3) or of the boost die ('boost'). */
export function dieTexture(which: number | 'boost'): CanvasTexture | null {
  const look = which === 'boost' ? BOOST : (DIE_COLORS[which] ?? DIE_COLORS[0]!);
  return dieFacesTexture(startFreiDieFaces(which), look, false);
}
