import { useMemo } from 'react';
import { useGLTF } from '@react-three/drei';
import { Mesh, MeshStandardMaterial, type Object3D } from 'three';
import { CAR_MODEL_URLS } from './assets';
import type { CarStyle } from './look/car-styles';

export interface TintedCar {
  readonly scene: Object3D;
  /** The `rear-wing` node (the DRS flap), where the model has one. */
  readonly wing: Object3D | null;
  /** The axles (`wheel-…` nodes), to turn as the car drives. */
  readonly wheels: readonly Object3D[];
}

/**
 * A clone of a generated car with its `paint` material tinted to the car's
 * colour and its `trim` to the livery's second colour.
 */
export function useTintedCar(color: string, style: CarStyle = 'slot-car', trim = '#f4f4f0'): TintedCar {
  // No Draco/Meshopt: the model is plain glTF and nothing may be fetched from a CDN.
  const gltf = useGLTF(CAR_MODEL_URLS[style], false, false);
  return useMemo(() => {
    const scene: Object3D = gltf.scene.clone(true);
    let wing: Object3D | null = null;
    const wheels: Object3D[] = [];
    scene.traverse((o) => {
      if (o.name === 'rear-wing') wing = o;
      if (o.name.startsWith('wheel-')) wheels.push(o);
      if (o instanceof Mesh && o.material instanceof MeshStandardMaterial && (o.material.name === 'paint' || o.material.name === 'trim')) {
        const tint = o.material.name === 'paint' ? color : trim;
        o.material = o.material.clone();
        (o.material as MeshStandardMaterial).color.set(tint);
      }
      if (o instanceof Mesh) o.castShadow = true;
    });
    return { scene, wing, wheels };
  }, [gltf.scene, color, trim]);
}
