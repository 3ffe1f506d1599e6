import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { PerspectiveCamera, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { Bounds2D } from '../bounds';
import { CameraGlide, GLIDING, framePose, type CameraPose } from '../camera-glide';

export interface CameraPoseLike {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

export type CameraAim = { readonly kind: 'frame'; readonly bounds: Bounds2D; readonly top: boolean; readonly seq: number } | { readonly kind: 'pose'; readonly pose: CameraPoseLike; readonly seq: number };

/**
 * Orbit/pan/zoom, plus smooth moves to framed views asked for by the builder
 * (frame all, top view, a problem). Whenever the layout grows past the edge of
 * the view it frames it again, also in the middle of a glide: the glide is
 * retargeted to where the camera must end up, so no re-frame is ever lost.
 */
export function CameraRig({ aim, bounds, onChange }: { aim: CameraAim | null; bounds: Bounds2D; onChange: (pose: CameraPoseLike) => void }) {
  const controls = useRef<OrbitControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const glide = useMemo(() => new CameraGlide(), []);
  const aspect = size.width / Math.max(1, size.height);

  function current(): CameraPose {
    return { pos: camera.position.clone(), target: controls.current?.target.clone() ?? new Vector3() };
  }

  function setGliding(on: boolean) {
    camera.userData[GLIDING] = on;
  }

  useEffect(() => {
    if (!aim || !(camera instanceof PerspectiveCamera)) return;
    if (aim.kind === 'pose') {
      glide.cancel();
      setGliding(false);
      camera.position.set(...aim.pose.position);
      controls.current?.target.set(...aim.pose.target);
      controls.current?.update();
      return;
    }
    glide.aimAt(framePose(aim.bounds, camera.fov, aspect, aim.top));
    setGliding(true);
    // Size changes re-run this; only a new request should move the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aim, camera]);

  // Keep the work in view. A layout effect, so the new goal is set before the next frame is drawn.
  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    if (glide.keepInView(bounds, current(), camera.fov, aspect)) setGliding(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bounds, camera, aspect]);

  useFrame((_, dt) => {
    const c = controls.current;
    if (!c || !glide.active) return;
    const arrived = glide.step(camera.position, c.target, dt);
    c.update();
    if (arrived) {
      setGliding(false);
      report();
    }
  });

  function report() {
    const t = controls.current?.target;
    if (!t) return;
    onChange({ position: [camera.position.x, camera.position.y, camera.position.z], target: [t.x, t.y, t.z] });
  }

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      maxPolarAngle={Math.PI / 2.05}
      minDistance={2}
      maxDistance={400}
      // A person grabbing the view takes over from any glide.
      onStart={() => {
        glide.cancel();
        setGliding(false);
      }}
      onEnd={report}
    />
  );
}
