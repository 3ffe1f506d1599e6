import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { PerspectiveCamera, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { framingDistance } from '../FramedCamera';
import { boundsCentre, type Bounds2D } from '../bounds';

export interface CameraPoseLike {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

export type CameraAim = { readonly kind: 'frame'; readonly bounds: Bounds2D; readonly top: boolean; readonly seq: number } | { readonly kind: 'pose'; readonly pose: CameraPoseLike; readonly seq: number };

const goalPos = new Vector3();
const goalTarget = new Vector3();
const probe = new Vector3();

/** Orbit/pan/zoom, plus smooth moves to framed views asked for by the builder (frame all, top view, a problem). */
export function CameraRig({ aim, bounds, onChange }: { aim: CameraAim | null; bounds: Bounds2D; onChange: (pose: CameraPoseLike) => void }) {
  const controls = useRef<OrbitControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const moving = useRef(0);
  const goal = useRef<{ pos: Vector3; target: Vector3 } | null>(null);

  useEffect(() => {
    if (!aim || !(camera instanceof PerspectiveCamera)) return;
    if (aim.kind === 'pose') {
      goalPos.set(...aim.pose.position);
      goalTarget.set(...aim.pose.target);
      camera.position.copy(goalPos);
      controls.current?.target.copy(goalTarget);
      controls.current?.update();
      return;
    }
    const b = aim.bounds;
    const [cx, cz] = boundsCentre(b);
    const d = framingDistance(b.maxX - b.minX + 2, b.maxZ - b.minZ + 2, camera.fov, size.width / Math.max(1, size.height));
    const pos = aim.top ? new Vector3(cx, d, cz + 0.001) : new Vector3(cx, d * 0.82, cz + d * 0.57);
    goal.current = { pos, target: new Vector3(cx, 0, cz) };
    moving.current = 1;
    // Size changes re-run this; only a new request should move the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aim, camera]);

  // Keep the work in view: when the layout grows past the edge of the screen, frame it again.
  useEffect(() => {
    if (!(camera instanceof PerspectiveCamera) || moving.current > 0) return;
    camera.updateMatrixWorld();
    const corners = [
      [bounds.minX, bounds.minZ],
      [bounds.maxX, bounds.minZ],
      [bounds.minX, bounds.maxZ],
      [bounds.maxX, bounds.maxZ],
    ];
    const outside = corners.some(([x, z]) => {
      probe.set(x!, 0, z!).project(camera);
      return Math.abs(probe.x) > 0.98 || Math.abs(probe.y) > 0.98 || probe.z > 1;
    });
    if (!outside) return;
    const [cx, cz] = boundsCentre(bounds);
    const d = framingDistance(bounds.maxX - bounds.minX + 2, bounds.maxZ - bounds.minZ + 2, camera.fov, size.width / Math.max(1, size.height));
    const top = camera.position.y > 0 && Math.abs(camera.position.z - (controls.current?.target.z ?? 0)) < 0.01;
    goal.current = { pos: top ? new Vector3(cx, d, cz + 0.001) : new Vector3(cx, d * 0.82, cz + d * 0.57), target: new Vector3(cx, 0, cz) };
    moving.current = 1;
  }, [bounds, camera, size]);

  useFrame((_, dt) => {
    const g = goal.current;
    const c = controls.current;
    if (!g || !c || moving.current <= 0) return;
    const k = Math.min(1, dt * 8);
    camera.position.lerp(g.pos, k);
    c.target.lerp(g.target, k);
    c.update();
    if (camera.position.distanceTo(g.pos) < 0.01 && c.target.distanceTo(g.target) < 0.01) {
      moving.current = 0;
      camera.position.copy(g.pos);
      c.target.copy(g.target);
      c.update();
      report();
    }
  });

  function report() {
    const t = controls.current?.target;
    if (!t) return;
    onChange({ position: [camera.position.x, camera.position.y, camera.position.z], target: [t.x, t.y, t.z] });
  }

  return <OrbitControls ref={controls} makeDefault maxPolarAngle={Math.PI / 2.05} minDistance={2} maxDistance={400} onEnd={report} />;
}
