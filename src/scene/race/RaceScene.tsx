import { Suspense, useMemo, useRef } from 'react';
import type { LaneGraph, SpaceId } from '../../track';
import { Table } from '../Table';
import { boundsCentre, graphBounds } from '../bounds';
import { RaceCars } from './RaceCars';
import { Die } from '../../games/start-frei/table/Die';
import { CameraRig } from './CameraRig';
import { Callouts } from '../broadcast/Callouts';
import { calloutsOf } from './callouts';
import { ReachableSpaces } from '../play/ReachableSpaces';
import { PitMarkers } from '../../games/start-frei/table/PitMarkers';
import { LaidTrack } from '../../games/start-frei/table/LaidTrack';
import { CoinTokens } from '../../games/start-frei/table/CoinTokens';
import { DrsTokens } from '../../games/start-frei/table/DrsTokens';
import { ShadowFit } from '../play/ShadowFit';
import { useActionClock } from './useActionClock';
import type { CameraMode, SceneFeed } from './feed';
import type { DrawnCar } from './RaceCars';

export interface RaceSceneProps {
  readonly graph: LaneGraph;
  readonly laneWidth: number;
  readonly feed: SceneFeed;
  readonly camera: CameraMode;
  readonly follow: number;
  readonly debug?: boolean;
  /** Spaces a person may drive to now, and what a click on one does. */
  readonly reachable?: readonly SpaceId[];
  readonly onPick?: (space: SpaceId) => void;
}

/** The race on the table: track (laid and still to lay), cars, dice, coins, DRS markers, pit-stop markers and the chosen camera. It animates; it never decides. */
export function RaceScene({ graph, laneWidth, feed, camera, follow, debug = false, reachable, onPick }: RaceSceneProps) {
  const bounds = useMemo(() => graphBounds(graph, 1.5), [graph]);
  const [cx, cz] = boundsCentre(bounds);
  const clock = useActionClock(feed);
  // The piece the last car's player is laying (start-frei "Lay Out 2 New Track Pieces"): its spaces glow amber.
  const laying = feed.state.laying;
  const layingSpaces = useMemo(() => (laying ? graph.spaces.filter((s) => s.pieceOrder === laying.piece).map((s) => s.id) : []), [graph, laying]);
  const cars = useRef<DrawnCar[]>([]);
  const callouts = useMemo(() => calloutsOf(feed.events, clock.clips, feed.state.names), [feed.events, clock.clips, feed.state.names]);
  // The coin supply and the DRS pile sit at the table's front right corner.
  const supply = useMemo<[number, number]>(() => [bounds.maxX - 0.6, bounds.maxZ + 0.45], [bounds]);
  const pile = useMemo<[number, number]>(() => [bounds.maxX - 1.5, bounds.maxZ + 0.45], [bounds]);
  return (
    <>
      <group position={[cx, 0, cz]}>
        <Table width={bounds.maxX - bounds.minX + 2} depth={bounds.maxZ - bounds.minZ + 2} />
      </group>
      <ShadowFit bounds={bounds} />
      <LaidTrack graph={graph} layout={feed.state.track.layout} laneWidth={laneWidth} laid={feed.state.laid} clock={clock} />
      {layingSpaces.length > 0 && <ReachableSpaces graph={graph} spaces={layingSpaces} laneWidth={laneWidth} color="#ffb347" />}
      {reachable && reachable.length > 0 && <ReachableSpaces graph={graph} spaces={reachable} laneWidth={laneWidth} onPick={onPick} />}
      <Suspense fallback={null}>
        <RaceCars graph={graph} state={feed.state} clock={clock} drawn={cars.current} debug={debug} />
      </Suspense>
      <Die clock={clock} cars={cars} which="gear" />
      <Die clock={clock} cars={cars} which="boost" />
      <CoinTokens clock={clock} cars={cars} supply={supply} />
      <DrsTokens clock={clock} cars={cars} pile={pile} />
      {feed.state.pit && <PitMarkers turned={feed.state.pit.turned} clock={clock} position={[cx, 0, bounds.maxZ + 0.2]} />}
      <Callouts items={callouts} source={{ cars, clock }} />
      <CameraRig mode={camera} follow={follow} bounds={bounds} cars={cars} clock={clock} graph={graph} state={feed.state} events={feed.events} reachable={reachable} />
    </>
  );
}
