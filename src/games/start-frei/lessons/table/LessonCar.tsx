import { useMemo, useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import type { Group } from 'three';
import type { LaneGraph, SpaceId } from '../../../../track';
import { useTintedCar } from '../../../../scene/useTintedCar';
import { easeInOut, poseAlong, spacePose, type Pose } from '../../../../scene/play/car-path';

export interface LearnCarProps {
  readonly graph: LaneGraph;
  readonly space: SpaceId;
  /** Where the car comes from in this step (it drives over from there). */
  readonly from: SpaceId | null;
  readonly color: string;
  readonly active: boolean;
  /** Written every frame: where the car is drawn (tests read it). */
  readonly out: { x: number; z: number };
  readonly onGrab?: (() => void) | undefined;
}

const STEP_SECONDS = 0.45;

/**
 * A car on a space. Stepping forward, it drives over from `from` along the
 * race scene's smooth lane path (a switch is an arc across the lanes);
 * stepping back, dragging or opening a lesson, it is placed at once.
 */
export function LearnCar({ graph, space, from, color, active, out, onGrab }: LearnCarProps) {
  const { scene } = useTintedCar(color);
  const group = useRef<Group>(null);
  // Animation state lives in refs: per-frame work never goes through React.
  const anim = useRef({ space: -1, from: -1, t: 1 });
  const path = useMemo<SpaceId[]>(() => [space], [space]);
  const pose = useMemo<Pose>(() => ({ x: 0, z: 0, heading: 0 }), []);
  useFrame((_, dt) => {
    const g = group.current;
    if (!g) return;
    const a = anim.current;
    if (a.space !== space) {
      // Only a step forward (the car was where this step starts) is driven.
      a.from = from !== null && a.space === from ? from : space;
      a.space = space;
      a.t = a.from === space ? 1 : 0;
    }
    a.t = Math.min(1, a.t + Math.min(dt, 0.1) / STEP_SECONDS);
    if (a.t >= 1 || a.from === space) spacePose(graph, space, pose);
    else poseAlong(graph, a.from, path, easeInOut(a.t), pose);
    g.position.set(pose.x, 0.02 + (active ? 0.02 : 0), pose.z);
    // The model's nose points to +z; heading 0 is +x.
    g.rotation.set(0, pose.heading + Math.PI / 2, 0);
    out.x = pose.x;
    out.z = pose.z;
  });
  const grab = (e: ThreeEvent<PointerEvent>) => {
    if (!onGrab) return;
    e.stopPropagation();
    onGrab();
  };
  return (
    <group ref={group} onPointerDown={grab}>
      <primitive object={scene} />
    </group>
  );
}
