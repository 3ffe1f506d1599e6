import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import type { LaneGraph } from '../../track';
import { LaneGraphView } from '../LaneGraphView';
import { GhostSpaces } from './GhostSpaces';
import { piecesIn, subGraph } from './sub-graph';
import { easeInOut } from './car-path';
import type { ActionClock } from './feed';

const DROP = 2.5;

/**
 * The track as Start Frei lays it: pieces laid so far drawn in full, the
 * plan's other pieces as faint ghosts, and on `PiecesLaid` the new pieces
 * dropping onto their ghosts. `laid` is the state's; the clip says what was
 * laid before this action.
 */
export function RaceTrack({ graph, laneWidth, laid, clock }: { graph: LaneGraph; laneWidth: number; laid: number; clock: ActionClock }) {
  const clip = clock.clips.find((c) => c.kind === 'lay');
  const lay = clip?.kind === 'lay' ? clip : null;
  const before = lay ? lay.from : laid;
  const shown = useMemo(() => subGraph(graph, piecesIn(0, before)), [graph, before]);
  const ghost = useMemo(() => subGraph(graph, piecesIn(before, Infinity)), [graph, before]);
  const landing = useMemo(() => (lay ? subGraph(graph, piecesIn(lay.from, lay.to)) : null), [graph, lay]);
  const group = useRef<Group>(null);
  useFrame(() => {
    const g = group.current;
    if (!g || !lay) return;
    const u = (clock.t - lay.start) / lay.duration;
    g.visible = u >= 0;
    const k = 1 - easeInOut(Math.min(1, Math.max(0, u)));
    g.position.y = k * DROP;
    g.rotation.z = k * 0.15;
  });
  return (
    <>
      <LaneGraphView graph={shown} laneWidth={laneWidth} />
      {ghost.spaces.length > 0 && <GhostSpaces graph={ghost} laneWidth={laneWidth} />}
      {landing && (
        <group ref={group} visible={false}>
          <LaneGraphView graph={landing} laneWidth={laneWidth} />
        </group>
      )}
    </>
  );
}
