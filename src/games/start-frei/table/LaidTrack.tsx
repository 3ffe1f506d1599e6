import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import type { LaneGraph, Layout } from '../../../track';
import { LaneGraphView } from '../../../scene/LaneGraphView';
import { PrintedTrack } from '../../../scene/look/PrintedTrack';
import { pieceOrdersOf, piecesInOrder } from '../../../scene/look/laid-pieces';
import { GhostSpaces } from './GhostSpaces';
import { piecesIn, subGraph } from './sub-graph';
import { easeInOut } from '../../../scene/play/car-path';
import type { ActionClock } from './clock';

const DROP = 2.5;

interface Parts<T> {
  readonly shown: T;
  readonly ghost: T | null;
  readonly landing: T | null;
}

/** The layout's pieces split by plan order (laid, still to lay, landing now), or null without a layout. */
function usePrinted(graph: LaneGraph, layout: Layout | undefined, before: number, lay: { from: number; to: number } | null): Parts<Layout> | null {
  const orders = useMemo(() => (layout ? pieceOrdersOf(layout, graph) : null), [layout, graph]);
  const from = lay?.from ?? -1;
  const to = lay?.to ?? -1;
  return useMemo(() => {
    if (!layout || !orders) return null;
    const ghost = piecesInOrder(layout, orders, before, Infinity);
    return { shown: piecesInOrder(layout, orders, 0, before), ghost: ghost.pieces.length > 0 ? ghost : null, landing: from >= 0 ? piecesInOrder(layout, orders, from, to) : null };
  }, [layout, orders, before, from, to]);
}

/**
 * The track as Start Frei lays it: pieces laid so far drawn in full, the
 * plan's other pieces as faint ghosts, and on `PiecesLaid` the new pieces
 * dropping onto their ghosts. `laid` is the state's; the clip says what was
 * laid before this action. With the layout the graph was built from, the
 * pieces are printed as the box prints them (as in Build); without it, the
 * lane graph's spaces are drawn plain.
 */
export function LaidTrack({ graph, layout, laneWidth, laid, clock }: { graph: LaneGraph; layout?: Layout | undefined; laneWidth: number; laid: number; clock: ActionClock }) {
  const clip = clock.clips.find((c) => c.kind === 'lay');
  const lay = clip?.kind === 'lay' ? clip : null;
  const before = lay ? lay.from : laid;
  const printed = usePrinted(graph, layout, before, lay);
  const plain = useMemo<Parts<LaneGraph> | null>(() => {
    if (printed) return null;
    const ghost = subGraph(graph, piecesIn(before, Infinity));
    return { shown: subGraph(graph, piecesIn(0, before)), ghost: ghost.spaces.length > 0 ? ghost : null, landing: lay ? subGraph(graph, piecesIn(lay.from, lay.to)) : null };
  }, [printed, graph, before, lay]);
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
  if (printed) {
    return (
      <>
        <PrintedTrack layout={printed.shown} />
        {printed.ghost && <PrintedTrack layout={printed.ghost} ghost />}
        {printed.landing && (
          <group ref={group} visible={false}>
            <PrintedTrack layout={printed.landing} />
          </group>
        )}
      </>
    );
  }
  if (!plain) return null;
  return (
    <>
      <LaneGraphView graph={plain.shown} laneWidth={laneWidth} />
      {plain.ghost && <GhostSpaces graph={plain.ghost} laneWidth={laneWidth} />}
      {plain.landing && (
        <group ref={group} visible={false}>
          <LaneGraphView graph={plain.landing} laneWidth={laneWidth} />
        </group>
      )}
    </>
  );
}
