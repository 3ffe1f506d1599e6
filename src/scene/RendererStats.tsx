import { useFrame, useThree } from '@react-three/fiber';

export interface RendererStatsSnapshot {
  calls: number;
  triangles: number;
  frames: number;
  geometries: number;
  textures: number;
}

declare global {
  interface Window {
    __chicane?: { stats: RendererStatsSnapshot };
  }
}

/**
 * With `?debug`, publishes the renderer's statistics on `window.__chicane.stats`
 * every frame, for browser tests and benchmarks. `gl.info.render` is reset at
 * each render, so inside useFrame it holds the previous frame's figures.
 */
export function RendererStats() {
  const gl = useThree((s) => s.gl);
  useFrame(() => {
    const stats = (window.__chicane ??= {
      stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 },
    }).stats;
    stats.calls = gl.info.render.calls;
    stats.triangles = gl.info.render.triangles;
    stats.frames += 1;
    stats.geometries = gl.info.memory.geometries;
    stats.textures = gl.info.memory.textures;
  });
  return null;
}
