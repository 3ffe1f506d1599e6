import { Suspense, useMemo, useRef, useState } from 'react';
import { OrbitControls } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { learnView, useLearnStore } from '../../app/learn';
import { ShadowFit } from '../race';
import { catalogFor } from '../../track';
import { Table } from '../Table';
import { LaneGraphView } from '../LaneGraphView';
import { FramedCamera } from '../FramedCamera';
import { boundsCentre, graphBounds } from '../bounds';
import { LearnCar } from './LearnCar';
import { ReachHighlights } from './ReachHighlights';
import { DragGhost } from './DragGhost';
import { ScreenProbe } from './ScreenProbe';
import { nearestSpace } from './nearest';
import { actionBounds, actionSpaces } from './action-bounds';
import { CarPoseProbe } from './CarPoseProbe';

export const LEARN_CAR_COLORS = ['#d62b2b', '#e8c21c', '#2b6fd6', '#2fa84f'];

/** Learn mode's table: the lesson's track, the cars of the current step, reachable spaces, dragging. */
export function LearnScene({ debug = false }: { debug?: boolean }) {
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const choice = useLearnStore((s) => s.choice);
  const moveCar = useLearnStore((s) => s.moveCar);
  const play = useLearnStore((s) => s.play);
  const [drag, setDrag] = useState<{ car: number; space: number } | null>(null);
  const orbit = useRef<{ enabled: boolean } | null>(null);
  const view = useMemo(() => learnView(session, choice), [session, choice]);
  const graph = session?.graph;
  const bounds = useMemo(() => (graph ? graphBounds(graph, 1.5) : { minX: -5, maxX: 5, minZ: -5, maxZ: 5 }), [graph]);
  const frames = useMemo(() => session?.run.frames ?? [], [session]);
  const atEnd = step >= frames.length - 1;
  // The camera frames the action (cars in every step, the reachable spaces), not the whole track.
  const shot = useMemo(() => (graph ? actionBounds(graph, actionSpaces(frames, atEnd ? view.reach : [])) : null), [graph, frames, atEnd, view.reach]);
  const shotKey = shot ? `${shot.minX},${shot.maxX},${shot.minZ},${shot.maxZ}` : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: an equal shot keeps the camera where the teacher put it
  const framed = useMemo(() => shot ?? bounds, [shotKey, bounds]);
  const poses = useRef<{ x: number; z: number }[]>([]);
  if (!session || !graph) return null;
  const frame = frames[step];
  const [cx, cz] = boundsCentre(bounds);
  const [fx, fz] = boundsCentre(framed);
  const editable = step === 0;
  const release = () => {
    if (drag) moveCar(drag.car, drag.space);
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
      <LaneGraphView graph={graph} laneWidth={catalogFor(graph.game).laneWidth} />
      {/* Catches the pointer while a car is dragged (invisible, over the whole table). */}
      <mesh position={[cx, 0.06, cz]} rotation={[-Math.PI / 2, 0, 0]} visible={false} onPointerMove={onMove} onPointerUp={release}>
        <planeGeometry args={[bounds.maxX - bounds.minX + 4, bounds.maxZ - bounds.minZ + 4]} />
      </mesh>
      <Suspense fallback={null}>
        {atEnd ? <ReachHighlights graph={graph} reach={view.reach} onPick={(i) => view.reach[i] && play(view.reach[i].option.switches)} /> : null}
        {frame?.cars.map((c, i) => (
          <LearnCar
            key={i}
            graph={graph}
            space={drag?.car === i ? drag.space : c.space}
            from={frame.actor === i ? frame.from : null}
            color={LEARN_CAR_COLORS[i] ?? '#cccccc'}
            active={view.active === i}
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
      {debug ? <ScreenProbe graph={graph} /> : null}
      {debug ? <CarPoseProbe poses={poses.current} count={frame?.cars.length ?? 0} /> : null}
      <OrbitControls ref={orbit as never} makeDefault target={[fx, 0, fz]} maxPolarAngle={Math.PI / 2.1} minDistance={3} maxDistance={120} />
    </>
  );
}
