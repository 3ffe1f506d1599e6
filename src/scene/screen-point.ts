import type { Camera, Vector3 } from 'three';
import { VIEW_MARGIN } from './camera-glide';

/** A point of the scene on the canvas: CSS pixels from the canvas' top left, and whether it is inside the view. */
export interface CanvasPoint {
  readonly x: number;
  readonly y: number;
  readonly inside: boolean;
}

/** Projects `world` (changed in place) through `camera` onto a canvas of `width` × `height` CSS pixels. */
export function toCanvas(world: Vector3, camera: Camera, width: number, height: number): CanvasPoint {
  const v = world.project(camera);
  const inside = Math.abs(v.x) <= VIEW_MARGIN && Math.abs(v.y) <= VIEW_MARGIN && v.z < 1;
  return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height, inside };
}
