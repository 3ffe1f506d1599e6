import { useMemo } from 'react';
import type { Layout } from '../../track';
import { drawPieces } from './piece-drawing';
import { Boards } from './Boards';

function subset(layout: Layout, ids: readonly string[]): Layout {
  const keep = new Set(ids);
  return { ...layout, pieces: layout.pieces.filter((p) => keep.has(p.id)), connections: [] };
}

/** Problems and the selection drawn on the tiles: overlaps red, other troubled pieces amber, the selection yellow. */
export function Highlights({ layout, selected, overlapping, troubled }: { layout: Layout; selected: string | null; overlapping: readonly string[]; troubled: readonly string[] }) {
  const red = useMemo(() => drawPieces(subset(layout, overlapping)), [layout, overlapping]);
  const amber = useMemo(() => drawPieces(subset(layout, troubled.filter((id) => !overlapping.includes(id)))), [layout, troubled, overlapping]);
  const sel = useMemo(() => drawPieces(subset(layout, selected ? [selected] : [])), [layout, selected]);
  return (
    <group name="highlights">
      <Boards positions={red.boardPositions} owner={red.boardPiece} color="#ff2a1f" opacity={0.5} y={0.04} />
      <Boards positions={amber.boardPositions} owner={amber.boardPiece} color="#ff9d2a" opacity={0.28} y={0.038} />
      <Boards positions={sel.boardPositions} owner={sel.boardPiece} color="#ffe14a" opacity={0.4} y={0.042} />
    </group>
  );
}
