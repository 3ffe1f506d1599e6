/**
 * Start Frei's objects on the shell's table: the gear die and the boost die thrown beside the rolling car, the coin
 * supply and the DRS marker pile at the table's front right corner with their tokens flying to and from the cars, the
 * six pit-stop markers along the front edge, and the piece the last car is laying glowing amber. They animate the
 * events of the move shown (choreography.ts) and never decide a rule.
 */
import { useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import type { TableObjectsProps } from '../../client';
import type { LaneBoard } from '../../../rules/core';
import type { GameState } from '../../../rules/start-frei';
import { catalogFor } from '../../../track';
import { boundsCentre, graphBounds, type Bounds2D } from '../../../scene/bounds';
import { useReportTableExtent } from '../../../scene/frame-room';
import { ReachableSpaces } from '../../../scene/play/ReachableSpaces';
import { carPoseAt, newCarPose, type CarPose } from './car-pose';
import { CoinTokens } from './CoinTokens';
import { Die } from './Die';
import { DrsTokens } from './DrsTokens';
import { PitMarkers } from './PitMarkers';
import { useAdvance, useMoveClock } from './useMoveClock';
import type { ActionClock, DrawnCarRef } from './clock';
import { LaidTrack } from './LaidTrack';
import { ExplainSpots } from '../../../scene/table/Explain';
import { PIT_STOP_MARKER, START_FREI_TABLE_TERMS } from './table-terms';

/** Where the supply, the DRS pile and the pit markers lie: the front edge and its right corner. */
export function startFreiTableSpots(bounds: Bounds2D) {
  const [cx] = boundsCentre(bounds);
  return {
    supply: [bounds.maxX - 0.6, bounds.maxZ + 0.45] as [number, number],
    pile: [bounds.maxX - 1.5, bounds.maxZ + 0.45] as [number, number],
    pit: [cx, 0, bounds.maxZ + 0.2] as [number, number, number],
  };
}

/** The cars' poses this frame (as the clips move them), for the dice and tokens that fly to them; the clock moves on first. */
function Clockwork({ state, clock, cars }: { state: GameState; clock: ActionClock; cars: DrawnCarRef & { readonly current: CarPose[] } }) {
  useAdvance(clock);
  useFrame(() => {
    state.players.forEach((p, i) => {
      carPoseAt(state.track.graph, clock.clips, i, p.space, clock.t, (cars.current[i] ??= newCarPose()));
    });
  });
  return null;
}

export function StartFreiTableObjects({ state, events, moveKey, fresh, reducedMotion }: TableObjectsProps<GameState, LaneBoard>) {
  const graph = state.track.graph;
  const clock = useMoveClock(events, moveKey, fresh && !reducedMotion);
  const cars = useMemo(() => ({ current: [] as CarPose[] }), []);
  const bounds = useMemo(() => graphBounds(graph, 1.5), [graph]);
  const spots = useMemo(() => startFreiTableSpots(bounds), [bounds]);
  // The framing leaves room for the supply, the pile and the markers in front of the track.
  useReportTableExtent('start-frei-table', useMemo(() => ({ ...bounds, maxZ: bounds.maxZ + 0.8 }), [bounds]));
  const explained = useMemo(
    () => [
      { x: spots.supply[0], y: 0.1, z: spots.supply[1], r: 0.22, what: { term: START_FREI_TABLE_TERMS.coins } },
      { x: spots.pile[0], y: 0.1, z: spots.pile[1], r: 0.22, what: { term: START_FREI_TABLE_TERMS.drs } },
      ...(state.pit ? state.pit.turned.map((_, i) => ({ x: spots.pit[0] + (i - 2.5) * 0.9, y: 0.08, z: spots.pit[2], r: 0.34, what: { name: PIT_STOP_MARKER.term, words: PIT_STOP_MARKER.explanation } })) : []),
    ],
    [spots, state.pit],
  );
  const laying = state.laying;
  const layingSpaces = useMemo(() => (laying ? graph.spaces.filter((s) => s.pieceOrder === laying.piece).map((s) => s.id) : []), [graph, laying]);
  return (
    <>
      <Clockwork state={state} clock={clock} cars={cars} />
      {layingSpaces.length > 0 && <ReachableSpaces graph={graph} spaces={layingSpaces} laneWidth={catalogFor(graph.game).laneWidth} color="#ffb347" />}
      <Die clock={clock} cars={cars} which="gear" />
      <Die clock={clock} cars={cars} which="boost" />
      <CoinTokens clock={clock} cars={cars} supply={spots.supply} />
      <DrsTokens clock={clock} cars={cars} pile={spots.pile} />
      {state.pit && <PitMarkers turned={state.pit.turned} clock={clock} position={spots.pit} />}
      <ExplainSpots spots={explained} />
    </>
  );
}

/** The track as Start Frei lays it in the shell: pieces laid so far, the plan's others as ghosts, new pieces dropping in. */
export function StartFreiTrack({ state, events, moveKey, fresh, reducedMotion }: TableObjectsProps<GameState, LaneBoard>) {
  const clock = useMoveClock(events, moveKey, fresh && !reducedMotion);
  useAdvance(clock);
  const graph = state.track.graph;
  return <LaidTrack graph={graph} layout={state.track.layout} laneWidth={catalogFor(graph.game).laneWidth} laid={state.laid} clock={clock} />;
}
