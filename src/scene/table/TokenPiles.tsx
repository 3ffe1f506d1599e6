import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { CylinderGeometry, MeshStandardMaterial, Object3D, type InstancedMesh } from 'three';
import { pileSpots, type PileShape } from './pile-layout';

/** A pile of tokens on the table: how many, where its first stack stands. */
export interface PileItem {
  readonly key: string;
  readonly count: number;
  readonly x: number;
  readonly z: number;
  /** Grow token by token up to `count` (a top-up shown happening) instead of appearing whole. */
  readonly grow?: boolean;
}

const scratch = new Object3D();
/** Time between two tokens laid on a growing pile (ms). */
const GROW_STEP_MS = 70;

/** Piles of round tokens (Formuła 1's tyres), every token of every pile in one draw call. */
export function TokenPiles({ piles, shape, radius, colour, capacity }: { piles: readonly PileItem[]; shape: PileShape; radius: number; colour: string; capacity: number }) {
  const mesh = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => new CylinderGeometry(radius, radius, shape.thickness * 0.9, 18), [radius, shape.thickness]);
  const material = useMemo(() => new MeshStandardMaterial({ color: colour, roughness: 0.85 }), [colour]);
  // What each pile shows now (a growing pile catches up with its count).
  const shown = useRef(new Map<string, number>());
  const since = useRef(0);
  const draw = () => {
    const m = mesh.current;
    if (!m) return;
    let n = 0;
    for (const p of piles) {
      for (const s of pileSpots(shown.current.get(p.key) ?? p.count, p.x, p.z, shape)) {
        if (n >= capacity) break;
        scratch.position.set(s.x, s.y, s.z);
        scratch.updateMatrix();
        m.setMatrixAt(n++, scratch.matrix);
      }
    }
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
  };
  useLayoutEffect(() => {
    for (const p of piles) {
      const was = shown.current.get(p.key);
      shown.current.set(p.key, p.grow && was !== undefined && was < p.count ? was : p.count);
    }
    draw();
  });
  useFrame((state) => {
    const now = state.clock.elapsedTime * 1000;
    if (now - since.current < GROW_STEP_MS) return;
    since.current = now;
    let changed = false;
    for (const p of piles) {
      const s = shown.current.get(p.key) ?? p.count;
      if (s < p.count) {
        shown.current.set(p.key, s + 1);
        changed = true;
      }
    }
    if (changed) draw();
  });
  return <instancedMesh ref={mesh} args={[geometry, material, capacity]} frustumCulled={false} castShadow />;
}
