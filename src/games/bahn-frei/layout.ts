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
  const xs = map.stations.map((s) => s.x);
  const ys = map.stations.map((s) => s.y);
  const x0 = Math.min(...xs) - margin;
  const y0 = Math.min(...ys) - margin;
  return `${x0} ${y0} ${Math.max(...xs) - x0 + margin} ${Math.max(...ys) - y0 + margin}`;
}
