import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, CircleGeometry, Color, MeshBasicMaterial, MeshStandardMaterial, Object3D, RingGeometry, type InstancedMesh } from 'three';
import { dialFaceTexture } from './dial-face';

/** One dial lying on the table: where, how big, the pointer's angle (π: the dial's 0 at the left; 0: its top at the right) and the ring's colour. */
export interface DialItem {
  readonly x: number;
  readonly z: number;
  readonly radius: number;
  readonly angle: number;
  readonly colour: string;
}

const scratch = new Object3D();
const colour = new Color();
const faceGeometry = new CircleGeometry(1, 40).rotateX(-Math.PI / 2);
const ringGeometry = new RingGeometry(0.94, 1.08, 40).rotateX(-Math.PI / 2);
// The pointer from the hub outwards along +x.
const pointerGeometry = new BoxGeometry(0.82, 0.02, 0.06).translate(0.41, 0, 0);

/**
 * Speedometers as objects on the table, all of them in three draw calls (the
 * faces, the coloured rings, the pointers). The pointers swing to their
 * angle, or jump there with `still`.
 */
export function Dials({ dials, top, step, still }: { dials: readonly DialItem[]; top: number; step: number; still: boolean }) {
  const n = Math.max(1, dials.length);
  const face = useRef<InstancedMesh>(null);
  const ring = useRef<InstancedMesh>(null);
  const pointer = useRef<InstancedMesh>(null);
  const shown = useRef<number[]>([]);
  const faceMaterial = useMemo(() => new MeshBasicMaterial({ map: dialFaceTexture(top, step), toneMapped: false }), [top, step]);
  const ringMaterial = useMemo(() => new MeshStandardMaterial({ roughness: 0.5 }), []);
  const pointerMaterial = useMemo(() => new MeshStandardMaterial({ roughness: 0.4 }), []);
  useLayoutEffect(() => {
    const f = face.current;
    const r = ring.current;
    const p = pointer.current;
    if (!f || !r || !p) return;
    dials.forEach((d, i) => {
      scratch.position.set(d.x, 0.012, d.z);
      scratch.rotation.set(0, 0, 0);
      scratch.scale.set(d.radius, 1, d.radius);
      scratch.updateMatrix();
      f.setMatrixAt(i, scratch.matrix);
      scratch.position.y = 0.016;
      scratch.updateMatrix();
      r.setMatrixAt(i, scratch.matrix);
      r.setColorAt(i, colour.set(d.colour));
      p.setColorAt(i, colour.set(d.colour));
      if (still || shown.current[i] === undefined) shown.current[i] = d.angle;
    });
    shown.current.length = dials.length;
    for (const m of [f, r, p]) {
      m.count = dials.length;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    }
  }, [dials, still]);
  useFrame((_, delta) => {
    const p = pointer.current;
    if (!p) return;
    const k = still ? 1 : 1 - Math.exp(-delta * 5);
    dials.forEach((d, i) => {
      const a = (shown.current[i] ?? d.angle) + (d.angle - (shown.current[i] ?? d.angle)) * k;
      shown.current[i] = a;
      scratch.position.set(d.x, 0.03, d.z);
      // The dial's angle is measured on the printed face (up is away from the viewer, −z): a turn about +y.
      scratch.rotation.set(0, a, 0);
      scratch.scale.set(d.radius, 1, d.radius);
      scratch.updateMatrix();
      p.setMatrixAt(i, scratch.matrix);
    });
    p.instanceMatrix.needsUpdate = true;
  });
  return (
    <group>
      <instancedMesh ref={face} args={[faceGeometry, faceMaterial, n]} frustumCulled={false} />
      <instancedMesh ref={ring} args={[ringGeometry, ringMaterial, n]} frustumCulled={false} />
      <instancedMesh ref={pointer} args={[pointerGeometry, pointerMaterial, n]} frustumCulled={false} castShadow />
    </group>
  );
}
