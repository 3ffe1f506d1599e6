import { useEffect, useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Layout } from '../../track';
import { drawPieces } from '../builder/piece-drawing';
import { Boards } from '../builder/Boards';
import { TextLayer } from '../builder/TextLayer';
import { InstancedMarks } from '../InstancedMarks';

/** What is printed on the table now (every mounted PrintedTrack), for the `?debug` probe. */
const mounted = new Map<object, { readonly game: string; readonly pieces: number; readonly ghost: boolean }>();

/** `window.__chicane.track` under `?debug`: whether the pieces are printed, for which game, and how many (laid, and ghosts still to lay). */
export function printedProbe(): { printed: boolean; game: string | null; pieces: number; ghosts: number } {
  let game: string | null = null;
  let pieces = 0;
  let ghosts = 0;
  for (const m of mounted.values()) {
    game ??= m.game;
    if (m.ghost) ghosts += m.pieces;
    else pieces += m.pieces;
  }
  return { printed: pieces > 0, game, pieces, ghosts };
}

function useProbe(layout: Layout, ghost: boolean): void {
  const key = useMemo(() => ({}), []);
  useEffect(() => {
    mounted.set(key, { game: layout.game, pieces: layout.pieces.length, ghost });
    return () => void mounted.delete(key);
  }, [key, layout, ghost]);
  useFrame(() => {
    // The debug root exists only under ?debug (RendererStats makes it); the probe is a getter, read live.
    const root = (window as unknown as { __chicane?: Record<string, unknown> }).__chicane;
    if (root && !Object.prototype.hasOwnProperty.call(root, 'track')) Object.defineProperty(root, 'track', { get: printedProbe, configurable: true, enumerable: true });
  });
}

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
  useProbe(layout, ghost);
  if (layout.pieces.length === 0) return null;
  if (ghost) return <Boards positions={drawing.boardPositions} owner={drawing.boardPiece} color="#dfe9f3" opacity={0.14} y={0.003} />;
  return (
    <group name="printed-track">
      <Boards positions={drawing.boardPositions} uvs={drawing.boardUvs} surface={drawing.surface} skirt={skirt} owner={drawing.boardPiece} />
      <InstancedMarks items={drawing.tiles} y={0.014} height={0.012} flat />
      <InstancedMarks items={drawing.marks} y={0.024} height={0.006} flat />
      <TextLayer items={drawing.texts} />
    </group>
  );
}
