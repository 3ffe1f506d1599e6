import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { InstancedMesh } from 'three';
import type { ActionClock, DrawnCarRef } from './clock';
import { arcPoint } from './token-flight';
import { placeInstance } from './place-instance';
import { LookMaterial } from '../../../scene/look/LookMaterial';

const PILE = 3;
const FLYING = 4;
const CAR_Y = 0.35;
const p = { x: 0, y: 0, z: 0 };

/**
 * The DRS marker pile beside the table and its tokens in flight: drawn, a
 * marker flies from the pile to the car's steering wheel; returned, back to
 * the pile; used, it rises off the wheel and vanishes. One instanced mesh.
 */
export function DrsTokens({ clock, cars, pile }: { clock: ActionClock; cars: DrawnCarRef; pile: readonly [number, number] }) {
  const ref = useRef<InstancedMesh>(null);
  useFrame(() => {
    const m = ref.current;
    if (!m) return;
    const [px, pz] = pile;
    let i = 0;
    for (; i < PILE; i++) {
      placeInstance(m, i, px, 0.02 + i * 0.045, pz, 0, i * 0.4, 0, 1);
    }
    for (const c of clock.clips) {
      if (c.kind !== 'drs' || i >= PILE + FLYING) continue;
      const car = cars.current[c.player];
      const u = (clock.t - c.start) / c.duration;
      if (!car || u <= 0 || u >= 1) continue;
      let scale = 1.2;
      if (c.action === 'drawn') arcPoint(px, 0.2, pz, car.x, CAR_Y, car.z, u, 1.4, p);
      else if (c.action === 'returned') arcPoint(car.x, CAR_Y, car.z, px, 0.2, pz, u, 1.4, p);
      else {
        // Played from the wheel: up and gone.
        arcPoint(car.x, CAR_Y, car.z, car.x, CAR_Y + 1.6, car.z, u, 0, p);
        scale = 1.2 * (1 - u * u);
      }
      placeInstance(m, i++, p.x, p.y, p.z, 0, u * Math.PI * 3, 0, Math.max(0.01, scale));
    }
    m.count = i;
    m.instanceMatrix.needsUpdate = true;
  });
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, PILE + FLYING]} castShadow frustumCulled={false}>
      <boxGeometry args={[0.26, 0.04, 0.26]} />
      <LookMaterial color="#2bd6a0" roughness={0.4} />
    </instancedMesh>
  );
}
