/**
 * Wooden locomotives on the rail map: body, cab and chimney, each one
 * instanced mesh for all trains (three draw calls), tinted per train. A
 * second part (the St. Martin's cube) is a plain wooden cube.
 */
import { useLayoutEffect, useRef } from 'react';
import { Color, InstancedMesh, Object3D } from 'three';

export interface RailTrain {
  readonly id: string;
  readonly x: number;
  readonly z: number;
  readonly color: string;
  readonly cube: boolean;
}

const dummy = new Object3D();
/** Locomotives are drawn larger than a space, like the wooden pieces on the board. */
const S = 1.6;
const color = new Color();

const PARTS = [
  // [dx, dy, dz, sx, sy, sz] of a unit box, in a locomotive 1.1 long.
  { key: 'body', at: [0.1, 0.22, 0], size: [0.9, 0.34, 0.46], cube: [0, 0.25, 0, 0.5, 0.5, 0.5] },
  { key: 'cab', at: [-0.27, 0.52, 0], size: [0.36, 0.34, 0.46], cube: null },
  { key: 'chimney', at: [0.42, 0.48, 0], size: [0.14, 0.22, 0.14], cube: null },
] as const;

function Part({ trains, part }: { readonly trains: readonly RailTrain[]; readonly part: (typeof PARTS)[number] }) {
  const ref = useRef<InstancedMesh>(null);
  const shown = part.cube ? trains : trains.filter((t) => !t.cube);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    shown.forEach((t, i) => {
      const c = t.cube && part.cube ? part.cube : [...part.at, ...part.size];
      dummy.position.set(t.x + c[0]! * S, c[1]! * S, t.z + c[2]! * S);
      dummy.scale.set(c[3]! * S, c[4]! * S, c[5]! * S);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
      mesh.setColorAt(i, color.set(t.color));
    });
    mesh.count = shown.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [shown, part]);
  if (shown.length === 0) return null;
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, Math.max(4, shown.length)]} castShadow>
      <boxGeometry args={[1, 1, 1]} />
      <meshStandardMaterial roughness={0.75} />
    </instancedMesh>
  );
}

export function Locomotives({ trains }: { readonly trains: readonly RailTrain[] }) {
  return (
    <group>
      {PARTS.map((p) => (
        <Part key={p.key} trains={trains} part={p} />
      ))}
    </group>
  );
}
