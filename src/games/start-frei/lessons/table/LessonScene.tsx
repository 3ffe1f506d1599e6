import { Suspense, useMemo, useRef, useState } from 'react';
import { OrbitControls } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { ShadowFit } from '../../../../scene/play/ShadowFit';
import { catalogFor, type LaneGraph, type Layout, type SpaceId } from '../../../../track';
import { Table } from '../../../../scene/Table';
import { LaneGraphView } from '../../../../scene/LaneGraphView';
import { InstancedMarks } from '../../../../scene/InstancedMarks';
import { PrintedTrack } from '../../../../scene/look/PrintedTrack';
import { graphFeatureMarks } from '../../../../scene/look/strip-print';
import { FramedCamera } from '../../../../scene/FramedCamera';
import { boundsCentre, graphBounds } from '../../../../scene/bounds';
import { LearnCar } from './LessonCar';
import { ReachHighlights } from './ReachHighlights';
import { DragGhost } from './DragGhost';
import { ScreenProbe } from './ScreenProbe';
import { nearestSpace } from './nearest';
import { actionBounds, actionSpaces } from './action-bounds';
import { CarPoseProbe } from './CarPoseProbe';
import { carColour } from '../../../../scene/car-colours';
import type { LearnProbes, ReachMark, StepView } from './view-types';

/**
 * How the lesson's track is printed: the layout's pieces as the box prints
 * them (as in Race and Replay), their marks from the layout itself, or, for
 * a practice strip laid of plain straights, the chicanes and switches of the
 * lane graph printed on them.
 */
export interface LearnPrint {
  readonly layout: Layout;
  readonly features: 'layout' | 'graph';
}

export interface LearnSceneProps {
  /** The lesson's track; nothing is drawn without one. */
  readonly graph: LaneGraph | null;
  /** The pieces the graph lies on; without them the lane graph's spaces are drawn plain. */
  readonly print?: LearnPrint | null | undefined;
  readonly frames: readonly StepView[];
  readonly step: number;
  /** The spaces the active car can reach with the chosen roll (shown at the last step). */
  readonly reach: readonly ReachMark[];
  /** The car whose turn it is, or null. */
  readonly active: number | null;
  /** A car dragged onto a space (only at the first step). */
  onMoveCar(car: number, space: SpaceId): void;
  /** A reachable space clicked: its index in `reach`. */
  onPick(index: number): void;
  /** With ?debug: where the scene publishes what browser tests read. */
  readonly probes?: LearnProbes;
}

/** Learn mode's table: the lesson's track, the cars of the current step, reachable spaces, dragging. It decides nothing: the app passes what to draw. */
export function LearnScene({ graph, print, frames, step, reach, active, onMoveCar, onPick, probes }: LearnSceneProps) {
  const [drag, setDrag] = useState<{ car: number; space: number } | null>(null);
  const orbit = useRef<{ enabled: boolean } | null>(null);
  const bounds = useMemo(() => (graph ? graphBounds(graph, 1.5) : { minX: -5, maxX: 5, minZ: -5, maxZ: 5 }), [graph]);
  const atEnd = step >= frames.length - 1;
  // The camera frames the action (cars in every step, the reachable spaces), not the whole track.
  const shot = useMemo(() => (graph ? actionBounds(graph, actionSpaces(frames, atEnd ? reach : [])) : null), [graph, frames, atEnd, reach]);
  const shotKey = shot ? `${shot.minX},${shot.maxX},${shot.minZ},${shot.maxZ}` : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: an equal shot keeps the camera where the teacher put it
  const framed = useMemo(() => shot ?? bounds, [shotKey, bounds]);
  const poses = useRef<{ x: number; z: number }[]>([]);
  const printed = print && graph && print.layout.game === graph.game ? print : null;
  const marks = useMemo(() => (printed?.features === 'graph' && graph ? graphFeatureMarks(graph) : []), [printed, graph]);
  if (!graph) return null;
  const frame = frames[step];
  const [cx, cz] = boundsCentre(bounds);
  const [fx, fz] = boundsCentre(framed);
  const editable = step === 0;
  const release = () => {
    if (drag) onMoveCar(drag.car, drag.space);
    setDrag(null);
    if (orbit.current) orbit.current.enabled = true;
  };
  const onMove = (e: ThreeEvent<PointerEvent>) => {
    if (!drag) return;
    const s = nearestSpace(graph, e.point.x, e.point.z);
    if (s !== null && s !== drag.space) setDrag({ ...drag, space: s });
  };
  return (
    <>
      <FramedCamera bounds={framed} />
      <ShadowFit bounds={bounds} />
      <group position={[cx, 0, cz]}>
        <Table width={bounds.maxX - bounds.minX + 2} depth={bounds.maxZ - bounds.minZ + 2} />
      </group>
      {printed ? (
        <>
          <PrintedTrack layout={printed.layout} />
          {marks.length > 0 && <InstancedMarks items={marks} y={0.026} height={0.006} flat />}
        </>
      ) : (
        <LaneGraphView graph={graph} laneWidth={catalogFor(graph.game).laneWidth} />
      )}
      {/* Catches the pointer while a car is dragged (invisible, over the whole table). */}
      <mesh position={[cx, 0.06, cz]} rotation={[-Math.PI / 2, 0, 0]} visible={false} onPointerMove={onMove} onPointerUp={release}>
        <planeGeometry args={[bounds.maxX - bounds.minX + 4, bounds.maxZ - bounds.minZ + 4]} />
      </mesh>
      <Suspense fallback={null}>
        {atEnd ? <ReachHighlights graph={graph} reach={reach} onPick={onPick} /> : null}
        {frame?.cars.map((c, i) => (
          <LearnCar
            key={i}
            graph={graph}
            space={drag?.car === i ? drag.space : c.space}
            from={frame.actor === i ? frame.from : null}
            color={carColour(i).hex}
            active={active === i}
            out={(poses.current[i] ??= { x: 0, z: 0 })}
            onGrab={
              editable
                ? () => {
                    setDrag({ car: i, space: c.space });
                    if (orbit.current) orbit.current.enabled = false;
                  }
                : undefined
            }
          />
        ))}
      </Suspense>
      {drag ? <DragGhost graph={graph} space={drag.space} /> : null}
      {probes ? <ScreenProbe graph={graph} publishScreen={probes.publishScreen} /> : null}
      {probes ? <CarPoseProbe poses={poses.current} count={frame?.cars.length ?? 0} probes={probes} /> : null}
      <OrbitControls ref={orbit as never} makeDefault target={[fx, 0, fz]} maxPolarAngle={Math.PI / 2.1} minDistance={3} maxDistance={120} />
    </>
  );
}
