import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { CameraGlide, boundsOutside, framePose, isTopPose, type CameraPose } from '../../../src/scene/camera-glide';
import type { Bounds2D } from '../../../src/scene/bounds';

const FOV = 40;
const ASPECT = 1280 / 800;

/** A layout growing to the right: one 4-unit piece per edit. */
function grown(pieces: number): Bounds2D {
  return { minX: -2, maxX: 2 + pieces * 4, minZ: -1, maxZ: 1 };
}

function settle(glide: CameraGlide, cam: { pos: Vector3; target: Vector3 }, dt: number): number {
  let frames = 0;
  while (glide.active && frames < 10_000) {
    glide.step(cam.pos, cam.target, dt);
    frames++;
  }
  return frames;
}

describe('camera glide', () => {
  it('frames the bounds it is given, from the front or from the top', () => {
    const b = grown(3);
    expect(boundsOutside(b, framePose(b, FOV, ASPECT, false), FOV, ASPECT)).toBe(false);
    expect(boundsOutside(b, framePose(b, FOV, ASPECT, true), FOV, ASPECT)).toBe(false);
    expect(isTopPose(framePose(b, FOV, ASPECT, true))).toBe(true);
    expect(isTopPose(framePose(b, FOV, ASPECT, false))).toBe(false);
    // A much larger layout does not fit the small one's framing.
    expect(boundsOutside(grown(40), framePose(b, FOV, ASPECT, false), FOV, ASPECT)).toBe(true);
  });

  for (const [label, dt] of [
    ['a fast renderer (60 frames a second)', 1 / 60],
    ['a slow renderer (4 frames a second)', 1 / 4],
  ] as const) {
    it(`edits in quick succession on ${label}: the last layout is in view once the camera settles`, () => {
      const glide = new CameraGlide();
      const start = framePose(grown(0), FOV, ASPECT, false);
      const cam = { pos: start.pos.clone(), target: start.target.clone() };
      for (let n = 1; n <= 12; n++) {
        glide.keepInView(grown(n), { pos: cam.pos.clone(), target: cam.target.clone() }, FOV, ASPECT);
        // One frame between edits: a glide is under way when the next edit comes.
        glide.step(cam.pos, cam.target, dt);
      }
      settle(glide, cam, dt);
      expect(glide.active).toBe(false);
      expect(boundsOutside(grown(12), cam, FOV, ASPECT)).toBe(false);
    });
  }

  it('a rig that skips the check while gliding (the old behaviour) loses the re-frame', () => {
    // The same edits through a rig that ignores growth mid-glide end with the layout off screen:
    // this is what the test above would catch.
    const glide = new CameraGlide();
    const start = framePose(grown(0), FOV, ASPECT, false);
    const cam = { pos: start.pos.clone(), target: start.target.clone() };
    for (let n = 1; n <= 12; n++) {
      if (!glide.active) glide.keepInView(grown(n), { pos: cam.pos.clone(), target: cam.target.clone() }, FOV, ASPECT);
      glide.step(cam.pos, cam.target, 1 / 60);
    }
    settle(glide, cam, 1 / 60);
    expect(boundsOutside(grown(12), cam, FOV, ASPECT)).toBe(true);
  });

  it('keeps the top view when it re-frames from the top', () => {
    const glide = new CameraGlide();
    const top: CameraPose = framePose(grown(0), FOV, ASPECT, true);
    expect(glide.keepInView(grown(8), top, FOV, ASPECT)).toBe(true);
    expect(isTopPose(glide.destination!)).toBe(true);
  });

  it('does not move when the layout still fits, and a cancelled glide stops', () => {
    const glide = new CameraGlide();
    const pose = framePose(grown(5), FOV, ASPECT, false);
    expect(glide.keepInView(grown(1), pose, FOV, ASPECT)).toBe(false);
    expect(glide.active).toBe(false);
    glide.aimAt(framePose(grown(9), FOV, ASPECT, false));
    expect(glide.active).toBe(true);
    glide.cancel();
    expect(glide.step(pose.pos, pose.target, 1 / 60)).toBe(false);
  });
});
