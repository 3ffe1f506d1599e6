import { useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Color, CylinderGeometry, MeshStandardMaterial, Object3D, type InstancedMesh } from 'three';

/** A little flag standing on the table: where, and its cloth's colour. */
export interface FlagItem {
  readonly x: number;
  readonly z: number;
  readonly colour: string;
}

const scratch = new Object3D();
const colour = new Color();
const POLE = 0.42;
const poleGeometry = new CylinderGeometry(0.012, 0.012, POLE, 6).translate(0, POLE / 2, 0);
// The cloth hangs from the top of the pole, out to the right.
const clothGeometry = new BoxGeometry(0.2, 0.13, 0.008).translate(0.1, POLE - 0.07, 0);

/** Flags on the table (beside the cars, in the pit boxes), all poles in one draw call and all cloths in another. */
export function Flags({ flags }: { flags: readonly FlagItem[] }) {
  const n = Math.max(1, flags.length);
  const poles = useRef<InstancedMesh>(null);
  const cloths = useRef<InstancedMesh>(null);
  const poleMaterial = useMemo(() => new MeshStandardMaterial({ color: '#d8d8d8', metalness: 0.4, roughness: 0.4 }), []);
  const clothMaterial = useMemo(() => new MeshStandardMaterial({ roughness: 0.8 }), []);
  useLayoutEffect(() => {
    const p = poles.current;
    const c = cloths.current;
    if (!p || !c) return;
    flags.forEach((f, i) => {
      scratch.position.set(f.x, 0, f.z);
      scratch.updateMatrix();
      p.setMatrixAt(i, scratch.matrix);
      c.setMatrixAt(i, scratch.matrix);
      c.setColorAt(i, colour.set(f.colour));
    });
    for (const m of [p, c]) {
      m.count = flags.length;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    }
  }, [flags]);
  return (
    <group>
      <instancedMesh ref={poles} args={[poleGeometry, poleMaterial, n]} frustumCulled={false} castShadow />
      <instancedMesh ref={cloths} args={[clothGeometry, clothMaterial, n]} frustumCulled={false} castShadow />
    </group>
  );
}
