/** With `?debug`, publishes what tests compare on `window.__chicane` (next to the renderer stats). */
export interface ReplayDebug {
  step: number;
  length: number;
  positions: number[];
}

type DebugRoot = { stats: { calls: number; triangles: number; frames: number; geometries: number; textures: number } } & Record<string, unknown>;

export function debugRoot(): DebugRoot | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { __chicane?: DebugRoot };
  // Keep the shape RendererStats expects: it may not have run yet.
  w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } };
  return w.__chicane;
}

export function publish(key: string, value: unknown): void {
  const root = debugRoot();
  if (root) root[key] = value;
}
