import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { InstancedMesh } from 'three';
import type { ActionClock, DrawnCarRef } from './clock';
import { arcPoint, tokenCount, tokenProgress } from './token-flight';
import { placeInstance } from './place-instance';
import { LookMaterial } from '../../../scene/look/LookMaterial';

const PILE = 5;
const FLYING = 12;
const CAR_Y = 0.35;
const p = { x: 0, y: 0, z: 0 };

/**
 * The coin supply beside the table and, on `CoinsChanged`, coins flying from
 * it to the car (a gain) or from the car to it (a payment). One instanced mesh.
 */
export function CoinTokens({ clock, cars, supply }: { clock: ActionClock; cars: DrawnCarRef; supply: readonly [number, number] }) {
  const ref = useRef<InstancedMesh>(null);
  useFrame(() => {
    const m = ref.current;
    if (!m) return;
    const [sx, sz] = supply;
    let i = 0;
    for (; i < PILE; i++) {
      placeInstance(m, i, sx + (i % 2) * 0.02, 0.02 + i * 0.042, sz, 0, i * 0.7, 0, 1);
    }
    for (const c of clock.clips) {
      if (c.kind !== 'coins' || c.delta === 0) continue;
      const car = cars.current[c.player];
      if (!car) continue;
      const n = tokenCount(c.delta);
      for (let k = 0; k < n && i < PILE + FLYING; k++) {
        const u = tokenProgress(clock.t, c.start, c.duration, k, n);
        if (u <= 0 || u >= 1) continue;
        if (c.delta > 0) arcPoint(sx, 0.2, sz, car.x, CAR_Y, car.z, u, 1.2, p);
        else arcPoint(car.x, CAR_Y, car.z, sx, 0.2, sz, u, 1.2, p);
        // Spinning on edge in flight.
        placeInstance(m, i++, p.x, p.y, p.z, Math.PI / 2, 0, u * Math.PI * 4, 1.1);
      }
    }
    m.count = i;
    m.instanceMatrix.needsUpdate = true;
  });
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, PILE + FLYING]} castShadow frustumCulled={false}>
      <cylinderGeometry args={[0.13, 0.13, 0.04, 20]} />
      <LookMaterial color="#e8b923" metalness={0.6} roughness={0.3} />
    </instancedMesh>
  );
}
