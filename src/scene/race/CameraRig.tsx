import { useLayoutEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { PerspectiveCamera, Vector3 } from 'three';
import type { LaneGraph, SpaceId } from '../../track';
import { standings, type GameEvent, type GameState } from '../../rules/start-frei';
import type { Bounds2D } from '../bounds';
import { boundsCentre } from '../bounds';
import { FramedCamera, framingDistance, shiftView } from '../FramedCamera';
import { useScreenInset } from '../frame-room';
import { GLIDING } from '../camera-glide';
import { toCanvas } from '../screen-point';
import { createDirector, direct } from '../broadcast/director';
import { boxOf, framePoints, type TablePoint } from '../broadcast/framing';
import { neighboursOf } from '../broadcast/story';
import { actionCar, moving, raceStory } from './camera-story';
import type { ActionClock, CameraMode, DrawnCarRef } from './feed';

const want = new Vector3();
const look = new Vector3();
const probe = new Vector3();


export interface CameraRigProps {
  readonly mode: CameraMode;
  readonly follow: number;
  readonly bounds: Bounds2D;
  readonly cars: DrawnCarRef;
  readonly clock: ActionClock;
  readonly graph: LaneGraph;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** Spaces a person may drive to now: the decision the camera keeps in view. */
  readonly reachable?: readonly SpaceId[] | undefined;
}

/**
 * Orbit, follow a car, bird's-eye, or the race camera ('tv'): at a person's
 * decision it frames the active car, every space it can reach and the rivals
 * just ahead and behind, gliding there; otherwise the TV director calls the
 * shots (src/scene/broadcast/director.ts). Moves the default camera in useFrame.
 */
export function CameraRig({ mode, follow, bounds, cars, clock, graph, state, events, reachable }: CameraRigProps) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const [cx, cz] = boundsCentre(bounds);
  const span = Math.max(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ);
  const director = useMemo(() => createDirector(), []);
  const target = useMemo(() => new Vector3(cx, 0, cz), [cx, cz]);
  const decision = useMemo<TablePoint[] | null>(() => {
    if (!reachable || reachable.length === 0) return null;
    return reachable.map((id) => graph.spaces[id]).filter((s): s is NonNullable<typeof s> => s !== undefined);
  }, [reachable, graph]);
  const rivals = useMemo(() => neighboursOf(state.standings ?? standings(state), follow), [state, follow]);
  const story = useMemo(() => ({ state, events }), [state, events]);
  // The panels over the view (the cars' HUD along the top, the camera choice, the replay's tower and timeline) report
  // the edges they cover (src/scene/frame-room.ts): every shot is framed in the part they leave free.
  const inset = useScreenInset();
  useLayoutEffect(
    () => () => {
      if (camera instanceof PerspectiveCamera) camera.clearViewOffset();
      // The camera is shared with the next mode's scene: a glide cut short here must not leave it "moving" for ever.
      delete camera.userData[GLIDING];
    },
    [camera],
  );

  useFrame((_, delta) => {
    if (mode === 'orbit') {
      camera.userData[GLIDING] = false;
      return;
    }
    const free = camera instanceof PerspectiveCamera ? shiftView(camera, size.width, size.height, inset) : { fov: 50, aspect: size.width / Math.max(1, size.height) };
    const fov = free.fov;
    const aspect = free.aspect;
    const table = { x: cx, z: cz };
    const minSpan = Math.max(6, span * 0.3);
    let snap = false;
    if (mode === 'bird') {
      // Straight down on the whole track, fitted to the part of the view the panels leave free (a phone's tall view
      // too), wherever the last shot was: a top view, never the close-up the director had framed.
      const d = framingDistance(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ, fov, aspect);
      want.set(cx, d, cz + 0.01);
      look.set(cx, 0, cz);
    } else if (mode === 'follow') {
      const car = cars.current[follow] ?? cars.current[0];
      if (!car) return;
      const box = boxOf([car], 1, minSpan * 0.6)!;
      const pose = framePoints(box, 'chase', table, car.heading, fov, aspect);
      want.copy(pose.pos);
      look.copy(pose.target);
    } else {
      let points: TablePoint[];
      let angle: Parameters<typeof framePoints>[1] = 'table';
      let heading = 0;
      if (decision) {
        const who = [follow, ...rivals].map((i) => cars.current[i]).filter((c): c is NonNullable<typeof c> => c !== undefined);
        points = [...decision, ...who];
      } else {
        const actor = actionCar(clock.clips, clock.t);
        snap = direct(director, raceStory(story.state, story.events, actor), moving(clock.clips, clock.t), Math.min(delta, 0.1));
        const shot = director.shot;
        const who = (shot.cars.length > 0 ? shot.cars : [0]).map((i) => cars.current[i]).filter((c): c is NonNullable<typeof c> => c !== undefined);
        points = who;
        angle = shot.angle;
        heading = who[0]?.heading ?? 0;
      }
      const box = boxOf(points, 1.2, minSpan);
      if (!box) return;
      const pose = framePoints(box, angle, table, heading, fov, aspect);
      want.copy(pose.pos);
      look.copy(pose.target);
    }
    // Close enough: land on the pose, so the view comes to rest instead of creeping.
    const close = camera.position.distanceTo(want) < 0.02 && target.distanceTo(look) < 0.02;
    const k = snap || close ? 1 : 1 - Math.exp(-Math.min(delta, 0.1) * 3);
    camera.position.lerp(want, k);
    target.lerp(look, k);
    camera.lookAt(target);
    camera.userData[GLIDING] = camera.position.distanceTo(want) > 0.02 || target.distanceTo(look) > 0.02;
    // With ?debug: where the decision's reachable spaces are on the canvas (browser tests check they are in view).
    const root = (window as unknown as { __chicane?: Record<string, unknown> }).__chicane;
    if (root) {
      camera.updateMatrixWorld();
      root.reach = (decision ?? []).map((p) => toCanvas(probe.set(p.x, 0.05, p.z), camera, size.width, size.height));
      root.director = { kind: director.shot.kind, cars: director.shot.cars, angle: director.shot.angle, cuts: director.cuts };
      // Which way the camera looks (y -1: straight down) and where the track's corners are on the canvas.
      camera.getWorldDirection(probe);
      const down = -probe.y;
      root.view = {
        mode,
        down,
        corners: [
          [bounds.minX, bounds.minZ],
          [bounds.maxX, bounds.minZ],
          [bounds.minX, bounds.maxZ],
          [bounds.maxX, bounds.maxZ],
        ].map(([x, z]) => toCanvas(probe.set(x!, 0, z!), camera, size.width, size.height)),
      };
    }
  });

  if (mode !== 'orbit') return null;
  return (
    <>
      <FramedCamera bounds={bounds} inset={inset} ease />
      <OrbitControls makeDefault target={[cx, 0, cz]} maxPolarAngle={Math.PI / 2.1} minDistance={2} maxDistance={150} />
    </>
  );
}
