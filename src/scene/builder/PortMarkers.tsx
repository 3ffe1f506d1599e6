import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Color, ConeGeometry, InstancedMesh, MeshStandardMaterial, Object3D } from 'three';

export interface MarkerPort {
  readonly piece: string;
  readonly port: number;
  readonly x: number;
  readonly z: number;
  readonly heading: number;
  readonly active: boolean;
}

export interface PortMarkersProps {
  readonly ports: readonly MarkerPort[];
  readonly onPick: (port: MarkerPort) => void;
  readonly onHover: (port: MarkerPort | null) => void;
}

const dummy = new Object3D();
const tint = new Color();
const OPEN = '#ff6b3d';
const ACTIVE = '#ffd21c';
/**
 * How long the arrows pulse after the open ends change (an edit, a hover):
 * long enough to catch the eye, then they hold still, so Build's canvas,
 * which draws on demand, can rest while nothing else moves.
 */
export const PULSE_SECONDS = 3;

/** Open ends as arrows pointing out of the track, pulsing for a moment after a change (one instanced mesh); click one to attach there. */
export function PortMarkers({ ports, onPick, onHover }: PortMarkersProps) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  /** When the pulse began (the clock's time), null until the next frame after a change. */
  const pulseFrom = useRef<number | null>(null);
  const geometry = useMemo(() => {
    const g = new ConeGeometry(0.42, 0.9, 3);
    g.rotateZ(-Math.PI / 2);
    g.scale(1, 0.3, 1);
    return g;
  }, []);
  const material = useMemo(() => new MeshStandardMaterial({ emissive: '#ffffff', emissiveIntensity: 0.3, transparent: true }), []);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    ports.forEach((p, i) => {
      dummy.position.set(p.x + Math.cos(p.heading) * 0.55, 0.12, p.z - Math.sin(p.heading) * 0.55);
      dummy.rotation.set(0, p.heading, 0);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
      mesh.setColorAt(i, tint.set(p.active ? ACTIVE : OPEN));
    });
    mesh.count = ports.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    pulseFrom.current = null;
    invalidate();
  }, [ports, invalidate]);
  useFrame(({ clock }) => {
    pulseFrom.current ??= clock.elapsedTime;
    const t = clock.elapsedTime - pulseFrom.current;
    // At rest: the brightest point of the pulse.
    const s = t < PULSE_SECONDS ? 0.5 + 0.5 * Math.cos(t * 5) : 1;
    material.opacity = 0.55 + 0.45 * s;
    material.emissiveIntensity = 0.15 + 0.5 * s;
    if (t < PULSE_SECONDS) invalidate();
  });
  if (ports.length === 0) return null;
  const at = (e: ThreeEvent<PointerEvent | MouseEvent>) => (e.instanceId === undefined ? undefined : ports[e.instanceId]);
  return (
    <instancedMesh
      ref={ref}
      args={[geometry, material, Math.max(ports.length, 1)]}
      key={ports.length}
      name="port-markers"
      onClick={(e) => {
        const p = at(e);
        if (!p) return;
        e.stopPropagation();
        onPick(p);
      }}
      onPointerOver={(e) => {
        const p = at(e);
        if (p) onHover(p);
      }}
      onPointerOut={() => onHover(null)}
    />
  );
}
