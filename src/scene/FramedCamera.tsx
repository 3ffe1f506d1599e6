import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { PerspectiveCamera } from 'three';
import { boundsCentre, type Bounds2D } from './bounds';
import type { ScreenInset } from './frame-room';

/** Distance at which a perspective camera sees a box of `size` across (with `fov` degrees vertically). */
export function framingDistance(width: number, depth: number, fov: number, aspect: number): number {
  const v = Math.tan((fov * Math.PI) / 360);
  const fitDepth = depth / 2 / v;
  const fitWidth = width / 2 / (v * Math.max(aspect, 0.1));
  return Math.max(fitDepth, fitWidth) * 1.1;
}

/**
 * The part of a `width` × `height` view that panels leave free: the field of view and aspect to fit the table into it,
 * and the shift of the view (in pixels) that puts the middle of the table in the middle of the free part.
 */
export function freeView(width: number, height: number, fov: number, inset: ScreenInset): { fov: number; aspect: number; shiftX: number; shiftY: number } {
  // Never less than a third of the view: a panel may cover much of a small screen, the table still shows.
  const w = Math.max(width / 3, width - inset.left - inset.right);
  const h = Math.max(height / 3, height - inset.top - inset.bottom);
  const v = Math.tan((fov * Math.PI) / 360) * (h / Math.max(1, height));
  return { fov: (Math.atan(v) * 360) / Math.PI, aspect: w / Math.max(1, h), shiftX: (inset.left - inset.right) / 2, shiftY: (inset.top - inset.bottom) / 2 };
}

/**
 * Places the camera so the whole of `bounds` is in view, seen from the front at an angle; with `inset`, in the part of
 * the view the panels over it leave free (the view shifted so the table's middle is the free part's middle).
 */
export function FramedCamera({ bounds, inset }: { bounds: Bounds2D; inset?: ScreenInset | undefined }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    const [cx, cz] = boundsCentre(bounds);
    const free = inset ? freeView(size.width, size.height, camera.fov, inset) : { fov: camera.fov, aspect: size.width / size.height, shiftX: 0, shiftY: 0 };
    const d = framingDistance(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ, free.fov, free.aspect);
    // 55° elevation: a table seen by a player sitting at it.
    camera.position.set(cx, d * 0.82, cz + d * 0.57);
    camera.lookAt(cx, 0, cz);
    if (inset) {
      // A view window moved the other way: the point looked at appears shifted by (shiftX, shiftY) on the screen.
      if (free.shiftX !== 0 || free.shiftY !== 0) camera.setViewOffset(size.width, size.height, -free.shiftX, -free.shiftY, size.width, size.height);
      else camera.clearViewOffset();
    }
    camera.updateProjectionMatrix();
  }, [camera, bounds, inset, size.width, size.height]);
  useLayoutEffect(() => {
    if (!inset || !(camera instanceof PerspectiveCamera)) return;
    return () => {
      camera.clearViewOffset();
    };
  }, [camera, inset]);
  return null;
}
