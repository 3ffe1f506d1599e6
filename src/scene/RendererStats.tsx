import { useEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Matrix4 } from 'three';
import { GLIDING } from './camera-glide';
import { FRAMING } from './FramedCamera';

export interface RendererStatsSnapshot {
  calls: number;
  triangles: number;
  frames: number;
  geometries: number;
  textures: number;
  /** Shader programs the renderer holds (a material left undisposed keeps its program). */
  programs: number;
}

/** Whether the camera has come to rest (published under `?debug` for tests that click or drag in the scene). */
export interface CameraSettle {
  /** No glide or reframing under way (nor a framing waiting for its reports) and the view unchanged over the last frames. */
  readonly settled: boolean;
  /** Frames in a row the view has not changed. */
  readonly still: number;
  /** A rig has marked the camera as gliding (`camera-glide.ts`, GLIDING): a mark a rig must clear when it goes. */
  readonly gliding: boolean;
}

declare global {
  interface Window {
    /** `draw()` asks for a frame (a canvas drawing on demand draws nothing otherwise), for tests that wait for frames. */
    __chicane?: { stats: RendererStatsSnapshot; camera?: CameraSettle; draw?: () => void };
  }
}

/** Frames in a row the view must stay unchanged to count as settled. */
export const SETTLE_FRAMES = 3;

function same(a: Matrix4, b: Matrix4): boolean {
  for (let i = 0; i < 16; i++) if (Math.abs(a.elements[i]! - b.elements[i]!) > 1e-5) return false;
  return true;
}

/**
 * With `?debug`, publishes the renderer's statistics on `window.__chicane.stats`
 * every frame, for browser tests and benchmarks. `gl.info.render` is reset at
 * each render, so inside useFrame it holds the previous frame's figures. It
 * also publishes `window.__chicane.camera`: whether the camera is settled, so
 * tests wait for the view to rest instead of waiting a fixed time. Mounted
 * after the scene, so it sees the camera as this frame's controls left it.
 * On a canvas that draws on demand it asks for frames until the view has
 * been still for SETTLE_FRAMES, so a test can see it come to rest.
 */
export function RendererStats() {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const last = useMemo(() => ({ view: new Matrix4(), projection: new Matrix4(), still: 0 }), []);
  useFrame(() => {
    const stats = (window.__chicane ??= {
      stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0, programs: 0 },
    }).stats;
    stats.calls = gl.info.render.calls;
    stats.triangles = gl.info.render.triangles;
    stats.frames += 1;
    stats.geometries = gl.info.memory.geometries;
    stats.textures = gl.info.memory.textures;
    stats.programs = gl.info.programs?.length ?? 0;

    camera.updateMatrixWorld();
    const unchanged = same(camera.matrixWorld, last.view) && same(camera.projectionMatrix, last.projection);
    last.view.copy(camera.matrixWorld);
    last.projection.copy(camera.projectionMatrix);
    last.still = unchanged ? last.still + 1 : 0;
    if (last.still < SETTLE_FRAMES) invalidate();
  });
  useEffect(() => {
    const root = (window.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0, programs: 0 } });
    root.draw = () => invalidate();
    // Read live: a glide asked for since the last frame already counts as movement.
    root.camera = {
      get settled() {
        return last.still >= SETTLE_FRAMES && camera.userData[GLIDING] !== true && camera.userData[FRAMING] !== true;
      },
      get still() {
        return last.still;
      },
      get gliding() {
        return camera.userData[GLIDING] === true;
      },
    };
  }, [camera, last, invalidate]);
  return null;
}
