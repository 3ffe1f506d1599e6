import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { Grid } from '@react-three/drei';
import { useControls } from 'leva';
import type { Group } from 'three';
import { buildLaneGraph, catalogFor, type Layout, type LaneGraph } from '../../track';
import { Table } from '../Table';
import { InstancedMarks } from '../InstancedMarks';
import { boundsCentre, type Bounds2D } from '../bounds';
import { drawPieces } from './piece-drawing';
import { Boards } from './Boards';
import { TextLayer } from './TextLayer';
import { PortMarkers, type MarkerPort } from './PortMarkers';
import { CameraRig, type CameraAim, type CameraPoseLike } from './CameraRig';
import { InstancedCars, type CarPlacement } from './InstancedCars';
import { CAR_STYLE_OF } from '../look/car-styles';
import { LaneGraphLines } from './LaneGraphLines';
import { Highlights } from './Highlights';
import { SceneExports, type SceneExportFns } from './SceneExports';
import { boardBounds } from './bounds';
import { spaceNumbers, carsOnGrid } from './scene-data';
import { ScreenProbe } from './ScreenProbe';
import { HeatMap } from './HeatMap';

export interface BuilderSceneProps {
  readonly layout: Layout;
  readonly ghost: Layout | null;
  readonly ghostOk: boolean;
  readonly ports: readonly MarkerPort[];
  readonly selected: string | null;
  readonly overlapping: readonly string[];
  readonly troubled: readonly string[];
  readonly aim: { kind: 'frame'; pieces: readonly string[]; top: boolean; seq: number } | { kind: 'pose'; pose: CameraPoseLike; seq: number } | null;
  readonly cars?: number;
  /** Trouble spots of the layout's rating, 0..1 by piece id (src/scene/builder/HeatMap.tsx). */
  readonly heat?: Readonly<Record<string, number>> | null;
  /** Publish open-end screen positions for browser tests (`?debug`). */
  readonly probe?: boolean;
  onPickPort(port: MarkerPort): void;
  onHoverPort(port: MarkerPort | null): void;
  onPickPiece(id: string | null): void;
  /** A click on the ghost places it where it is drawn (given on an empty table, where the ghost lies at the centre). */
  onPlaceGhost?: () => void;
  onCamera(pose: CameraPoseLike): void;
  registerExports(fns: SceneExportFns | null): void;
}

const EMPTY_BOUNDS: Bounds2D = { minX: -6, maxX: 6, minZ: -4, maxZ: 4 };

function safeGraph(layout: Layout): LaneGraph | null {
  try {
    return layout.pieces.length > 0 ? buildLaneGraph(layout) : null;
  } catch {
    return null;
  }
}

