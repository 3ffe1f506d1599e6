import type { SheetDrawing, SheetPiece } from '../../app/sheet';

const FILL: Readonly<Record<string, string>> = { start: '#f2e6b8', curve: '#dfe7ee', triangle: '#dfe7ee', straight: '#eef2f5', square: '#eef2f5' };

function points(poly: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < poly.length; i += 2) out.push(`${poly[i]!.toFixed(3)},${poly[i + 1]!.toFixed(3)}`);
  return out.join(' ');
}

/** One piece: its outline (dashed when it is laid during the race) and its number in the laying order. */
export function PieceShape({ piece, numbers = true, size = 0.55 }: { piece: SheetPiece; numbers?: boolean; size?: number }) {
  const dashed = !piece.atStart;
  return (
    <g data-piece={piece.id}>
      <title>{`${piece.number}. ${piece.label}, side ${piece.side}${dashed ? ' (laid during the race)' : ''}`}</title>
      {piece.polygons.map((poly, i) => (
        <polygon
          key={i}
          points={points(poly)}
          fill={dashed ? '#ffffff' : (FILL[piece.kind] ?? '#eef2f5')}
          stroke={i === 0 || piece.polygons.length === 1 ? '#222' : '#777'}
          strokeWidth={0.04}
          strokeDasharray={dashed ? '0.25 0.15' : undefined}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {numbers && (
        <>
          <circle cx={piece.centre.x} cy={piece.centre.z} r={size * 0.75} fill="#fff" stroke="#222" strokeWidth={0.05} />
          <text x={piece.centre.x} y={piece.centre.z} fontSize={size} textAnchor="middle" dominantBaseline="central" fontFamily="system-ui, sans-serif" fontWeight={700}>
            {piece.number}
          </text>
        </>
      )}
    </g>
  );
}

/** The layout seen from above, each piece numbered in laying order; scaled to the page's width. */
export function TopView({ drawing, title }: { drawing: SheetDrawing; title: string }) {
  const b = drawing.bounds;
  const pad = 1;
  const w = b.maxX - b.minX + 2 * pad;
  const h = b.maxZ - b.minZ + 2 * pad;
  return (
    <svg className="sheet-top-view" viewBox={`${b.minX - pad} ${b.minZ - pad} ${w} ${h}`} role="img" aria-label={title} preserveAspectRatio="xMidYMid meet">
      {drawing.pieces.map((p) => (
        <PieceShape key={p.id} piece={p} />
      ))}
    </svg>
  );
}
