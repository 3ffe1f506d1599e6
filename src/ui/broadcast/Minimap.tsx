import { pointsBounds } from '../../scene/bounds';
/** A small map of the whole track (SVG): every space a dot, every car a coloured disc with its place. */
export interface MinimapProps {
  readonly spaces: readonly { x: number; z: number }[];
  readonly cars: readonly { x: number; z: number; colour: string; name: string; place: number }[];
}

export function Minimap({ spaces, cars }: MinimapProps) {
  const b = pointsBounds(spaces);
  if (!b) return null;
  const { minX, maxX, minZ, maxZ } = b;
  const pad = 1;
  const w = maxX - minX + 2 * pad;
  const h = maxZ - minZ + 2 * pad;
  const r = Math.max(w, h) / 40;
  const dots = spaces.map((s) => `M${(s.x - minX + pad).toFixed(2)} ${(s.z - minZ + pad).toFixed(2)}h0`).join('');
  const label = `Track map: ${[...cars].sort((a, b) => a.place - b.place).map((c) => `${c.place}. ${c.name}`).join(', ')}`;
  return (
    <svg className="minimap" role="img" aria-label={label} viewBox={`0 0 ${w.toFixed(2)} ${h.toFixed(2)}`} preserveAspectRatio="xMidYMid meet">
      <path d={dots} stroke="#8a979f" strokeWidth={r * 0.8} strokeLinecap="round" />
      {cars.map((c, i) => (
        <g key={i} transform={`translate(${(c.x - minX + pad).toFixed(2)} ${(c.z - minZ + pad).toFixed(2)})`}>
          <circle r={r * 1.8} fill={c.colour} stroke="#11171c" strokeWidth={r * 0.4} />
          <text fontSize={r * 2.2} textAnchor="middle" dy={r * 0.8} fill="#11171c" fontWeight={700}>
            {c.place}
          </text>
        </g>
      ))}
    </svg>
  );
}
