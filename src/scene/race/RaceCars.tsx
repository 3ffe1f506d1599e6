import { useFrame } from '@react-three/fiber';
import type { LaneGraph } from '../../track';
import type { GameState } from '../../rules';
import { AnimatedCar } from './AnimatedCar';
import { CAR_COLORS, type ActionClock } from './feed';

export type DrawnCar = { x: number; z: number; heading: number };

function slot(drawn: DrawnCar[], i: number): DrawnCar {
  return (drawn[i] ??= { x: 0, z: 0, heading: 0 });
}

/** All cars of the race; `drawn` receives where each is drawn (read by dice and cameras). */
export function RaceCars({ graph, state, clock, drawn, debug }: { graph: LaneGraph; state: GameState; clock: ActionClock; drawn: DrawnCar[]; debug: boolean }) {
  useFrame(() => {
    if (!debug) return;
    const root = (window as unknown as { __chicane?: Record<string, unknown> }).__chicane;
    if (root) root.cars = state.players.map((_, i) => ({ x: drawn[i]?.x ?? 0, z: drawn[i]?.z ?? 0, settled: clock.t >= clock.duration }));
  });
  return (
    <group>
      {state.players.map((p, i) => (
        <AnimatedCar key={i} graph={graph} player={i} space={p.space} color={CAR_COLORS[i % CAR_COLORS.length]!} clock={clock} out={slot(drawn, i)} />
      ))}
    </group>
  );
}
