import { useLayoutEffect, useMemo, useRef } from 'react';
import { useGLTF } from '@react-three/drei';
import { BufferAttribute, BufferGeometry, Color, InstancedMesh, Mesh, MeshStandardMaterial, Object3D } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { CAR_MODEL_URL } from '../assets';

export interface CarPlacement {
  readonly x: number;
  readonly z: number;
  readonly heading: number;
  readonly color: string;
}

/** The car model split into its paint (tinted per car) and the rest (coloured per vertex), each merged. */
function useCarParts(): { paint: BufferGeometry; rest: BufferGeometry } {
  const gltf = useGLTF(CAR_MODEL_URL, false, false);
  return useMemo(() => {
    const paint: BufferGeometry[] = [];
    const rest: BufferGeometry[] = [];
    gltf.scene.updateMatrixWorld(true);
    gltf.scene.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      const g = (o.geometry as BufferGeometry).clone().applyMatrix4(o.matrixWorld);
      if (!g.getAttribute('normal')) g.computeVertexNormals();
      const plain = new BufferGeometry();
      plain.setAttribute('position', g.getAttribute('position'));
      plain.setAttribute('normal', g.getAttribute('normal'));
      if (g.index) plain.setIndex(g.index);
      const mat = o.material as MeshStandardMaterial;
      const c = mat.color ?? new Color('#888');
      const n = plain.getAttribute('position').count;
      const colors = new Float32Array(n * 3);
      for (let i = 0; i < n; i++) colors.set(mat.name === 'paint' ? [1, 1, 1] : [c.r, c.g, c.b], i * 3);
      plain.setAttribute('color', new BufferAttribute(colors, 3));
      (mat.name === 'paint' ? paint : rest).push(plain.index ? plain.toNonIndexed() : plain);
    });
    return { paint: mergeGeometries(paint) ?? new BufferGeometry(), rest: mergeGeometries(rest) ?? new BufferGeometry() };
  }, [gltf.scene]);
}

const dummy = new Object3D();
const tint = new Color();

function Part({ geometry, cars, paint }: { geometry: BufferGeometry; cars: readonly CarPlacement[]; paint: boolean }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    cars.forEach((c, i) => {
      dummy.position.set(c.x, 0.03, c.z);
      // The model's nose points to +z; heading 0 is +x.
      dummy.rotation.set(0, c.heading + Math.PI / 2, 0);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
      mesh.setColorAt(i, tint.set(paint ? c.color : '#ffffff'));
    });
    mesh.count = cars.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [cars, paint]);
  return (
    <instancedMesh ref={ref} args={[geometry, undefined, Math.max(1, cars.length)]} key={cars.length} castShadow>
      <meshStandardMaterial vertexColors roughness={paint ? 0.35 : 0.7} metalness={paint ? 0.2 : 0.1} />
    </instancedMesh>
  );
}

/** Any number of cars in two draw calls (plus two for shadows). */
export function InstancedCars({ cars }: { cars: readonly CarPlacement[] }) {
  const parts = useCarParts();
  if (cars.length === 0) return null;
  return (
    <group name="cars">
      <Part geometry={parts.paint} cars={cars} paint />
      <Part geometry={parts.rest} cars={cars} paint={false} />
    </group>
  );
}
