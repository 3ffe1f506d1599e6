import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
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

/** Open ends as pulsing arrows pointing out of the track (one instanced mesh); click one to attach there. */
export function PortMarkers({ ports, onPick, onHover }: PortMarkersProps) {
  const ref = useRef<InstancedMesh>(null);
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
  }, [ports]);
  useFrame(({ clock }) => {
    const s = 0.5 + 0.5 * Math.sin(clock.elapsedTime * 5);
    material.opacity = 0.55 + 0.45 * s;
    material.emissiveIntensity = 0.15 + 0.5 * s;
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
