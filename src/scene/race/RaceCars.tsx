import { useCallback, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { toCanvas } from '../screen-point';
import type { LaneGraph } from '../../track';
import type { GameState } from '../../rules/start-frei';
import type { ActionClock } from './feed';
import { carPoseAt, newCarPose } from '../../games/start-frei/table/car-pose';
import { Fleet, type FleetPose } from '../look/Fleet';
import { livery } from '../look/liveries';
import { newMotion, stepMotion } from '../look/car-motion';
import { CAR_STYLE_OF } from '../look/car-styles';

export type DrawnCar = { x: number; z: number; heading: number; shown?: boolean };

function slot(drawn: DrawnCar[], i: number): DrawnCar {
  return (drawn[i] ??= { x: 0, z: 0, heading: 0 });
}

const screen = new Vector3();
/** The slot car's rear wheels (table units), for how fast the wheels turn. */
const WHEEL_RADIUS = 0.1;
/** How long the DRS flap stays open after the core's DrsUsed, ms at 1×. */
const FLAP_HOLD = 600;

/**
 * All cars of the race as one field: each drives its moves along the lane
 * paths the core's events give, jolts when braking, wobbles in a chicane
 * taken too fast, leans in bends, turns its wheels and opens its DRS flap.
 * `drawn` receives where each is drawn (read by dice and cameras).
 */
export function RaceCars({ graph, state, clock, drawn, debug }: { graph: LaneGraph; state: GameState; clock: ActionClock; drawn: DrawnCar[]; debug: boolean }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const count = state.players.length;
  const liveries = useMemo(() => Array.from({ length: count }, (_, i) => livery(i)), [count]);
  const poses = useMemo(() => liveries.map(newCarPose), [liveries]);
  const motions = useMemo(() => liveries.map(newMotion), [liveries]);
  const frame = useMemo(() => ({ dt: 0 }), []);
  useFrame((_, dt) => {
    frame.dt = dt;
    // With ?debug: each car on the table (x, z), whether its move has finished, and where it is on the canvas.
    if (!debug) return;
    const root = (window as unknown as { __chicane?: Record<string, unknown> }).__chicane;
    if (!root) return;
    root.cars = state.players.map((_, i) => {
      const x = drawn[i]?.x ?? 0;
      const z = drawn[i]?.z ?? 0;
      const at = toCanvas(screen.set(x, 0.1, z), camera, size.width, size.height);
      return { x, z, settled: clock.t >= clock.duration, screen: at, shown: drawn[i]?.shown === true };
    });
  });
  const pose = useCallback(
    (i: number, out: FleetPose) => {
      const p = state.players[i];
      const pose = poses[i];
      const motion = motions[i];
      if (!p || !pose || !motion) return;
      carPoseAt(graph, clock.clips, i, p.space, clock.t, pose);
      stepMotion(motion, pose.x, pose.z, pose.heading, frame.dt, WHEEL_RADIUS);
      out.x = pose.x;
      out.z = pose.z;
      out.heading = pose.heading;
      out.pitch = pose.pitch;
      // A braking jolt shakes the tail a little as well as dipping the nose. A step shown at once (a seek, the first
      // look) has its clock at Infinity: sin(Infinity) is NaN, and a NaN in a car's matrix hides the car.
      out.yaw = pose.wobble + (pose.pitch === 0 ? 0 : pose.pitch * 0.6 * Math.sin(clock.t * 0.04));
      out.roll = motion.roll;
      out.wheel = motion.wheel;
      let open = 0;
      for (const c of clock.clips) {
        if (c.kind === 'drs' && c.action === 'used' && c.player === i && clock.t < c.start + c.duration + FLAP_HOLD) open = 1;
      }
      out.wing += (open - out.wing) * 0.2;
      const d = slot(drawn, i);
      d.x = pose.x;
      d.z = pose.z;
      d.heading = pose.heading;
      // What the car's matrix is built from is a number throughout (with ?debug, tests check the car is drawn).
      d.shown = [out.x, out.z, out.heading, out.pitch, out.yaw, out.roll, out.wheel, out.wing].every(Number.isFinite);
    },
    [graph, state, clock, poses, motions, frame, drawn],
  );
  return <Fleet style={CAR_STYLE_OF[graph.game]} liveries={liveries} pose={pose} moving />;
}
