import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { PerspectiveCamera } from 'three';
import { boundsCentre, type Bounds2D } from './bounds';

/** Distance at which a perspective camera sees a box of `size` across (with `fov` degrees vertically). */
export function framingDistance(width: number, depth: number, fov: number, aspect: number): number {
  const v = Math.tan((fov * Math.PI) / 360);
  const fitDepth = depth / 2 / v;
  const fitWidth = width / 2 / (v * Math.max(aspect, 0.1));
  return Math.max(fitDepth, fitWidth) * 1.1;
}

/** Places the camera so the whole of `bounds` is in view, seen from the front at an angle. */
export function FramedCamera({ bounds }: { bounds: Bounds2D }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    const [cx, cz] = boundsCentre(bounds);
    const d = framingDistance(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ, camera.fov, size.width / size.height);
    // 55° elevation: a table seen by a player sitting at it.
    camera.position.set(cx, d * 0.82, cz + d * 0.57);
    camera.lookAt(cx, 0, cz);
    camera.updateProjectionMatrix();
  }, [camera, bounds, size.width, size.height]);
  return null;
}
