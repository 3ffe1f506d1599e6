import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { LaneGraph } from '../../../../track';
import { toCanvas } from '../../../../scene/screen-point';
import type { LearnProbes } from './view-types';

const v = new Vector3();

/** With ?debug: lets browser tests find a space on the page (to drag cars onto it), and whether it is in view. */
export function ScreenProbe({ graph, publishScreen }: { graph: LaneGraph; publishScreen: LearnProbes['publishScreen'] }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    publishScreen((space) => {
      const s = graph.spaces[space];
      if (!s) return null;
      const r = gl.domElement.getBoundingClientRect();
      const p = toCanvas(v.set(s.x, 0.05, s.z), camera, r.width, r.height);
      return { x: r.left + p.x, y: r.top + p.y, inside: p.inside };
    });
  }, [camera, gl, graph, publishScreen]);
  return null;
}
