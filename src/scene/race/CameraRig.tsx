import { useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { Vector3 } from 'three';
import type { Bounds2D } from '../bounds';
import { boundsCentre } from '../bounds';
import { FramedCamera } from '../FramedCamera';
import { actionCar, direct, type DirectorState } from './director';
import type { ActionClock, CameraMode, DrawnCarRef } from './feed';

const want = new Vector3();
const look = new Vector3();

/** Orbit, follow a car, bird's-eye or the TV director; moves the default camera in useFrame. */
export function CameraRig({ mode, follow, bounds, cars, clock }: { mode: CameraMode; follow: number; bounds: Bounds2D; cars: DrawnCarRef; clock: ActionClock }) {
  const camera = useThree((s) => s.camera);
  const [cx, cz] = boundsCentre(bounds);
  const span = Math.max(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ);
  const director = useMemo<DirectorState>(() => ({ focus: 0, shot: 'high', held: 0, cuts: 0 }), []);
  const target = useMemo(() => new Vector3(cx, 0, cz), [cx, cz]);

  useFrame((_, delta) => {
    if (mode === 'orbit') return;
    let snap = false;
    if (mode === 'bird') {
      want.set(cx, span * 1.25, cz + 0.01);
      look.set(cx, 0, cz);
    } else {
      let who = follow;
      let shot: 'chase' | 'trackside' | 'high' = 'chase';
      if (mode === 'tv') {
        snap = direct(director, actionCar(clock.clips, clock.t), delta);
        who = director.focus;
        shot = director.shot;
      }
      const car = cars.current[who] ?? cars.current[0];
      if (!car) return;
      const fx = Math.cos(car.heading);
      const fz = -Math.sin(car.heading);
      if (shot === 'chase') {
        want.set(car.x - fx * 4.5, 2.6, car.z - fz * 4.5);
        look.set(car.x + fx * 2, 0.2, car.z + fz * 2);
      } else if (shot === 'trackside') {
        // Outside the track: away from the table centre, a little ahead of the car.
        const ox = car.x - cx;
        const oz = car.z - cz;
        const d = Math.hypot(ox, oz) || 1;
        want.set(car.x + (ox / d) * 4 + fx * 3, 1.6, car.z + (oz / d) * 4 + fz * 3);
        look.set(car.x, 0.2, car.z);
      } else {
        want.set(car.x + 3, 11, car.z + 8);
        look.set(car.x, 0, car.z);
      }
    }
    const k = snap ? 1 : 1 - Math.exp(-delta * 3);
    camera.position.lerp(want, k);
    target.lerp(look, k);
    camera.lookAt(target);
  });

  if (mode !== 'orbit') return null;
  return (
    <>
      <FramedCamera bounds={bounds} />
      <OrbitControls makeDefault target={[cx, 0, cz]} maxPolarAngle={Math.PI / 2.1} minDistance={2} maxDistance={150} />
    </>
  );
}
