import type { LaneGraph, SpaceId } from '../../../../track';

/** The space a dragged car will snap to. */
export function DragGhost({ graph, space }: { graph: LaneGraph; space: SpaceId }) {
  const s = graph.spaces[space]!;
  return (
    <mesh position={[s.x, 0.04, s.z]} rotation={[0, s.heading, 0]}>
      <boxGeometry args={[1, 0.02, 0.9]} />
      <meshBasicMaterial color="#ffd84a" transparent opacity={0.7} depthWrite={false} />
    </mesh>
  );
}
