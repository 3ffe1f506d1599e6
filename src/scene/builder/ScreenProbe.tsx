import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { MarkerPort } from './PortMarkers';
import { toCanvas, type CanvasPoint } from '../screen-point';

declare global {
  interface Window {
    __chicanePorts?: (CanvasPoint & { piece: string; port: number })[];
    /**
     * The middle of the ghost piece on screen when a click on it places it (an empty table), else null,
     * with the canvas size it was projected for (a test waits until that is the canvas's size now).
     */
    __chicaneGhost?: (CanvasPoint & { width: number; height: number }) | null;
  }
}

const v = new Vector3();

/**
 * Under `?debug`: where each open-end marker is on screen (CSS pixels in the
 * canvas) and whether it is inside the view, for browser tests that click
 * them once the camera is settled (`window.__chicane.camera`).
 */
export function ScreenProbe({ ports, ghost }: { ports: readonly MarkerPort[]; ghost: readonly [number, number] | null }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useFrame(() => {
    window.__chicanePorts = ports.map((p) => {
      v.set(p.x + Math.cos(p.heading) * 0.55, 0.12, p.z - Math.sin(p.heading) * 0.55);
      return { piece: p.piece, port: p.port, ...toCanvas(v, camera, size.width, size.height) };
    });
    window.__chicaneGhost = ghost
      ? { ...toCanvas(v.set(ghost[0], 0.06, ghost[1]), camera, size.width, size.height), width: size.width, height: size.height }
      : null;
  });
  return null;
}
