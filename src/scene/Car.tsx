import { useMemo } from 'react';
import { useGLTF } from '@react-three/drei';
import { Mesh, MeshStandardMaterial, type Object3D } from 'three';
import { CAR_MODEL_URL } from './assets';

export interface CarProps {
  readonly color: string;
  readonly position: readonly [number, number, number];
  /** Heading in radians (0 = +x, counter-clockwise seen from above). */
  readonly heading: number;
}

/** One race car: the generated glTF with its paint tinted to the player's colour. */
export function Car({ color, position, heading }: CarProps) {
  // No Draco/Meshopt: the model is plain glTF and nothing may be fetched from a CDN.
  const gltf = useGLTF(CAR_MODEL_URL, false, false);
  const scene = useMemo(() => {
    const clone: Object3D = gltf.scene.clone(true);
    clone.traverse((o) => {
      if (o instanceof Mesh && o.material instanceof MeshStandardMaterial && o.material.name === 'paint') {
        o.material = o.material.clone();
        (o.material as MeshStandardMaterial).color.set(color);
      }
      if (o instanceof Mesh) o.castShadow = true;
    });
    return clone;
  }, [gltf.scene, color]);
  // The model's nose points to +z; heading 0 is +x.
  return <primitive object={scene} position={position} rotation={[0, heading + Math.PI / 2, 0]} />;
}
