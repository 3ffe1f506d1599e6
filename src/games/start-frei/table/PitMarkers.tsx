import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import type { ActionClock } from './clock';
import { LookMaterial } from '../../../scene/look/LookMaterial';

/**
 * The six pit-stop markers beside the track: turned markers show their back;
 * the one turned in this action flips over in 3D.
 */
export function PitMarkers({ turned, clock, position }: { turned: readonly boolean[]; clock: ActionClock; position: [number, number, number] }) {
  const refs = useRef<(Group | null)[]>([]);
  useFrame(() => {
    turned.forEach((isTurned, i) => {
      const g = refs.current[i];
      if (!g) return;
      let angle = isTurned ? Math.PI : 0;
      for (const c of clock.clips) {
        if (c.kind === 'pit' && c.marker === i) {
          const u = Math.max(0, Math.min(1, (clock.t - c.start) / c.duration));
          angle = Math.PI * u;
          g.position.y = 0.06 + Math.sin(Math.PI * u) * 0.6;
        }
      }
      g.rotation.z = angle;
    });
  });
  return (
    <group position={position}>
      {turned.map((_, i) => (
        <group
          key={i}
          position={[(i - 2.5) * 0.9, 0.06, 0]}
          ref={(g) => {
            refs.current[i] = g;
          }}
        >
          <mesh position={[0, 0.025, 0]} castShadow>
            <cylinderGeometry args={[0.32, 0.32, 0.04, 24]} />
            <LookMaterial color="#2b6fd6" />
          </mesh>
          <mesh position={[0, -0.025, 0]}>
            <cylinderGeometry args={[0.32, 0.32, 0.04, 24]} />
            <LookMaterial color="#f4f1e8" />
          </mesh>
        </group>
      ))}
    </group>
  );
}
