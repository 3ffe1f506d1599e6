import { useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import type { Group } from 'three';
import type { LaneGraph, SpaceId } from '../../track';
import { useTintedCar } from '../useTintedCar';

export interface LearnCarProps {
  readonly graph: LaneGraph;
  readonly space: SpaceId;
  /** Where the car comes from in this step (it drives over from there). */
  readonly from: SpaceId | null;
  readonly color: string;
  readonly active: boolean;
  readonly onGrab?: (() => void) | undefined;
}

const STEP_SECONDS = 0.45;

/** A car on a space; when its space changes it drives over from `from`, one space per step. */
export function LearnCar({ graph, space, from, color, active, onGrab }: LearnCarProps) {
  const { scene } = useTintedCar(color);
  const group = useRef<Group>(null);
  // Animation state lives in a ref: per-frame work never goes through React.
  const anim = useRef({ space: -1, from: -1, t: 1 });
  useFrame((_, dt) => {
    const g = group.current;
    if (!g) return;
    const a = anim.current;
    if (a.space !== space) {
      a.from = a.space < 0 || from === null ? space : from;
      a.space = space;
      a.t = a.from === space ? 1 : 0;
    }
    a.t = Math.min(1, a.t + dt / STEP_SECONDS);
    const s = graph.spaces[space]!;
    const f = graph.spaces[a.from] ?? s;
    const u = a.t < 0.5 ? 2 * a.t * a.t : 1 - Math.pow(-2 * a.t + 2, 2) / 2;
    g.position.set(f.x + (s.x - f.x) * u, 0.02 + (active ? 0.02 : 0), f.z + (s.z - f.z) * u);
    g.rotation.set(0, s.heading + Math.PI / 2, 0);
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
