/**
 * start-frei lays the track during the race (rulebook "Lay Out 2 New Track
 * Pieces"): the layout keeps the planned order and how much of it is laid.
 */
import { issue, type TrackIssue } from './issues';
import type { Layout } from './layout-schema';
import { PORT_SLOTS, type Prepared } from './prepare';
import type { Traversal } from './traverse';

/**
 * Position of each layout piece in the plan (Space.pieceOrder). Without a plan,
 * the order of travel from the start piece, pit lanes after the loop.
 */
export function pieceOrders(layout: Layout, trav: Traversal): Int32Array {
  const order = new Int32Array(layout.pieces.length).fill(layout.pieces.length);
  if (layout.plan) {
    const at = new Map(layout.plan.map((id, i) => [id, i]));
    layout.pieces.forEach((p, i) => (order[i] = at.get(p.id) ?? layout.pieces.length));
    return order;
  }
  let k = 0;
  for (const s of trav.main) order[s.piece] = k++;
  for (const b of trav.branches) for (const s of b.steps) order[s.piece] = k++;
  return order;
}

/**
 * Checks the plan: every piece exactly once, the start piece first, and each
 * piece joined to one laid before it ("attaches them to the existing track").
 */
export function checkPlan(prep: Prepared, trav: Traversal): TrackIssue<'bad-plan'>[] {
  const { layout } = prep;
  const plan = layout.plan;
  if (!plan) return [];
  const problems: TrackIssue<'bad-plan'>[] = [];
  const seen = new Set<string>();
  for (const id of plan) {
    if (!prep.indexOf.has(id)) problems.push(issue('bad-plan', `the plan names '${id}', which is not in the layout`, [id]));
    else if (seen.has(id)) problems.push(issue('bad-plan', `the plan names '${id}' twice`, [id]));
    seen.add(id);
  }
  const missing = layout.pieces.filter((p) => !seen.has(p.id)).map((p) => p.id);
  if (missing.length > 0) problems.push(issue('bad-plan', `the plan leaves out ${missing.length} piece(s): ${missing.slice(0, 5).join(', ')}`, missing));
  if (trav.start >= 0 && plan[0] !== layout.pieces[trav.start]!.id) {
    problems.push(issue('bad-plan', `the plan must begin with the start/finish piece '${layout.pieces[trav.start]!.id}'`, plan.slice(0, 1)));
  }
  const laidBefore = new Set<number>();
  plan.forEach((id, i) => {
    const piece = prep.indexOf.get(id);
    if (piece === undefined) return;
    if (i > 0 && !touchesAny(prep, piece, laidBefore)) {
      problems.push(issue('bad-plan', `plan step ${i + 1}: '${id}' does not join any piece laid before it`, [id]));
    }
    laidBefore.add(piece);
  });
  if (layout.laid !== undefined && layout.laid > plan.length) {
    problems.push(issue('bad-plan', `laid is ${layout.laid} but the plan has ${plan.length} pieces`));
  }
  return problems;
}

function touchesAny(prep: Prepared, piece: number, set: ReadonlySet<number>): boolean {
  for (let p = 0; p < PORT_SLOTS; p++) {
    const other = prep.link[piece * PORT_SLOTS + p]!;
    if (other >= 0 && set.has(Math.floor(other / PORT_SLOTS))) return true;
  }
  return false;
}
