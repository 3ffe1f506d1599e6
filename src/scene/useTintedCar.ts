import { useMemo } from 'react';
import { useGLTF } from '@react-three/drei';
import { Mesh, MeshStandardMaterial, type Object3D } from 'three';
import { CAR_MODEL_URL } from './assets';

/**
 * A clone of the generated race car with its `paint` material tinted to the
 * player's colour, and its `rear-wing` node (the DRS flap) for animation.
 */
export function useTintedCar(color: string): { scene: Object3D; wing: Object3D | null } {
  // No Draco/Meshopt: the model is plain glTF and nothing may be fetched from a CDN.
  const gltf = useGLTF(CAR_MODEL_URL, false, false);
  return useMemo(() => {
    const scene: Object3D = gltf.scene.clone(true);
    let wing: Object3D | null = null;
    scene.traverse((o) => {
      if (o.name === 'rear-wing') wing = o;
      if (o instanceof Mesh && o.material instanceof MeshStandardMaterial && o.material.name === 'paint') {
        o.material = o.material.clone();
        (o.material as MeshStandardMaterial).color.set(color);
      }
      if (o instanceof Mesh) o.castShadow = true;
    });
    return { scene, wing };
  }, [gltf.scene, color]);
}
