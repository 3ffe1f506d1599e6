import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { toCanvas } from '../screen-point';
import type { LaneGraph } from '../../track';
import type { GameState } from '../../rules/start-frei';
import { AnimatedCar } from './AnimatedCar';
import type { ActionClock } from './feed';
import { carColour } from '../car-colours';

export type DrawnCar = { x: number; z: number; heading: number };

function slot(drawn: DrawnCar[], i: number): DrawnCar {
  return (drawn[i] ??= { x: 0, z: 0, heading: 0 });
}

const screen = new Vector3();

/** All cars of the race; `drawn` receives where each is drawn (read by dice and cameras). */
export function RaceCars({ graph, state, clock, drawn, debug }: { graph: LaneGraph; state: GameState; clock: ActionClock; drawn: DrawnCar[]; debug: boolean }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  // With ?debug: each car on the table (x, z), whether its move has finished, and where it is on the canvas.
  useFrame(() => {
    if (!debug) return;
    const root = (window as unknown as { __chicane?: Record<string, unknown> }).__chicane;
    if (!root) return;
    root.cars = state.players.map((_, i) => {
      const x = drawn[i]?.x ?? 0;
      const z = drawn[i]?.z ?? 0;
      const at = toCanvas(screen.set(x, 0.1, z), camera, size.width, size.height);
      return { x, z, settled: clock.t >= clock.duration, screen: at };
    });
  });
  return (
    <group>
      {state.players.map((p, i) => (
        <AnimatedCar key={i} graph={graph} player={i} space={p.space} color={carColour(i).hex} clock={clock} out={slot(drawn, i)} />
      ))}
    </group>
  );
}
