import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Euler, Quaternion, type Mesh } from 'three';
import { dieFacesTexture, dieGeometry, faceUp, type DieFace, type DieLook } from './die-faces';
import { LookMaterial } from '../look/LookMaterial';
import { throwMoment } from './throw-timing';

/** One throw of a die: where it lands and which side (0–5: +x, −x, +y, −y, +z, −z) ends on top. */
export interface DieThrow {
  readonly x: number;
  readonly z: number;
  readonly top: number;
}

const spin = new Euler();
const spinQ = new Quaternion();
const targets = Array.from({ length: 6 }, (_, k) => faceUp(k, new Quaternion()));

export interface TableDieProps {
  /** The throws in order; the die tumbles onto each in turn and stays on the last. */
  readonly throws: readonly DieThrow[];
  /** The die's six sides, in side order, and its colours. */
  readonly sides: readonly DieFace[];
  readonly look: DieLook;
  readonly pips?: boolean;
  readonly size?: number;
  /** Changes with each move: the sequence starts again. */
  readonly startKey: number;
  /** Tumble (the move just shown); false shows every throw landed at once. */
  readonly animate: boolean;
  /** Called when the number of throws landed changes (the words beside the die follow it). */
  readonly onLanded?: (landed: number) => void;
}

/** A die on the table that tumbles in an arc and lands on the side the rules core chose, one throw after another. */
export function TableDie({ throws, sides, look, pips = true, size = 0.4, startKey, animate, onLanded }: TableDieProps) {
  const tex = useMemo(() => dieFacesTexture(sides, look, pips), [sides, look, pips]);
  const mesh = useRef<Mesh>(null);
  const start = useRef<number | null>(null);
  const landed = useRef(-1);
  useLayoutEffect(() => {
    start.current = null;
    landed.current = -1;
  }, [startKey, throws, animate]);
  useFrame((state) => {
    const m = mesh.current;
    if (!m) return;
    if (throws.length === 0) {
      m.visible = false;
      return;
    }
    const now = state.clock.elapsedTime * 1000;
    start.current ??= now;
    const t = throwMoment(throws.length, now - start.current, animate);
    if (t.landed !== landed.current) {
      landed.current = t.landed;
      onLanded?.(t.landed);
    }
    const th = throws[Math.max(0, t.index)]!;
    const fly = 1 - t.u;
    m.visible = true;
    // In from the front left, bouncing lower each time, spinning less as it slows.
    m.position.set(th.x - fly * 1.4, size / 2 + Math.abs(Math.sin(t.u * Math.PI * 2.5)) * fly * 1.2, th.z + fly * 0.9);
    const k = fly * fly * 9;
    spin.set(k * 1.3, k * 0.7, k);
    m.quaternion.copy(targets[th.top] ?? targets[2]!).multiply(spinQ.setFromEuler(spin));
  });
  if (!tex) return null;
  return (
    <mesh ref={mesh} geometry={dieGeometry()} scale={size} castShadow visible={false}>
      <LookMaterial map={tex} roughness={0.45} />
    </mesh>
  );
}
