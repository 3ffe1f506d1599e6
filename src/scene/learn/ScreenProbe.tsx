import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { publishScreen } from '../../app/learn';
import type { LaneGraph } from '../../track';

const v = new Vector3();

/** With ?debug: lets browser tests find a space on the page (to drag cars onto it). */
export function ScreenProbe({ graph }: { graph: LaneGraph }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    publishScreen((space) => {
      const s = graph.spaces[space];
      if (!s) return null;
      v.set(s.x, 0.05, s.z).project(camera);
      const r = gl.domElement.getBoundingClientRect();
      return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
    });
  }, [camera, gl, graph]);
  return null;
}
