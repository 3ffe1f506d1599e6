/** Small derivations of the lane graph the builder scene draws (pure). */
import type { LaneGraph } from '../../track';
import type { TextItem } from './piece-drawing';
import type { CarPlacement } from './InstancedCars';

const CAR_COLOURS = ['#d62b2b', '#e8c21c', '#2b6fd6', '#2fa84f', '#e8e8e8', '#8e44ad'];

/** The distance of each space along the lap, printed small on the space. */
export function spaceNumbers(graph: LaneGraph, laneWidth: number): TextItem[] {
  return graph.spaces.map((s) => ({ text: String(Math.floor(s.progress)), x: s.x, z: s.z, heading: s.heading - Math.PI / 2, size: 0.3 * laneWidth, color: '#9fe3ff' }));
}

/** Cars on the start grid (then on the spaces behind it when the grid is smaller). */
export function carsOnGrid(graph: LaneGraph, count: number): CarPlacement[] {
  const ids = [...graph.grid];
  for (let i = graph.spaces.length - 1; ids.length < count && i >= 0; i--) if (!ids.includes(i)) ids.push(i);
  return ids.slice(0, count).map((id, i) => {
    const s = graph.spaces[id]!;
    return { x: s.x, z: s.z, heading: s.heading, color: CAR_COLOURS[i % CAR_COLOURS.length]! };
  });
}
