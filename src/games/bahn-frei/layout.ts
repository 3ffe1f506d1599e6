/** Where each space of a rail map is drawn: stations at their coordinates, route spaces evenly between. */
import { railNetwork, type RailMap } from '../../rail';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function spacePoints(map: RailMap): Point[] {
  const net = railNetwork(map);
  const at = (id: string): Point => {
    const s = map.stations[net.stationIndex.get(id) ?? 0]!;
    return { x: s.x, y: s.y };
  };
  return net.spaces.map((info) => {
    if (info.kind === 'station') {
      const s = map.stations[info.station]!;
      return { x: s.x, y: s.y };
    }
    const r = map.routes[info.route]!;
    const a = at(r.from);
    const b = at(r.to);
    const t = (info.index + 1) / (r.spaces.length + 1);
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  });
}

/** The drawing's bounds with a margin: `x y width height` for an SVG viewBox. */
export function viewBox(map: RailMap, margin = 40): string {
  const xs = map.stations.length > 0 ? map.stations.map((s) => s.x) : [0];
  const ys = map.stations.length > 0 ? map.stations.map((s) => s.y) : [0];
  // Room for the names beside the outermost stations.
  const x0 = Math.min(...xs) - margin * 3;
  const y0 = Math.min(...ys) - margin;
  return `${x0} ${y0} ${Math.max(...xs) - x0 + margin * 3} ${Math.max(...ys) - y0 + margin}`;
}

/** Where a station's name goes: its position and text anchor. */
export function labelPlace(x: number, y: number, side: 'right' | 'left' | 'above' | 'below' | undefined): { x: number; y: number; anchor: 'start' | 'end' | 'middle' } {
  switch (side) {
    case 'left':
      return { x: x - 11, y: y - 8, anchor: 'end' };
    case 'above':
      return { x, y: y - 14, anchor: 'middle' };
    case 'below':
      return { x, y: y + 24, anchor: 'middle' };
    default:
      return { x: x + 11, y: y - 8, anchor: 'start' };
  }
}
