import { useFrame } from '@react-three/fiber';
import type { LearnProbes } from './view-types';

/** With ?debug: publishes where each car is drawn this frame (the app puts it on `__chicane.learn.carPoses`). */
export function CarPoseProbe({ poses, count, probes }: { poses: readonly { x: number; z: number }[]; count: number; probes: LearnProbes }) {
  useFrame(() => {
    let out = probes.carPoses();
    if (!out) return;
    if (out.length !== count) {
      out = Array.from({ length: count }, () => ({ x: 0, z: 0 }));
      probes.setCarPoses(out);
    }
    for (let i = 0; i < count; i++) {
      const p = poses[i];
      const o = out[i]!;
      if (p) {
        o.x = p.x;
        o.z = p.z;
      }
    }
  });
  return null;
}
