import { describe, expect, it, vi } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { shiftView } from '../../../src/scene/FramedCamera';
import { NO_INSET } from '../../../src/scene/frame-room';
import { toCanvas } from '../../../src/scene/screen-point';

/** A camera over the table looking at its middle, as the race camera stands. */
function tableCamera(width: number, height: number): PerspectiveCamera {
  const camera = new PerspectiveCamera(45, width / height, 0.1, 500);
  camera.position.set(0, 12, 9);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return camera;
}

describe('the race camera frames its shot in the part of the view the panels leave free', () => {
  it.each([
    { name: "a phone's cars' panels along the top", width: 390, height: 324, inset: { ...NO_INSET, top: 70 } },
    { name: 'panels along the top and a bar along the bottom', width: 390, height: 324, inset: { ...NO_INSET, top: 60, bottom: 40 } },
    { name: "a desktop's tower at the top left", width: 1280, height: 800, inset: { ...NO_INSET, top: 150, left: 0 } },
    { name: 'a panel down the right side', width: 1280, height: 800, inset: { ...NO_INSET, right: 300 } },
  ])('$name: the point looked at is drawn in the middle of the free part', ({ width, height, inset }) => {
    const camera = tableCamera(width, height);
    const free = shiftView(camera, width, height, inset);
    const at = toCanvas(new Vector3(0, 0, 0), camera, width, height);
    expect(at.x).toBeCloseTo((inset.left + width - inset.right) / 2, 3);
    expect(at.y).toBeCloseTo((inset.top + height - inset.bottom) / 2, 3);
    // The shot is fitted into the free part: its aspect, and a field of view no wider than the camera's.
    expect(free.aspect).toBeCloseTo((width - inset.left - inset.right) / (height - inset.top - inset.bottom), 6);
    expect(free.fov).toBeLessThanOrEqual(camera.fov);
    if (inset.top + inset.bottom > 0) expect(free.fov).toBeLessThan(camera.fov);
  });

  it('the same room again leaves the projection alone (a camera at rest stays at rest); no panels clear the shift', () => {
    const camera = tableCamera(390, 324);
    shiftView(camera, 390, 324, { ...NO_INSET, top: 70 });
    const update = vi.spyOn(camera, 'updateProjectionMatrix');
    shiftView(camera, 390, 324, { ...NO_INSET, top: 70 });
    expect(update).not.toHaveBeenCalled();
    shiftView(camera, 390, 324, { ...NO_INSET, top: 90 });
    expect(update).toHaveBeenCalledTimes(1);
    shiftView(camera, 390, 324, NO_INSET);
    expect(camera.view?.enabled ?? false).toBe(false);
    const at = toCanvas(new Vector3(0, 0, 0), camera, 390, 324);
    expect(at.y).toBeCloseTo(162, 3);
  });
});
