/**
 * start-frei lays the track during the race (rulebook "Lay Out 2 New Track
 * Pieces"): the layout keeps the planned order and how much of it is laid.
 */
import { issue, type TrackIssue } from './issues';
import { nameList, pieceNumber } from './piece-names';
import { nameOf, PORT_SLOTS, type Prepared } from './prepare';
import type { Traversal } from './traverse';

/**
 * Position of each layout piece in the plan (Space.pieceOrder). Without a plan,
 * the order of travel from the start piece, pit lanes after the loop.
 */
export function pieceOrders(prep: Prepared, trav: Traversal): Int32Array {
  const { layout, indexOf } = prep;
  const n = layout.pieces.length;
  const order = new Int32Array(n).fill(n);
  if (layout.meta.plan) {
    // The last mention in the plan wins, and pieces sharing an id share its place.
    const plan = layout.meta.plan;
    for (let i = 0; i < plan.length; i++) {
      const at = indexOf.get(plan[i]!);
      if (at !== undefined) order[at] = i;
    }
    if (indexOf.size < n) {
      for (let i = 0; i < n; i++) order[i] = order[indexOf.get(layout.pieces[i]!.id)!]!;
    }
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
  const { layout, indexOf } = prep;
  const plan = layout.meta.plan;
  if (!plan) return [];
  const problems: TrackIssue<'bad-plan'>[] = [];
  const n = layout.pieces.length;
  // Flags by layout index (of the first piece with an id) rather than sets of ids: this runs on every edit.
  const inPlan = new Uint8Array(n);
  const at = new Int32Array(plan.length);
  for (let i = 0; i < plan.length; i++) {
    const id = plan[i]!;
    const piece = indexOf.get(id);
    at[i] = piece ?? -1;
    if (piece === undefined) problems.push(issue('bad-plan', `The laying plan names piece ${pieceNumber(id)}, which is not on the table.`, [id]));
    else if (inPlan[piece]) problems.push(issue('bad-plan', `The laying plan names ${nameOf(prep, id)} twice.`, [id]));
    else inPlan[piece] = 1;
  }
  const unique = indexOf.size === n;
  const missing: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = layout.pieces[i]!.id;
    if (!inPlan[unique ? i : indexOf.get(id)!]) missing.push(id);
  }
  if (missing.length > 0) problems.push(issue('bad-plan', `The laying plan leaves out ${missing.length === 1 ? 'one piece' : `${missing.length.toLocaleString('en-US')} pieces`}: ${nameList(missing.map((id) => nameOf(prep, id)))}.`, missing));
  if (trav.start >= 0 && plan[0] !== layout.pieces[trav.start]!.id) {
    problems.push(issue('bad-plan', `The laying plan must begin with the start piece, ${nameOf(prep, layout.pieces[trav.start]!.id)}.`, plan.slice(0, 1)));
  }
  const laidBefore = new Uint8Array(n);
  for (let i = 0; i < plan.length; i++) {
    const piece = at[i]!;
    if (piece < 0) continue;
    if (i > 0 && !touchesAny(prep, piece, laidBefore)) {
      problems.push(issue('bad-plan', `Step ${i + 1} of the laying plan, ${nameOf(prep, plan[i]!)}, does not join any piece laid before it.`, [plan[i]!]));
    }
    laidBefore[piece] = 1;
  }
  const laid = layout.meta.laid;
  if (laid !== undefined && laid > plan.length) {
    problems.push(issue('bad-plan', `The file says ${laid} pieces are laid, but the laying plan has only ${plan.length}.`));
  }
  return problems;
}

function touchesAny(prep: Prepared, piece: number, laid: Uint8Array): boolean {
  for (let p = 0; p < PORT_SLOTS; p++) {
    const other = prep.link[piece * PORT_SLOTS + p]!;
    if (other >= 0 && laid[Math.floor(other / PORT_SLOTS)]) return true;
  }
  return false;
}
