import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { InstancedBufferAttribute, InstancedMesh, MeshBasicMaterial, Object3D, PlaneGeometry } from 'three';
import { CELL_ASPECT, LabelAtlas } from './label-atlas';

/** A label lying on the table: its text, where its centre is, its height in table units, and its turn about the vertical. */
export interface TableLabel {
  readonly text: string;
  readonly x: number;
  readonly z: number;
  readonly height: number;
  readonly y?: number;
  readonly turn?: number;
}

const scratch = new Object3D();
const plane = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);

/** The material reads its cell of the atlas from each instance's `uvRect` (u, v, width, height). */
function atlasMaterial(atlas: LabelAtlas): MeshBasicMaterial {
  const m = new MeshBasicMaterial({ map: atlas.texture, transparent: true, depthWrite: false, toneMapped: false });
  m.onBeforeCompile = (shader) => {
    shader.vertexShader = `attribute vec4 uvRect;\n${shader.vertexShader}`.replace('#include <uv_vertex>', '#include <uv_vertex>\n  vMapUv = uvRect.xy + vMapUv * uvRect.zw;');
  };
  m.customProgramCacheKey = () => 'table-atlas-labels';
  return m;
}

/** Every label on the table in one draw call: instanced planes, each showing its cell of one canvas atlas. */
export function AtlasLabels({ labels, capacity = 48 }: { labels: readonly TableLabel[]; capacity?: number }) {
  const atlas = useMemo(() => new LabelAtlas(), []);
  const material = useMemo(() => atlasMaterial(atlas), [atlas]);
  const uv = useMemo(() => new InstancedBufferAttribute(new Float32Array(capacity * 4), 4), [capacity]);
  const geometry = useMemo(() => {
    const g = plane.clone();
    g.setAttribute('uvRect', uv);
    return g;
  }, [uv]);
  const mesh = useRef<InstancedMesh>(null);
  useEffect(
    () => () => {
      atlas.dispose();
      material.dispose();
      geometry.dispose();
    },
    [atlas, material, geometry],
  );
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const cells = atlas.update(labels.map((l) => l.text));
    let n = 0;
    for (const l of labels) {
      const c = cells.get(l.text);
      if (!c || n >= capacity) continue;
      scratch.position.set(l.x, l.y ?? 0.02, l.z);
      scratch.rotation.set(0, l.turn ?? 0, 0);
      scratch.scale.set(l.height * CELL_ASPECT, 1, l.height);
      scratch.updateMatrix();
      m.setMatrixAt(n, scratch.matrix);
      uv.setXYZW(n, c.u, c.v, c.w, c.h);
      n++;
    }
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
    uv.needsUpdate = true;
    m.computeBoundingSphere();
  }, [labels, atlas, uv, capacity]);
  return <instancedMesh ref={mesh} args={[geometry, material, capacity]} frustumCulled={false} renderOrder={2} />;
}
