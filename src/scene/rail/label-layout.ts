/**
 * Where the station names go on the rail map so that no name covers another name or a station: each name tries
 * places around its station (its own side first, then the other sides, the corners, and further out with a leader
 * line), and the places are chosen greedily, the most crowded stations first, then improved a few times over.
 * Text widths are estimated from the characters (a generous em width, so the real text fits inside its box).
 */
import type { RailMap } from '../../rail';

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface LabelSpot {
  /** The text's anchor point (SVG `x`, `y` of the baseline) and its `text-anchor`. */
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'end' | 'middle';
  /** The box the text is estimated to fill (map units). */
  readonly box: Box;
  /** A leader line from the station to the name, when the name sits away from it. */
  readonly leader: { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number } | null;
}

/** The names' sizes (map units): on a desktop, and larger on a phone where the whole map is a few hundred pixels wide. */
export const LABEL_SIZES = { desktop: { name: 14, hub: 15 }, phone: { name: 21, hub: 23 } } as const;

/** Average width of a character, in ems (the browser's sans-serif, bold a little wider), plus the white halo. */
const EM = { normal: 0.6, bold: 0.68 };
const HALO = 2;

export function textBox(text: string, size: number, bold: boolean, x: number, y: number, anchor: LabelSpot['anchor']): Box {
  const w = text.length * size * (bold ? EM.bold : EM.normal) + 2 * HALO;
  const x0 = anchor === 'start' ? x - HALO : anchor === 'end' ? x - w + HALO : x - w / 2;
  return { x0, y0: y - size * 0.8 - HALO, x1: x0 + w, y1: y + size * 0.25 + HALO };
}

export const overlap = (a: Box, b: Box): number => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

type Side = 'right' | 'left' | 'above' | 'below' | 'above-right' | 'above-left' | 'below-right' | 'below-left';
const SIDES: readonly Side[] = ['right', 'left', 'above', 'below', 'above-right', 'below-right', 'above-left', 'below-left'];

function place(x: number, y: number, r: number, size: number, side: Side, far: number): { x: number; y: number; anchor: LabelSpot['anchor'] } {
  const d = r + HALO + 3 + far;
  const mid = y + size * 0.3;
  switch (side) {
    case 'right':
      return { x: x + d, y: mid, anchor: 'start' };
    case 'left':
      return { x: x - d, y: mid, anchor: 'end' };
    case 'above':
      return { x, y: y - d - size * 0.25, anchor: 'middle' };
    case 'below':
      return { x, y: y + d + size * 0.8, anchor: 'middle' };
    case 'above-right':
      return { x: x + r * 0.7 + far * 0.7, y: y - r * 0.7 - far * 0.7 - size * 0.1, anchor: 'start' };
    case 'above-left':
      return { x: x - r * 0.7 - far * 0.7, y: y - r * 0.7 - far * 0.7 - size * 0.1, anchor: 'end' };
    case 'below-right':
      return { x: x + r * 0.7 + far * 0.7, y: y + r * 0.7 + far * 0.7 + size * 0.8, anchor: 'start' };
    case 'below-left':
      return { x: x - r * 0.7 - far * 0.7, y: y + r * 0.7 + far * 0.7 + size * 0.8, anchor: 'end' };
  }
}

const stationRadius = (hub: boolean) => (hub ? 12 : 9.5);

/** The names of every station of `map`, at the sizes given, placed so that none covers another (as far as room allows). */
export function layoutLabels(map: RailMap, sizes: { readonly name: number; readonly hub: number } = LABEL_SIZES.desktop): LabelSpot[] {
  const stations = map.stations;
  const discs: Box[] = stations.map((s) => {
    const r = stationRadius(s.hub) + 1;
    return { x0: s.x - r, y0: s.y - r, x1: s.x + r, y1: s.y + r };
  });
  const candidates: LabelSpot[][] = stations.map((s) => {
    const size = s.hub ? sizes.hub : sizes.name;
    const r = stationRadius(s.hub);
    const own = (s.label ?? 'right') as Side;
    const order = [own, ...SIDES.filter((x) => x !== own)];
    const out: LabelSpot[] = [];
    for (const far of [0, size * 0.9, size * 1.9]) {
      for (const side of order) {
        const p = place(s.x, s.y, r, size, side, far);
        const box = textBox(s.name, size, s.hub, p.x, p.y, p.anchor);
        const leader = far > 0 ? { x1: s.x, y1: s.y, x2: Math.max(box.x0, Math.min(box.x1, s.x)), y2: Math.max(box.y0, Math.min(box.y1, s.y)) } : null;
        out.push({ ...p, box, leader });
      }
    }
    return out;
  });
  // The cost of a name's place: what it covers (names heavily, stations too), and a little for leaving its first place.
  const cost = (i: number, k: number, chosen: readonly number[]): number => {
    const c = candidates[i]![k]!;
    let sum = k * 0.5;
    for (let j = 0; j < stations.length; j++) {
      sum += overlap(c.box, discs[j]!) * 4;
      if (j !== i && chosen[j]! >= 0) sum += overlap(c.box, candidates[j]![chosen[j]!]!.box) * 10;
    }
    return sum;
  };
  const crowd = stations.map((s) => stations.filter((t) => t !== s && Math.hypot(t.x - s.x, t.y - s.y) < 90).length);
  const order = stations.map((_, i) => i).sort((a, b) => crowd[b]! - crowd[a]! || a - b);
  const chosen: number[] = stations.map(() => -1);
  const best = (i: number) => {
    let k0 = 0;
    let c0 = Infinity;
    for (let k = 0; k < candidates[i]!.length; k++) {
      const c = cost(i, k, chosen);
      if (c < c0) [k0, c0] = [k, c];
    }
    return k0;
  };
  for (const i of order) chosen[i] = best(i);
  for (let pass = 0; pass < 4; pass++) {
    let moved = false;
    for (const i of order) {
      const k = best(i);
      if (k !== chosen[i]) [chosen[i], moved] = [k, true];
    }
    if (!moved) break;
  }
  return stations.map((_, i) => candidates[i]![chosen[i]!]!);
}
