/**
 * A lane graph handed to the rules must hold together before a race is set up
 * on it: every space where its id says, every edge from its own space to one
 * that exists, a grid of distinct spaces. A hand-made graph that does not is
 * refused with the first thing wrong, in one line (never a TypeError later).
 */
import type { LaneGraph } from '../../track/lane-graph-types';

// A graph is checked once (the presets' and the bench's graphs are shared by every race).
const sound = new WeakSet<object>();

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** The first thing wrong with `graph`, or null when it holds together. */
export function laneGraphProblem(graph: LaneGraph): string | null {
  if (graph === null || typeof graph !== 'object') return 'the track is no lane graph';
  if (sound.has(graph)) return null;
  const problem = findProblem(graph);
  if (problem === null) sound.add(graph);
  return problem;
}

function findProblem(g: LaneGraph): string | null {
  if (!Array.isArray(g.spaces) || g.spaces.length === 0) return 'the lane graph has no spaces';
  if (!isInt(g.lanes) || g.lanes < 1) return `the lane graph's lane count ${String(g.lanes)} is not a positive whole number`;
  if (!isInt(g.innerLane) || g.innerLane < 0 || g.innerLane >= g.lanes) return `the inner lane ${String(g.innerLane)} is not one of the ${g.lanes} lanes`;
  if (typeof g.lapLength !== 'number' || !(g.lapLength > 0) || !Number.isFinite(g.lapLength)) return `the lap length ${String(g.lapLength)} is not a positive number`;
  const n = g.spaces.length;
  for (let i = 0; i < n; i++) {
    const sp = g.spaces[i];
    if (sp === null || typeof sp !== 'object') return `space ${i} is missing`;
    if (sp.id !== i) return `space ${i} has id ${String(sp.id)} (ids are the spaces' positions in the list)`;
    if (!isInt(sp.lane) || sp.lane < 0 || sp.lane >= g.lanes) return `space ${i} is in lane ${String(sp.lane)}, but the graph has ${g.lanes} lanes`;
    if (typeof sp.progress !== 'number' || !Number.isFinite(sp.progress)) return `space ${i} has no finite progress`;
    if (!isInt(sp.pieceOrder) || sp.pieceOrder < 0) return `space ${i} has piece order ${String(sp.pieceOrder)}, not a whole number from 0`;
    if (sp.features === null || typeof sp.features !== 'object') return `space ${i} has no features`;
  }
  if (!Array.isArray(g.out) || g.out.length !== n) return `the lane graph lists edges for ${Array.isArray(g.out) ? g.out.length : 0} spaces, not its ${n}`;
  for (let i = 0; i < n; i++) {
    const edges = g.out[i];
    if (!Array.isArray(edges)) return `the edges of space ${i} are missing`;
    for (const e of edges) {
      if (e === null || typeof e !== 'object') return `an edge of space ${i} is missing`;
      if (e.from !== i) return `an edge listed under space ${i} leaves from ${String(e.from)}`;
      if (!isInt(e.to) || e.to < 0 || e.to >= n) return `an edge from space ${i} leads to space ${String(e.to)}, which is not in the graph`;
    }
  }
  if (!Array.isArray(g.grid)) return 'the lane graph has no start grid';
  const seen = new Set<number>();
  for (let i = 0; i < g.grid.length; i++) {
    const id = g.grid[i];
    if (!isInt(id) || id < 0 || id >= n) return `grid position ${i + 1} names space ${String(id)}, which is not in the graph`;
    if (seen.has(id)) return `grid positions share space ${id}`;
    seen.add(id);
  }
  return null;
}
