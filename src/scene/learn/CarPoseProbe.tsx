import { useFrame } from '@react-three/fiber';
import { learnDebug } from '../../app/learn';

/** With ?debug: publishes where each car is drawn this frame (`__chicane.learn.carPoses`). */
export function CarPoseProbe({ poses, count }: { poses: readonly { x: number; z: number }[]; count: number }) {
  useFrame(() => {
    const l = learnDebug();
    if (!l) return;
    if (l.carPoses.length !== count) l.carPoses = Array.from({ length: count }, () => ({ x: 0, z: 0 }));
    for (let i = 0; i < count; i++) {
      const p = poses[i];
      const o = l.carPoses[i]!;
      if (p) {
        o.x = p.x;
        o.z = p.z;
      }
    }
  });
  return null;
}
