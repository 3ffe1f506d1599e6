/**
 * "Close the loop": for a layout with exactly two open main-track ends, the
 * shortest run of pieces (at most `maxPieces`) that joins them, searched
 * depth by depth over the geometrically different pieces the inventory still
 * has (a straight, a left curve, a right curve…). Start Frei's connecting
 * pieces are the clips of the joins, not track, so only tiles close a loop.
 *
 * What is left in the box is counted per tile, not per way of laying it: a
 * curve laid left (side A) and one laid right (side B) come from the same
 * stock. Switch straights are used only where the direction of travel is
 * known (the run starts at the end the start/finish line drives into) and
 * laid along it, since a switch may only be driven in the direction of travel.
 */
import { catalogFor, type PieceDef } from './catalog';
import { frameFor, toWorld, type Pose } from './geometry';
import type { Layout, PortRef } from './layout-schema';
import { localPort, portCount, sideOf } from './ports';
import { openPorts } from './snap';
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
  /** Ways of laying a piece with this exit pose, plainest first. */
  readonly options: ClosingStep[];
  /** Exit pose relative to an entry pose at the origin heading +x. */
  readonly exit: Pose;
  readonly reach: number;
}

function shapesFor(layout: Layout, withSwitches: boolean): Shape[] {
  const catalog = catalogFor(layout.game);
  const shapes = new Map<string, Shape>();
  const consider = (def: PieceDef, sideName: 'A' | 'B', reversed: boolean) => {
    const side = sideOf(def, sideName);
    if (!side || side.startLine !== undefined) return;
    if (side.switchCount > 0 && (!withSwitches || reversed)) return;
    if (reversed && !def.reversible) return;
    const entry = localPort(def, side, reversed ? 1 : 0, catalog.laneWidth);
    const frame = frameFor(entry, { x: 0, z: 0, heading: Math.PI });
    const exit = toWorld(frame, localPort(def, side, reversed ? 0 : 1, catalog.laneWidth));
    const key = `${exit.x.toFixed(4)},${exit.z.toFixed(4)},${exit.heading.toFixed(4)}`;
    const s = shapes.get(key) ?? { key, options: [], exit, reach: Math.hypot(exit.x, exit.z) };
    s.options.push({ type: def.id, side: sideName, reversed });
    shapes.set(key, s);
  };
  for (const def of catalog.pieces) {
    if (def.kind === 'start' || portCount(def) !== 2 || def.lanes !== catalog.lanes) continue;
    for (const side of ['A', 'B'] as const) for (const rev of [false, true]) consider(def, side, rev);
  }
  // Plain printing first: the helper should not sprinkle chicanes and switches around.
  for (const s of shapes.values()) s.options.sort((a, b) => rank(layout, a) - rank(layout, b));
  return [...shapes.values()];
}

/** Tiles left per type (Infinity: no limit). */
function stock(layout: Layout): Map<string, number> {
  const catalog = catalogFor(layout.game);
  const used = new Map<string, number>();
  for (const p of layout.pieces) used.set(p.type, (used.get(p.type) ?? 0) + 1);
  return new Map(catalog.pieces.map((d) => [d.id, layout.inventory === 'custom' || d.count === null ? Infinity : d.count - (used.get(d.id) ?? 0)]));
}

/**
 * The open end the direction of travel runs into: walked from the start
 * piece's exit along the joints. Undefined without a single start piece or
 * when the walk does not end at an open end.
 */
function forwardEnd(layout: Layout): PortRef | undefined {
  const catalog = catalogFor(layout.game);
  const starts = layout.pieces.filter((p) => catalog.byId.get(p.type)?.kind === 'start');
  if (starts.length !== 1) return undefined;
  const partner = new Map<string, PortRef>();
  for (const c of layout.connections) {
    partner.set(`${c.a.piece}:${c.a.port}`, c.b);
    partner.set(`${c.b.piece}:${c.b.port}`, c.a);
  }
  let at: PortRef = { piece: starts[0]!.id, port: 1 };
  for (let i = 0; i <= layout.pieces.length; i++) {
    const next = partner.get(`${at.piece}:${at.port}`);
    if (!next) return at;
    if (next.port > 1) return undefined;
    at = { piece: next.piece, port: 1 - next.port };
  }
  return undefined;
}

function advance(at: Pose, exit: Pose): Pose {
  return toWorld({ x: at.x, z: at.z, heading: at.heading }, exit);
}

export function suggestClosure(layout: Layout, maxPieces = 8): Closure {
  const catalog = catalogFor(layout.game);
  const open = openPorts(layout).filter((p) => p.lanes === catalog.lanes);
  if (layout.pieces.length === 0) return { ok: false, reason: 'the table is empty: lay a few pieces first' };
  if (open.length !== 2) return { ok: false, reason: `the helper needs exactly two open ends; this layout has ${open.length}` };
  const forward = forwardEnd(layout);
  const plain = shapesFor(layout, false);
  const withSwitches = shapesFor(layout, true);
  const left = stock(layout);
  for (const [a, b] of [[open[0]!, open[1]!], [open[1]!, open[0]!]] as const) {
    const alongTravel = forward !== undefined && forward.piece === a.piece && forward.port === a.port;
    const shapes = alongTravel ? withSwitches : plain;
    const goal: Pose = { x: b.x, z: b.z, heading: b.heading + Math.PI };
    const maxReach = Math.max(...shapes.map((s) => s.reach), 0);
    for (let depth = 1; depth <= maxPieces; depth++) {
      const path: ClosingStep[] = [];
      if (search({ x: a.x, z: a.z, heading: a.heading }, goal, depth, shapes, path, maxReach, left)) {
        return { ok: true, from: { piece: a.piece, port: a.port }, steps: path };
      }
    }
  }
  const what = catalog.joints ? 'tiles' : 'pieces';
  return { ok: false, reason: `no run of up to ${maxPieces} ${what} from what is left in the box joins the two open ends` };
}

/** Plain pieces before printed ones, so the helper adds no features of its own. */
function rank(layout: Layout, s: ClosingStep): number {
  const def = catalogFor(layout.game).byId.get(s.type)!;
  const side = sideOf(def, s.side)!;
  let printed = 0;
  for (const lane of side.features) for (const f of lane) if (Object.keys(f).length > 0) printed++;
  return printed * 2 + (s.reversed ? 1 : 0);
}

function meets(at: Pose, goal: Pose): boolean {
  const d = Math.hypot(at.x - goal.x, at.z - goal.z);
  const t = Math.abs(Math.atan2(Math.sin(at.heading - goal.heading), Math.cos(at.heading - goal.heading)));
  return d <= PORT_TOLERANCE * 10 && t <= PORT_TOLERANCE * 10;
}

function search(at: Pose, goal: Pose, depth: number, shapes: readonly Shape[], path: ClosingStep[], maxReach: number, left: Map<string, number>): boolean {
  if (depth === 0) return meets(at, goal);
  if (Math.hypot(at.x - goal.x, at.z - goal.z) > depth * maxReach + 1e-6) return false;
  for (const s of shapes) {
    const option = s.options.find((o) => (left.get(o.type) ?? 0) > 0);
    if (!option) continue;
    left.set(option.type, left.get(option.type)! - 1);
    path.push(option);
    const found = search(advance(at, s.exit), goal, depth - 1, shapes, path, maxReach, left);
    left.set(option.type, left.get(option.type)! + 1);
    if (found) return true;
    path.pop();
  }
  return false;
}
