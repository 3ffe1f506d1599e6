import { useMemo } from 'react';
import { sheetDrawing } from '../../app/sheet';
import type { Layout } from '../../track';
import { PieceShape } from '../sheet/TopView';

/** A small top view of a layout: the build sheet's outlines, without the numbers. */
export function Thumbnail({ layout, label }: { layout: Layout; label: string }) {
  const drawing = useMemo(() => sheetDrawing(layout), [layout]);
  const b = drawing.bounds;
  const pad = 0.5;
  return (
    <svg className="generate-thumb" viewBox={`${b.minX - pad} ${b.minZ - pad} ${b.maxX - b.minX + 2 * pad} ${b.maxZ - b.minZ + 2 * pad}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      {drawing.pieces.map((p) => (
        <PieceShape key={p.id} piece={{ ...p, atStart: true }} numbers={false} />
      ))}
    </svg>
  );
}
