import { useLayoutEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { PerspectiveCamera, Vector3 } from 'three';
import type { Bounds2D } from '../bounds';
import { boundsCentre } from '../bounds';
import { framingDistance, shiftView } from '../FramedCamera';
import { useScreenInset } from '../frame-room';
import { GLIDING } from '../camera-glide';
import { toCanvas } from '../screen-point';
import { createDirector, direct, type Story } from '../broadcast/director';
import { boxOf, framePoints, type TablePoint } from '../broadcast/framing';
import { groupsNear } from '../broadcast/story';

/** The shell's cameras: the director, the free table view (drawn by PlayScene itself), one token followed, straight down. */
export type ShellCameraMode = 'director' | 'table' | 'follow' | 'bird';

/** Where a token is on the table this frame (written by PlayTokens), and whether it has arrived. */
export interface TokenPose {
  x: number;
  z: number;
  heading: number;
  settled: boolean;
}

/** What the game shown offers the director, by token index (the moment's cars, the seat to act, the leader). */
export interface DirectorCues {
  readonly incident: readonly number[];
  readonly actor: number | null;
  readonly leader: number | null;
}

/** Tokens closer than this many lane widths make a battle (assumption: docs/assumptions.md, "One Replay for every game"). */
export const BATTLE_LANES = 4;

const want = new Vector3();
const look = new Vector3();
const probe = new Vector3();

export interface CameraRigProps {
  readonly mode: Exclude<ShellCameraMode, 'table'>;
  readonly follow: number;
  readonly bounds: Bounds2D;
  readonly poses: { readonly current: readonly TokenPose[] };
  readonly cues: DirectorCues;
  readonly laneWidth: number;
}

/**
 * Follow a token, bird's-eye, or the TV director for any game: the director (src/scene/broadcast/director.ts) cuts
 * between the tokens of the moment shown, tokens side by side, the one to act and the leader, never while a token
 * drives. Moves the default camera in useFrame; with ?debug it publishes the shot and the view on `window.__chicane`.
 */
export function CameraRig({ mode, follow, bounds, poses, cues, laneWidth }: CameraRigProps) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const [cx, cz] = boundsCentre(bounds);
  const span = Math.max(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ);
  const director = useMemo(() => createDirector(), []);
  const target = useMemo(() => new Vector3(cx, 0, cz), [cx, cz]);
  const inset = useScreenInset();
  useLayoutEffect(
    () => () => {
      if (camera instanceof PerspectiveCamera) camera.clearViewOffset();
      delete camera.userData[GLIDING];
    },
    [camera],
  );

  useFrame((_, delta) => {
    const free = camera instanceof PerspectiveCamera ? shiftView(camera, size.width, size.height, inset) : { fov: 50, aspect: size.width / Math.max(1, size.height) };
    const { fov, aspect } = free;
    const table = { x: cx, z: cz };
    const minSpan = Math.max(6, span * 0.3);
    const tokens = poses.current;
    let snap = false;
    if (mode === 'bird') {
      // Straight down on the whole table, fitted to the part of the view the panels leave free.
      const d = framingDistance(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ, fov, aspect);
      want.set(cx, d, cz + 0.01);
      look.set(cx, 0, cz);
    } else if (mode === 'follow') {
      const car = tokens[follow] ?? tokens[0];
      if (!car) return;
      const pose = framePoints(boxOf([car], 1, minSpan * 0.6)!, 'chase', table, car.heading, fov, aspect);
      want.copy(pose.pos);
      look.copy(pose.target);
    } else {
      const story: Story = { incident: cues.incident, battles: groupsNear(tokens, laneWidth * BATTLE_LANES), actor: cues.actor, leader: cues.leader ?? (tokens.length > 0 ? 0 : null) };
      snap = direct(director, story, tokens.some((t) => !t.settled), Math.min(delta, 0.1));
      const shot = director.shot;
      const who = (shot.cars.length > 0 ? shot.cars : [0]).map((i) => tokens[i]).filter((c): c is TokenPose => c !== undefined);
      const box = boxOf(who as TablePoint[], 1.2, minSpan);
      if (!box) return;
      const pose = framePoints(box, shot.angle, table, who[0]?.heading ?? 0, fov, aspect);
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
    const root = (window as unknown as { __chicane?: Record<string, unknown> }).__chicane;
    if (root) {
      camera.updateMatrixWorld();
      root.director = { kind: director.shot.kind, cars: director.shot.cars, angle: director.shot.angle, cuts: director.cuts };
      camera.getWorldDirection(probe);
      root.view = {
        mode,
        down: -probe.y,
        corners: [
          [bounds.minX, bounds.minZ],
          [bounds.maxX, bounds.minZ],
          [bounds.minX, bounds.maxZ],
          [bounds.maxX, bounds.maxZ],
        ].map(([x, z]) => toCanvas(probe.set(x!, 0, z!), camera, size.width, size.height)),
      };
    }
  });
  return null;
}
