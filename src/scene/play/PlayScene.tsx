import { useMemo, useRef, type ReactNode } from 'react';
import { OrbitControls } from '@react-three/drei';
import type { LaneGraph, Layout, SpaceId } from '../../track';
import { catalogFor } from '../../track';
import { Table } from '../Table';
import { FramedCamera } from '../FramedCamera';
import { LaneGraphView } from '../LaneGraphView';
import { PrintedTrack } from '../look/PrintedTrack';
import { boundsCentre, graphBounds } from '../bounds';
import { unionBounds, useScreenInset, useTableExtent } from '../frame-room';
import { ReachableSpaces } from './ReachableSpaces';
import { ShadowFit } from './ShadowFit';
import { CameraRig, type DirectorCues, type ShellCameraMode, type TokenPose } from './CameraRig';
import { PlayTokens, type DrawnTarget, type DrawnToken, type SceneToken } from './PlayTokens';

export interface PlaySceneProps {
  readonly graph: LaneGraph;
  /** The layout the graph was built from: its pieces are printed as the box prints them (as in Build); without it the spaces are drawn plain. */
  readonly layout?: Layout | undefined;
  readonly tokens: readonly SceneToken[];
  /** Spaces the person to act may move a token to (glowing; a click picks one). */
  readonly targets: readonly SpaceId[];
  readonly onPick?: ((space: SpaceId) => void) | undefined;
  /** Names over the tokens (when a seat drives several, or always). */
  readonly labels: boolean;
  readonly onDrawn?: ((list: readonly DrawnToken[], targets: readonly DrawnTarget[]) => void) | undefined;
  /** The broadcast's callouts of the move shown, by token id. */
  readonly callouts?: PlayTokensCallouts;
  /** Tokens whose names always show in full (the car on turn); the others give way where names would overlap. */
  readonly focus?: readonly string[];
  /** The game's own drawing of the track (a track laid during the game), in place of the printed layout. */
  readonly track?: ReactNode;
  /** The camera: the free table view (the default), the director with its cues, a token followed (its index), bird's-eye. */
  readonly camera?: { readonly mode: ShellCameraMode; readonly follow: number; readonly cues: DirectorCues } | undefined;
}

type PlayTokensCallouts = Readonly<Record<string, readonly { readonly text: string; readonly tone: 'good' | 'bad' }[]>>;

/** Any lane-graph game on the table: the track, the tokens in their colours and the spaces a person may pick. It draws; it never decides. */
export function PlayScene({ graph, layout, tokens, targets, onPick, labels, onDrawn, callouts = {}, focus, track, camera }: PlaySceneProps) {
  const poses = useRef<TokenPose[]>([]);
  // The track and what the game lays beside it (src/scene/frame-room.ts), framed in the part of the view no panel covers.
  const extent = useTableExtent();
  const bounds = useMemo(() => unionBounds(graphBounds(graph, 1.2), extent), [graph, extent]);
  const inset = useScreenInset();
  const [cx, cz] = boundsCentre(bounds);
  const laneWidth = catalogFor(graph.game).laneWidth;
  return (
    <>
      <group position={[cx, 0, cz]}>
        <Table width={bounds.maxX - bounds.minX + 2} depth={bounds.maxZ - bounds.minZ + 2} />
      </group>
      <ShadowFit bounds={bounds} />
      {(!camera || camera.mode === 'table') && <FramedCamera bounds={bounds} inset={inset} ease />}
      {camera && camera.mode !== 'table' && <CameraRig mode={camera.mode} follow={camera.follow} bounds={bounds} poses={poses} cues={camera.cues} laneWidth={laneWidth} />}
      {track ?? (layout && layout.game === graph.game ? <PrintedTrack layout={layout} /> : <LaneGraphView graph={graph} laneWidth={laneWidth} />)}
      {targets.length > 0 && <ReachableSpaces graph={graph} spaces={targets} laneWidth={laneWidth} onPick={onPick} />}
      <PlayTokens graph={graph} tokens={tokens} labels={labels} targets={targets} onDrawn={onDrawn} callouts={callouts} focus={focus} poses={poses} />
      {/* Turn, tilt and zoom the table (a drag, a pinch, the wheel); the framing above is where it starts. */}
      {(!camera || camera.mode === 'table') && <OrbitControls makeDefault target={[cx, 0, cz]} maxPolarAngle={Math.PI / 2.1} minDistance={3} maxDistance={120} />}
    </>
  );
}