/** The builder's table: printed tiles, open ends, ghost preview, problems, view options. */
export function BuilderScene(props: BuilderSceneProps) {
  const { layout, ghost, ghostOk, ports, selected, overlapping, troubled, aim } = props;
  const view = useControls('View', {
    labels: { value: false, label: 'Piece names' },
    laneGraph: { value: false, label: 'Legal steps' },
    spaceNumbers: { value: false, label: 'Space numbers' },
    grid: { value: false, label: 'Grid' },
    cars: { value: true, label: 'Cars on the grid' },
  });
  const drawing = useMemo(() => drawPieces(layout, view.labels), [layout, view.labels]);
  const skirt = useMemo(() => ({ positions: drawing.skirtPositions, alpha: drawing.skirtAlpha }), [drawing]);
  const ghostDrawing = useMemo(() => (ghost ? drawPieces(ghost) : null), [ghost]);
  const ghostBounds = useMemo(() => (ghostDrawing ? boardBounds(ghostDrawing.boardPositions, ghostDrawing.boardPiece) : null), [ghostDrawing]);
  const placeGhost = ghostOk ? props.onPlaceGhost : undefined;
  const graph = useMemo(() => (view.laneGraph || view.spaceNumbers || view.cars || props.cars ? safeGraph(layout) : null), [layout, view.laneGraph, view.spaceNumbers, view.cars, props.cars]);
  const bounds = useMemo(() => boardBounds(drawing.boardPositions, drawing.boardPiece) ?? EMPTY_BOUNDS, [drawing]);
  const texts = useMemo(() => (view.spaceNumbers && graph ? [...drawing.texts, ...spaceNumbers(graph, catalogFor(layout.game).laneWidth)] : drawing.texts), [drawing, graph, view.spaceNumbers, layout.game]);
  const cars: CarPlacement[] = useMemo(() => (graph && (props.cars || view.cars) ? carsOnGrid(graph, props.cars ?? 4) : []), [graph, props.cars, view.cars]);
  const index = useMemo(() => new Map(layout.pieces.map((p, i) => [p.id, i] as const)), [layout]);
  const camAim: CameraAim | null = useMemo(() => {
    if (!aim) return null;
    if (aim.kind === 'pose') return aim;
    const only = aim.pieces.length > 0 ? new Set(aim.pieces.map((id) => index.get(id) ?? -1)) : undefined;
    return { kind: 'frame', bounds: boardBounds(drawing.boardPositions, drawing.boardPiece, only) ?? bounds, top: aim.top, seq: aim.seq };
    // Only a new request moves the camera, not every edit of the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aim]);
  const track = useRef<Group>(null);
  const getTrack = useCallback(() => track.current, []);
  const [cx, cz] = boundsCentre(bounds);
  const width = bounds.maxX - bounds.minX + 4;
  const depth = bounds.maxZ - bounds.minZ + 4;
  const pick = props.onPickPiece;
  // Build's canvas draws on demand (src/scene/Stage.tsx): every change of what it shows (pieces, ghost, selection,
  // open ends, hover, the rating's heat, view options) renders this scene again, and asks for a frame once its
  // children have updated their meshes.
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate());
  return (
    <>
      <CameraRig aim={camAim} bounds={bounds} onChange={props.onCamera} />
      <group position={[cx, 0, cz]} onClick={() => pick(null)}>
        <Table width={width} depth={depth} />
      </group>
      <group ref={track} name="track">
        <Boards positions={drawing.boardPositions} uvs={drawing.boardUvs} surface={drawing.surface} skirt={skirt} owner={drawing.boardPiece} onPick={(i) => pick(layout.pieces[i]?.id ?? null)} />
        <InstancedMarks items={drawing.tiles} y={0.014} height={0.012} />
        <InstancedMarks items={drawing.marks} y={0.024} height={0.006} />
        <TextLayer items={texts} />
      </group>
      {props.heat && <HeatMap layout={layout} heat={props.heat} />}
      <Highlights layout={layout} selected={selected} overlapping={overlapping} troubled={troubled} />
      {ghostDrawing && (
        <group name="ghost">
          <Boards positions={ghostDrawing.boardPositions} owner={ghostDrawing.boardPiece} color={ghostOk ? '#7fd1ff' : '#ff5a4f'} opacity={0.55} y={0.05} {...(placeGhost ? { onPick: () => placeGhost() } : {})} />
          <InstancedMarks items={ghostDrawing.tiles} y={0.06} height={0.01} />
        </group>
      )}
      <PortMarkers ports={ports} onPick={props.onPickPort} onHover={props.onHoverPort} />
      {view.laneGraph && graph && <LaneGraphLines graph={graph} />}
      {view.grid && <Grid args={[width, depth]} position={[cx, 0.002, cz]} cellColor="#4c6b5a" sectionColor="#6f9a82" />}
      <Suspense fallback={null}>
        <InstancedCars cars={cars} style={CAR_STYLE_OF[layout.game]} />
      </Suspense>
      {props.probe && <ScreenProbe ports={ports} ghost={placeGhost && ghostBounds ? boundsCentre(ghostBounds) : null} />}
      <SceneExports bounds={bounds} track={getTrack} register={props.registerExports} />
    </>
  );
}
