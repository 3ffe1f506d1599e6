import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { MarkerPort } from './PortMarkers';

declare global {
  interface Window {
    __chicanePorts?: { piece: string; port: number; x: number; y: number }[];
  }
}

const v = new Vector3();

/** Under `?debug`: where each open-end marker is on screen (CSS pixels in the canvas), for browser tests that click them. */
export function ScreenProbe({ ports }: { ports: readonly MarkerPort[] }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useFrame(() => {
    window.__chicanePorts = ports.map((p) => {
      v.set(p.x + Math.cos(p.heading) * 0.55, 0.12, p.z - Math.sin(p.heading) * 0.55).project(camera);
      return { piece: p.piece, port: p.port, x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
    });
  });
  return null;
}
