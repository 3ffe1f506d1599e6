/**
 * "Close the loop": for a layout with exactly two open main-track ends, the
 * shortest run of pieces (at most `maxPieces`) that joins them, searched
 * depth by depth over the geometrically different pieces the inventory still
 * has (a straight, a connector, a left curve, a right curve…).
 */
import { catalogFor, type PieceDef } from './catalog';
import { toWorld, type Pose } from './geometry';
import type { Layout } from './layout-schema';
import { localPort, portCount, sideOf } from './ports';
import { openPorts } from './snap';
import { frameFor } from './geometry';
import { PORT_TOLERANCE } from './validate';

export interface ClosingStep {
  readonly type: string;
  readonly side: 'A' | 'B';
  /** Laid against its printing (entered at port 1). */
  readonly reversed: boolean;
}

export type Closure = { ok: true; from: { piece: string; port: number }; steps: ClosingStep[] } | { ok: false; reason: string };

interface Shape {
  readonly key: string;
  readonly options: ClosingStep[];
  /** Exit pose relative to an entry pose at the origin heading +x. */
  readonly exit: Pose;
  readonly reach: number;
  budget: number;
}

function shapesFor(layout: Layout): Shape[] {
  const catalog = catalogFor(layout.game);
  const used = new Map<string, number>();
  for (const p of layout.pieces) used.set(p.type, (used.get(p.type) ?? 0) + 1);
  const shapes = new Map<string, Shape>();
  const consider = (def: PieceDef, sideName: 'A' | 'B', reversed: boolean) => {
    const side = sideOf(def, sideName);
    if (!side || side.startLine !== undefined || side.switchCount > 0) return;
    if (reversed && !def.reversible) return;
    const entry = localPort(def, side, reversed ? 1 : 0, catalog.laneWidth);
    const frame = frameFor(entry, { x: 0, z: 0, heading: Math.PI });
    const exit = toWorld(frame, localPort(def, side, reversed ? 0 : 1, catalog.laneWidth));
    const key = `${exit.x.toFixed(4)},${exit.z.toFixed(4)},${exit.heading.toFixed(4)}`;
    const left = layout.inventory === 'custom' || def.count === null ? Infinity : def.count - (used.get(def.id) ?? 0);
    if (left <= 0) return;
    const s = shapes.get(key) ?? { key, options: [], exit, reach: Math.hypot(exit.x, exit.z), budget: 0 };
    // Plain printing first: the helper should not sprinkle chicanes around.
    s.options.push({ type: def.id, side: sideName, reversed });
    s.budget += left;
    shapes.set(key, s);
  };
  for (const def of catalog.pieces) {
    if (def.kind === 'start' || portCount(def) !== 2 || def.lanes !== catalog.lanes) continue;
    for (const side of ['A', 'B'] as const) for (const rev of [false, true]) consider(def, side, rev);
  }
  return [...shapes.values()];
}

function advance(at: Pose, exit: Pose): Pose {
  return toWorld({ x: at.x, z: at.z, heading: at.heading }, exit);
}

export function suggestClosure(layout: Layout, maxPieces = 8): Closure {
  const catalog = catalogFor(layout.game);
  const open = openPorts(layout).filter((p) => p.lanes === catalog.lanes);
  if (layout.pieces.length === 0) return { ok: false, reason: 'the table is empty: lay a few pieces first' };
  if (open.length !== 2) return { ok: false, reason: `the helper needs exactly two open ends; this layout has ${open.length}` };
  const shapes = shapesFor(layout);
  const plain = (s: Shape) => s.options.sort((a, b) => rank(layout, a) - rank(layout, b));
  shapes.forEach(plain);
  for (const [a, b] of [[open[0]!, open[1]!], [open[1]!, open[0]!]] as const) {
    const goal: Pose = { x: b.x, z: b.z, heading: b.heading + Math.PI };
    const maxReach = Math.max(...shapes.map((s) => s.reach), 0);
    for (let depth = 1; depth <= maxPieces; depth++) {
      const path: Shape[] = [];
      const found = search({ x: a.x, z: a.z, heading: a.heading }, goal, depth, shapes, path, maxReach);
      if (found) return { ok: true, from: { piece: a.piece, port: a.port }, steps: pick(path) };
    }
  }
  return { ok: false, reason: `no run of up to ${maxPieces} pieces from what is left in the box joins the two open ends` };
}

/** Start Frei's plain pieces before printed ones, so the helper adds no features of its own. */
function rank(layout: Layout, s: ClosingStep): number {
  const def = catalogFor(layout.game).byId.get(s.type)!;
  const side = sideOf(def, s.side)!;
  let printed = 0;
  for (const lane of side.features) for (const f of lane) if (Object.keys(f).length > 0) printed++;
  return printed * 2 + (s.reversed ? 1 : 0);
}

function pick(path: Shape[]): ClosingStep[] {
  const taken = new Map<string, number>();
  return path.map((s) => {
    const n = taken.get(s.key) ?? 0;
    taken.set(s.key, n + 1);
    return s.options[Math.min(n, s.options.length - 1)]!;
  });
}

function meets(at: Pose, goal: Pose): boolean {
  const d = Math.hypot(at.x - goal.x, at.z - goal.z);
  const t = Math.abs(Math.atan2(Math.sin(at.heading - goal.heading), Math.cos(at.heading - goal.heading)));
  return d <= PORT_TOLERANCE * 10 && t <= PORT_TOLERANCE * 10;
}

function search(at: Pose, goal: Pose, left: number, shapes: Shape[], path: Shape[], maxReach: number): boolean {
  if (left === 0) return meets(at, goal);
  if (Math.hypot(at.x - goal.x, at.z - goal.z) > left * maxReach + 1e-6) return false;
  for (const s of shapes) {
    if (s.budget <= 0) continue;
    s.budget--;
    path.push(s);
    if (search(advance(at, s.exit), goal, left - 1, shapes, path, maxReach)) {
      s.budget++;
      return true;
    }
    path.pop();
    s.budget++;
  }
  return false;
}
