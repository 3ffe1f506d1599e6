/**
 * Up to 12 liveries: the car's colour (the palette every panel names), a
 * second colour for its stripe and wing that stands out against it, and a
 * start number.
 */
import { carColour } from '../car-colours';

export interface Livery {
  readonly paint: string;
  readonly trim: string;
  readonly number: number;
}

/** Relative luminance of a #rrggbb colour (WCAG). */
export function luminance(hex: string): number {
  const v = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * v[0]! + 0.7152 * v[1]! + 0.0722 * v[2]!;
}

const LIGHT_TRIM = '#f4f4f0';
const DARK_TRIM = '#1c1d22';

export function livery(i: number): Livery {
  const paint = carColour(i).hex;
  return { paint, trim: luminance(paint) > 0.35 ? DARK_TRIM : LIGHT_TRIM, number: (i % 12) + 1 };
}
