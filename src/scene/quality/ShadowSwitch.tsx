import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type { DirectionalLight, Material, Mesh } from 'three';

/**
 * When shadows are switched on or off, or their map changes size, the
 * materials' shaders are rebuilt (three.js keys a program on shadows being
 * on) and the key light's old shadow map is let go so a new one of the right
 * size is made.
 */
export function ShadowSwitch({ shadows, mapSize, light }: { shadows: boolean; mapSize: number; light: string }) {
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    scene.traverse((object) => {
      const material = (object as Mesh).material as Material | Material[] | undefined;
      if (Array.isArray(material)) material.forEach((m) => (m.needsUpdate = true));
      else if (material) material.needsUpdate = true;
    });
    const key = scene.getObjectByName(light) as DirectionalLight | undefined;
    if (key?.shadow && mapSize > 0) {
      key.shadow.mapSize.set(mapSize, mapSize);
      key.shadow.map?.dispose();
      key.shadow.map = null;
    }
  }, [scene, shadows, mapSize, light]);
  return null;
}
