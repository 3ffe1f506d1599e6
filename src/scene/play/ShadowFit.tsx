import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { DirectionalLight, Vector3 } from 'three';
import { KEY_LIGHT, KEY_LIGHT_OFFSET } from '../Stage';
import { boundsCentre, type Bounds2D } from '../bounds';

const dir = new Vector3();

/**
 * Fits the Stage's key light and its shadow camera to `bounds`, so every car
 * on a big layout casts a shadow; on unmount the light goes back to the
 * Stage's default (±5 units around the origin).
 */
export function ShadowFit({ bounds }: { bounds: Bounds2D }) {
  const scene = useThree((s) => s.scene);
  useLayoutEffect(() => {
    const light = scene.getObjectByName(KEY_LIGHT);
    if (!(light instanceof DirectionalLight)) return;
    const [cx, cz] = boundsCentre(bounds);
    // Half the diagonal covers the table whatever the light's angle.
    const r = Math.hypot(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ) / 2 + 1;
    dir.set(...KEY_LIGHT_OFFSET).normalize();
    const away = r + 10;
    apply(light, cx + dir.x * away, dir.y * away, cz + dir.z * away, cx, cz, r, away + r + 2);
    return () => apply(light, ...KEY_LIGHT_OFFSET, 0, 0, 5, 500);
  }, [scene, bounds]);
  return null;
}

function apply(light: DirectionalLight, x: number, y: number, z: number, tx: number, tz: number, half: number, far: number): void {
  light.position.set(x, y, z);
  light.target.position.set(tx, 0, tz);
  light.target.updateMatrixWorld();
  const cam = light.shadow.camera;
  cam.left = -half;
  cam.right = half;
  cam.top = half;
  cam.bottom = -half;
  cam.near = 0.5;
  cam.far = far;
  cam.updateProjectionMatrix();
  light.shadow.needsUpdate = true;
}
