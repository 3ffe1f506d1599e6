import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { OrthographicCamera, type Object3D } from 'three';
import type { Bounds2D } from '../bounds';
import { boundsCentre } from '../bounds';

export interface SceneExportFns {
  png(): Promise<Blob>;
  gltf(): Promise<Blob>;
}

async function dataUrlToBlob(url: string): Promise<Blob> {
  return (await fetch(url)).blob();
}

/**
 * Registers what only the 3D view can do: a PNG seen from straight above and
 * a glTF of the track (three's GLTFExporter, loaded when first used).
 */
export function SceneExports({ bounds, track, register }: { bounds: Bounds2D; track: () => Object3D | null; register: (fns: SceneExportFns | null) => void }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    register({
      async png() {
        const [cx, cz] = boundsCentre(bounds);
        const w = gl.domElement.width;
        const h = gl.domElement.height;
        const aspect = w / Math.max(1, h);
        const halfW = Math.max((bounds.maxX - bounds.minX) / 2 + 1, ((bounds.maxZ - bounds.minZ) / 2 + 1) * aspect);
        const halfH = halfW / aspect;
        const cam = new OrthographicCamera(-halfW, halfW, halfH, -halfH, 0.1, 200);
        cam.position.set(cx, 100, cz);
        cam.up.set(0, 0, -1);
        cam.lookAt(cx, 0, cz);
        gl.render(scene, cam);
        // Read back in the same task, before the browser clears the drawing buffer.
        return dataUrlToBlob(gl.domElement.toDataURL('image/png'));
      },
      async gltf() {
        const root = track();
        if (!root) throw new Error('nothing to export');
        const { GLTFExporter } = await import('three/examples/jsm/exporters/GLTFExporter.js');
        const result = await new GLTFExporter().parseAsync(root, { binary: false });
        return new Blob([JSON.stringify(result)], { type: 'model/gltf+json' });
      },
    });
    return () => register(null);
  }, [gl, scene, bounds, track, register]);
  return null;
}
