import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { PerspectiveCamera, Vector3, type Camera } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { Bounds2D } from '../bounds';
import { CameraGlide, GLIDING, framePose, type CameraPose } from '../camera-glide';
import { useDrawnDelta } from '../demand';

export interface CameraPoseLike {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

export type CameraAim = { readonly kind: 'frame'; readonly bounds: Bounds2D; readonly top: boolean; readonly seq: number } | { readonly kind: 'pose'; readonly pose: CameraPoseLike; readonly seq: number };

/** Where the camera stands and what the controls look at, as a pose. */
function poseOf(camera: Camera, controls: OrbitControlsImpl | null): CameraPose {
  return { pos: camera.position.clone(), target: controls?.target.clone() ?? new Vector3() };
}

/** Marks the camera as gliding or not, for the probes (`camera-glide.ts`, GLIDING). */
function markGliding(camera: Camera, on: boolean): void {
  camera.userData[GLIDING] = on;
}

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
  // On a canvas drawing on demand a glide asks for each of its frames; the orbit controls ask for theirs.
  const invalidate = useThree((s) => s.invalidate);
  const glide = useMemo(() => new CameraGlide(), []);
  const aspect = size.width / Math.max(1, size.height);

  // A new request moves the camera; a size change alone does not (it reads the aspect of the moment).
  const goTo = useEffectEvent((request: CameraAim) => {
    if (!(camera instanceof PerspectiveCamera)) return;
    if (request.kind === 'pose') {
      glide.cancel();
      markGliding(camera, false);
      camera.position.set(...request.pose.position);
      controls.current?.target.set(...request.pose.target);
      controls.current?.update();
      invalidate();
      return;
    }
    glide.aimAt(framePose(request.bounds, camera.fov, aspect, request.top));
    markGliding(camera, true);
    invalidate();
  });
  useEffect(() => {
    if (aim) goTo(aim);
  }, [aim, camera]);
  // The camera is shared with the next mode's scene: a glide cut short here must not leave it "moving" for ever.
  useLayoutEffect(
    () => () => {
      delete camera.userData[GLIDING];
    },
    [camera],
  );

  // Keep the work in view. A layout effect, so the new goal is set before the next frame is drawn.
  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    if (glide.keepInView(bounds, poseOf(camera, controls.current), camera.fov, aspect)) {
      markGliding(camera, true);
      invalidate();
    }
  }, [bounds, camera, aspect, glide, invalidate]);

  // The first frame after the canvas stood still steps the glide by one frame, not by the pause.
  const drawn = useDrawnDelta();
  useFrame((_, frameDelta) => {
    const dt = drawn(frameDelta, 1 / 60);
    const c = controls.current;
    if (!c || !glide.active) return;
    const arrived = glide.step(camera.position, c.target, dt);
    c.update();
    if (arrived) {
      markGliding(camera, false);
      report();
    } else invalidate();
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
        markGliding(camera, false);
      }}
      onEnd={report}
    />
  );
}
