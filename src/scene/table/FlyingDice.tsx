import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Quaternion, Vector3, type Mesh } from 'three';
import { LookMaterial } from '../look/LookMaterial';
import { dieFacesTexture, dieGeometry, faceUp, type DieFace, type DieLook } from './die-faces';
import { flightPose, FLIGHT_TIMING, type DieFlight } from './dice-flight';
import { throwMoment } from './throw-timing';

/** One die laid into a box: its flight, its six sides (in side order) and its colours. */
export interface FlyingDie {
  readonly key: string;
  readonly flight: DieFlight;
  readonly sides: readonly DieFace[];
  readonly look: DieLook;
}

export interface FlyingDiceProps {
  /** The dice in the order they are laid in (the first flies first). */
  readonly dice: readonly FlyingDie[];
  readonly size: number;
  /** Changes with each move: the flights start again. */
  readonly startKey: number;
  /** Fly (the move just shown); false shows every die in its slot at once. */
  readonly animate: boolean;
  /** Called when the number of dice landed in their slots changes. */
  readonly onLanded?: (landed: number) => void;
}

const UP_AXIS = new Vector3(0, 1, 0);
const upOf = Array.from({ length: 6 }, (_, k) => faceUp(k, new Quaternion()));

/** Dice that lift from where they were rolled, fly in an arc and turn to the reading chosen, one after another, into their slots. */
export function FlyingDice({ dice, size, startKey, animate, onLanded }: FlyingDiceProps) {
  const meshes = useRef<(Mesh | null)[]>([]);
  const start = useRef<number | null>(null);
  const landed = useRef(-1);
  const turning = useMemo(() => new Quaternion(), []);
  useLayoutEffect(() => {
    start.current = null;
    landed.current = -1;
  }, [startKey, dice, animate]);
  useFrame((state) => {
    const now = state.clock.elapsedTime * 1000;
    start.current ??= now;
    const t = throwMoment(dice.length, now - start.current, animate, FLIGHT_TIMING);
    dice.forEach((d, i) => {
      const m = meshes.current[i];
      if (!m) return;
      // Before its turn a die waits where it was rolled; after it, it lies in its slot.
      const u = i < t.index ? 1 : i > t.index ? 0 : t.u;
      const pose = flightPose(d.flight, u, size);
      m.position.set(pose.x, pose.y, pose.z);
      m.quaternion.slerpQuaternions(upOf[d.flight.from.top] ?? upOf[2]!, upOf[d.flight.to.top] ?? upOf[2]!, pose.turn);
      // Turned over in the air, a die read from below also turns a little about the vertical, so the flip reads as a throw of the wrist.
      if (d.flight.from.top !== d.flight.to.top) m.quaternion.premultiply(turning.setFromAxisAngle(UP_AXIS, Math.sin(Math.PI * pose.turn) * 0.5));
    });
    if (t.landed !== landed.current) {
      landed.current = t.landed;
      onLanded?.(t.landed);
    }
  });
  return (
    <group>
      {dice.map((d, i) => (
        <OneDie key={d.key} die={d} size={size} set={(m) => (meshes.current[i] = m)} />
      ))}
    </group>
  );
}

function OneDie({ die, size, set }: { die: FlyingDie; size: number; set: (m: Mesh | null) => void }) {
  const tex = useMemo(() => dieFacesTexture(die.sides, die.look, true), [die.sides, die.look]);
  if (!tex) return null;
  // Where it lies before the first frame moves it: at its end, so a frame drawn early never shows it elsewhere.
  return (
    <mesh ref={set} geometry={dieGeometry()} scale={size} position={[die.flight.to.x, size / 2, die.flight.to.z]} castShadow>
      <LookMaterial map={tex} roughness={0.45} />
    </mesh>
  );
}
