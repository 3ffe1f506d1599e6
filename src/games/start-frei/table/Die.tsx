import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Euler, Mesh, Quaternion } from 'three';
import { BOOST_DIE as BOOST_FACES, GEAR_DICE } from '../../../rules/start-frei';
import type { ActionClock, DrawnCarRef } from './clock';
import { dieGeometry, dieTexture, faceIndex, faceUp } from './die-atlas';
import { LookMaterial } from '../../../scene/look/LookMaterial';
import { ExplainSpots, type ExplainSpot } from '../../../scene/table/Explain';
import { BOOST_DIE, START_FREI_TABLE_TERMS } from './table-terms';

/** What each die explains at a tap (in the die's own units: it is drawn `SIZE` large). */
const EXPLAIN: Readonly<Record<'gear' | 'boost', readonly ExplainSpot[]>> = {
  gear: [{ x: 0, y: 0, z: 0, r: 0.75, what: { term: START_FREI_TABLE_TERMS.gearDie } }],
  boost: [{ x: 0, y: 0, z: 0, r: 0.75, what: { name: BOOST_DIE.term, words: BOOST_DIE.explanation } }],
};

const spin = new Euler();
const spinQ = new Quaternion();
const SIZE = 0.42;
/** How long a die stays on the table after landing (ms at 1×). */
const LINGER = 1400;

/**
 * One die thrown next to the rolling car: it tumbles in an arc and lands on
 * the face the rules core chose (`which` = 'gear' or 'boost').
 */
export function Die({ clock, cars, which }: { clock: ActionClock; cars: DrawnCarRef; which: 'gear' | 'boost' }) {
  const clip = clock.clips.find((c) => c.kind === 'dice' && (which === 'gear' || c.boost !== null));
  const dice = clip?.kind === 'dice' ? clip : null;
  const tex = dice ? dieTexture(which === 'boost' ? 'boost' : dice.gear) : null;
  const target = useMemo(() => {
    const q = new Quaternion();
    if (!dice) return q;
    const faces = which === 'boost' ? BOOST_FACES : (GEAR_DICE[dice.gear] ?? []);
    return faceUp(faceIndex(faces, which === 'boost' ? dice.boost! : dice.die), q);
  }, [dice, which]);
  const mesh = useRef<Mesh>(null);
  useFrame(() => {
    const m = mesh.current;
    if (!m || !dice) return;
    const t = clock.t - dice.start;
    if (t < 0 || t > dice.duration + LINGER) {
      m.visible = false;
      return;
    }
    m.visible = true;
    const u = Math.min(1, t / dice.duration);
    const car = cars.current[dice.player];
    if (!car) return;
    // Beside the car, on its left; the boost die a little further along.
    const side = which === 'boost' ? 2.1 : 1.5;
    const ahead = which === 'boost' ? 0.5 : 0;
    const nx = -Math.sin(car.heading);
    const nz = -Math.cos(car.heading);
    const fx = Math.cos(car.heading);
    const fz = -Math.sin(car.heading);
    const fly = 1 - u;
    m.position.set(car.x + nx * side + fx * ahead - nx * fly * 1.2, SIZE / 2 + Math.abs(Math.sin(u * Math.PI * 2.5)) * fly * 1.4, car.z + nz * side + fz * ahead - nz * fly * 1.2);
    const k = fly * fly * 9;
    spin.set(k * 1.3, k * 0.7, k);
    m.quaternion.copy(target).multiply(spinQ.setFromEuler(spin));
  });
  if (!dice || !tex) return null;
  return (
    <mesh ref={mesh} geometry={dieGeometry()} scale={SIZE} castShadow visible={false}>
      <LookMaterial map={tex} roughness={0.5} />
      <ExplainSpots spots={EXPLAIN[which]} />
    </mesh>
  );
}
