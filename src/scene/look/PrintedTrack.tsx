import { useMemo } from 'react';
import type { Layout } from '../../track';
import { drawPieces } from '../builder/piece-drawing';
import { Boards } from '../builder/Boards';
import { TextLayer } from '../builder/TextLayer';
import { InstancedMarks } from '../InstancedMarks';

export interface PrintedTrackProps {
  readonly layout: Layout;
  /** Faint boards only (Start Frei's plan still to lay): no print, no shadow, nothing to pick. */
  readonly ghost?: boolean;
}

/**
 * A layout's pieces printed as the box prints them (the same drawing as
 * Build: src/scene/builder/piece-drawing), for Race, Replay and Learn. The
 * whole layout is a handful of meshes (boards, shadow skirt, tiles, marks,
 * text), so draw calls stay flat however many pieces it has.
 */
export function PrintedTrack({ layout, ghost = false }: PrintedTrackProps) {
  const drawing = useMemo(() => drawPieces(layout), [layout]);
  const skirt = useMemo(() => ({ positions: drawing.skirtPositions, alpha: drawing.skirtAlpha }), [drawing]);
  if (layout.pieces.length === 0) return null;
  if (ghost) return <Boards positions={drawing.boardPositions} owner={drawing.boardPiece} color="#dfe9f3" opacity={0.14} y={0.003} />;
  return (
    <group name="printed-track">
      <Boards positions={drawing.boardPositions} uvs={drawing.boardUvs} surface={drawing.surface} skirt={skirt} owner={drawing.boardPiece} />
      <InstancedMarks items={drawing.tiles} y={0.014} height={0.012} />
      <InstancedMarks items={drawing.marks} y={0.024} height={0.006} />
      <TextLayer items={drawing.texts} />
    </group>
  );
}
