/**
 * The 3D view registers what only it can do (render a top view to PNG,
 * export the scene as glTF) so the panel's buttons can ask for it without
 * importing three.js into the first-load bundle.
 */
export interface SceneExports {
  png(): Promise<Blob>;
  gltf(): Promise<Blob>;
}

let exports: SceneExports | null = null;

export function registerSceneExports(value: SceneExports | null): void {
  exports = value;
}

export function sceneExports(): SceneExports | null {
  return exports;
}
