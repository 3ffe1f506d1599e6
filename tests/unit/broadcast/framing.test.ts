import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { boxOf, framePoints } from '../../../src/scene/broadcast/framing';
import { VIEW_MARGIN } from '../../../src/scene/camera-glide';

function inView(points: readonly { x: number; z: number }[], pose: { pos: Vector3; target: Vector3 }, fov: number, aspect: number): boolean {
  const cam = new PerspectiveCamera(fov, aspect, 0.1, 2000);
  cam.position.copy(pose.pos);
  cam.lookAt(pose.target);
  cam.updateMatrixWorld(true);
  return points.every((p) => {
    const v = new Vector3(p.x, 0, p.z).project(cam);
    return Math.abs(v.x) <= VIEW_MARGIN && Math.abs(v.y) <= VIEW_MARGIN && v.z < 1;
  });
}

describe('framing', () => {
  it('grows a box to the minimum span and pads it', () => {
    expect(boxOf([], 1, 6)).toBeNull();
    expect(boxOf([{ x: 0, z: 0 }], 1, 6)).toEqual({ minX: -3, maxX: 3, minZ: -3, maxZ: 3 });
    expect(boxOf([{ x: 0, z: 0 }, { x: 10, z: 2 }], 1, 6)).toEqual({ minX: -1, maxX: 11, minZ: -2, maxZ: 4 });
  });

  const spread = [
    { x: -8, z: 3 },
    { x: 9, z: -4 },
    { x: 2, z: 7 },
    { x: 12, z: 6 },
  ];
  for (const angle of ['table', 'high', 'trackside', 'chase'] as const) {
    for (const aspect of [1280 / 800, 390 / 600]) {
      it(`keeps every framed point inside the view from the ${angle} angle at aspect ${aspect.toFixed(2)}`, () => {
        const box = boxOf(spread, 1, 6)!;
        const pose = framePoints(box, angle, { x: 0, z: 0 }, 0.7, 50, aspect);
        expect(inView(spread, pose, 50, aspect)).toBe(true);
        expect(pose.pos.y).toBeGreaterThan(1);
      });
    }
  }
});
