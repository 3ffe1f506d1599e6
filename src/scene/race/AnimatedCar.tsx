import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import type { LaneGraph, SpaceId } from '../../track';
import { useTintedCar } from '../useTintedCar';
import { carPoseAt, newCarPose } from './car-pose';
import type { ActionClock } from './feed';

export interface AnimatedCarProps {
  readonly graph: LaneGraph;
  readonly player: number;
  readonly space: SpaceId;
  readonly color: string;
  readonly clock: ActionClock;
  /** Written every frame: where the car is drawn (cameras and tests read it). */
  readonly out: { x: number; z: number; heading: number };
}

const FLAP_OPEN = -0.9;

/** A race car that drives its moves along smooth lane paths, jolts when braking and opens its DRS flap. */
export function AnimatedCar({ graph, player, space, color, clock, out }: AnimatedCarProps) {
  const { scene, wing } = useTintedCar(color);
  const group = useRef<Group>(null);
  const pose = useMemo(newCarPose, []);

  useFrame(() => {
    const g = group.current;
    if (!g) return;
    carPoseAt(graph, clock.clips, player, space, clock.t, pose);
    g.position.set(pose.x, 0.02, pose.z);
    // The model's nose points to +z; heading 0 is +x.
    g.rotation.set(pose.pitch, pose.heading + Math.PI / 2 + pose.wobble, 0, 'YXZ');
    out.x = pose.x;
    out.z = pose.z;
    out.heading = pose.heading;
    if (wing) {
      let open = 0;
      for (const c of clock.clips) {
        if (c.kind === 'drs' && c.action === 'used' && c.player === player && clock.t < c.start + c.duration + 600) open = 1;
      }
      wing.rotation.x += (open * FLAP_OPEN - wing.rotation.x) * 0.2;
    }
  });
  return (
    <group ref={group}>
      <primitive object={scene} />
    </group>
  );
}
