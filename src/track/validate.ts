/**
 * Validation: every problem of a layout with a stable code, the pieces
 * involved and a message. A layout is valid when it has no errors; warnings
 * name odd but legal things.
 */
import { footprint } from './footprint';
import { normAngle } from './geometry';
import { groupIssues, issue, type TrackErrorCode, type TrackIssue, type TrackWarningCode } from './issues';
import type { Layout } from './layout-schema';
import { findOverlaps } from './overlap';
import { checkPlan } from './plan';
import { portCount, worldPortsInto } from './ports';
import { capital, nameList } from './piece-names';
import { nameAt, PORT_SLOTS, prepare, type Prepared } from './prepare';
import { computeStats, type TrackStats } from './stats';
import { startPieces, traverse, type Step, type Traversal } from './traverse';

export interface ValidationReport {
  readonly valid: boolean;
  readonly errors: readonly TrackIssue<TrackErrorCode>[];
  readonly warnings: readonly TrackIssue<TrackWarningCode>[];
  readonly stats: TrackStats;
}

/** Joined ports must meet within this distance (table units) and face each other within this angle (radians). */
export const PORT_TOLERANCE = 1e-4;
/** Footprints must interpenetrate deeper than this (in lane widths) to overlap. */
const OVERLAP_TOLERANCE = 0.02;
/** The overlap search stops after this many overlapping pairs (a heap of n pieces at one point has n²/2). */
export const MAX_OVERLAP_PAIRS = 20_000;
/** Pieces named in one grouped problem. */
export const MAX_LISTED_PIECES = 50;
/** Lanes whose lap lengths differ by more than this ratio get a warning (formula-1 corners alone make ~1.29). */
const UNEQUAL_LANES = 1.3;

export function validateLayout(layout: Layout): ValidationReport {
  const prep = prepare(layout);
  const trav = traverse(prep);
  const errors: TrackIssue<TrackErrorCode>[] = [...prep.problems];
  const ids = layout.pieces.map((p) => p.id);
  const names = (i: number) => nameAt(prep, i);
  checkPorts(prep, errors);

  const starts = startPieces(prep);
  if (starts.length === 0) errors.push(issue('no-start-finish', 'No piece shows a start/finish line: a track needs one.'));
  if (starts.length > 1) {
    errors.push(issue('duplicate-start-finish', `${starts.length} pieces show a start/finish line (${nameList(starts.map(names))}); a track has one.`, starts.map((i) => ids[i]!)));
  }
  errors.push(...trav.problems);
  checkReach(prep, trav, errors);
  const shapes: (Float64Array[] | undefined)[] = new Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const def = prep.defs[i];
    const side = prep.sides[i];
    shapes[i] = def && side ? footprint(layout.pieces[i]!, def, side, prep.catalog) : undefined;
  }
  errors.push(...overlapIssues(ids, findOverlaps(shapes, 4 * prep.catalog.laneWidth, OVERLAP_TOLERANCE * prep.catalog.laneWidth, MAX_OVERLAP_PAIRS), names));
  const stats = computeStats(prep, trav);
  if (layout.inventory === 'box') {
    for (const line of stats.inventory) {
      if (line.box !== null && line.used > line.box) {
        const over = layout.pieces.filter((p) => p.type === line.type).map((p) => p.id);
        errors.push(issue('over-inventory', `The layout uses ${line.used} of the piece “${line.label}”, but the box holds ${line.box} (choose a custom inventory to allow more).`, over));
      }
    }
    const joints = stats.joints;
    if (joints && joints.used > joints.box) {
      errors.push(issue('over-inventory', `The layout has ${joints.used} joins and each needs a ${joints.label.toLowerCase()}, but the box holds ${joints.box} (choose a custom inventory to allow more).`));
    }
  }
  if (trav.closed && stats.lapLength < prep.catalog.minLap) {
    errors.push(issue('loop-too-short', `A lap is ${stats.lapLength} spaces; ${TITLES[layout.game]} needs at least ${prep.catalog.minLap}.`));
  }
  errors.push(...checkPlan(prep, trav));
  // Repeated problems (4,000 open ends of a heap of straights) are grouped: the report stays short.
  const notes = warnings(prep, trav, stats);
  checkSwitches(prep, trav.main, notes);
  for (const b of trav.branches) checkSwitches(prep, b.steps, notes);
  return { valid: errors.length === 0, errors: groupIssues(errors, (id) => nameOfId(prep, id)), warnings: groupIssues(notes, (id) => nameOfId(prep, id)), stats };
}

const TITLES: Readonly<Record<Layout['game'], string>> = { 'start-frei': 'Start Frei', 'formula-1': 'Formuła 1', motorsportspiel: 'Das Motorsportspiel' };

function nameOfId(prep: Prepared, id: string): string {
  const i = prep.indexOf.get(id);
  return i === undefined ? id : nameAt(prep, i);
}

/**
 * Valid, with the switches of `piece` (every piece when not given) pointing
 * the way of travel: how a layout is laid when there is a choice (Start
 * Frei's laying during the race, drawn tiles, generated tracks).
 */
export function switchesUsable(report: ValidationReport, piece?: string): boolean {
  return report.valid && !report.warnings.some((w) => w.code === 'switch-against-travel' && (piece === undefined || w.pieces.includes(piece)));
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Overlapping pairs as problems: a piece with one other on it is one pair
 * ("'a' and 'b' lie on top of each other"); a piece with several is one
 * problem naming them ("1,999 pieces lie on top of 'p1'"), listed up to
 * MAX_LISTED_PIECES. Pieces with the most overlaps are grouped first.
 */
export function overlapIssues(ids: readonly string[], pairs: readonly (readonly [number, number])[], nameOf: (i: number) => string = (i) => `piece ${ids[i]}`): TrackIssue<TrackErrorCode>[] {
  const partners = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    let set = partners.get(a);
    if (!set) partners.set(a, (set = new Set()));
    set.add(b);
  };
  for (const [i, j] of pairs) {
    link(i, j);
    link(j, i);
  }
  const out: TrackIssue<TrackErrorCode>[] = [];
  const order = [...partners.keys()].sort((a, b) => partners.get(b)!.size - partners.get(a)!.size || a - b);
  for (const i of order) {
    const mine = partners.get(i)!;
    if (mine.size === 0) continue;
    const others = [...mine].sort((a, b) => a - b);
    for (const j of others) partners.get(j)!.delete(i);
    mine.clear();
    if (others.length === 1) {
      const [a, b] = i < others[0]! ? [i, others[0]!] : [others[0]!, i];
      out.push(issue('overlap', `${capital(nameOf(a))} and ${nameOf(b)} lie on top of each other.`, [ids[a]!, ids[b]!]));
      continue;
    }
    const listed = others.slice(0, MAX_LISTED_PIECES - 1).map((j) => ids[j]!);
    const shown = others.slice(0, 5).map(nameOf).join(', ');
    const rest = others.length > 5 ? ` and ${count(others.length - 5)} more` : '';
    out.push(issue('overlap', `${count(others.length)} pieces lie on top of ${nameOf(i)}: ${shown}${rest}.`, [ids[i]!, ...listed]));
  }
  if (pairs.length >= MAX_OVERLAP_PAIRS) {
    out.push(issue('overlap', `More pieces lie on top of each other: the check stopped after ${count(MAX_OVERLAP_PAIRS)} overlapping pairs.`));
  }
  return out;
}

/**
 * start-frei: "Which side and orientation the player chooses when attaching
 * is up to them", and "Switches may only be driven over in the direction of
 * travel!" A switch laid the other way round is a layout the box can build:
 * a warning, and the lane graph has no switch edge there (build-graph.ts).
 */
function checkSwitches(prep: Prepared, steps: readonly Step[], notes: TrackIssue<TrackWarningCode>[]): void {
  for (const s of steps) {
    if (s.reversed && s.side.switchCount > 0) {
      const name = nameAt(prep, s.piece);
      notes.push(issue('switch-against-travel', `${capital(name)} is laid against the direction of travel: its switch cannot be used from that side, so cars cannot change lanes on it.`, [prep.layout.pieces[s.piece]!.id]));
    }
  }
}

/** Open ends and joined ports that do not meet. */
function checkPorts(prep: Prepared, errors: TrackIssue<TrackErrorCode>[]): void {
  const { layout, defs, sides, catalog, link } = prep;
  const n = layout.pieces.length;
  // Table poses (x, z, heading) per port slot, as worldPorts gives them.
  const poses = new Float64Array(n * PORT_SLOTS * 3);
  for (let i = 0; i < n; i++) {
    const def = defs[i];
    const side = sides[i];
    if (def && side) worldPortsInto(layout.pieces[i]!, def, side, catalog.laneWidth, poses, i * PORT_SLOTS);
  }
  for (let i = 0; i < n; i++) {
    const def = defs[i];
    if (!def || !sides[i]) continue;
    for (let p = 0; p < portCount(def); p++) {
      const other = link[i * PORT_SLOTS + p]!;
      if (other < 0) {
        const id = layout.pieces[i]!.id;
        errors.push(issue('open-end', `The open end of ${nameAt(prep, i)} is not joined to anything.`, [id]));
        continue;
      }
      const j = Math.floor(other / PORT_SLOTS);
      if (j < i || (j === i && other % PORT_SLOTS < p)) continue; // check each joint once
      if (!defs[j] || !sides[j]) continue;
      const a = (i * PORT_SLOTS + p) * 3;
      const b = other * 3;
      const gap = Math.hypot(poses[a]! - poses[b]!, poses[a + 1]! - poses[b + 1]!);
      const twist = Math.abs(normAngle(poses[a + 2]! - poses[b + 2]! - Math.PI));
      // Written so NaN (a pose that is not a number) fails: ports meet only when both are provably within tolerance.
      if (!(gap <= PORT_TOLERANCE && twist <= PORT_TOLERANCE)) {
        const id = layout.pieces[i]!.id;
        const otherId = layout.pieces[j]!.id;
        errors.push(issue('port-misaligned', `${capital(nameAt(prep, i))} and ${nameAt(prep, j)} are joined, but their ends are ${gap.toFixed(3)} apart and ${((twist * 180) / Math.PI).toFixed(1)}° askew.`, [id, otherId]));
      }
    }
  }
}

function checkReach(prep: Prepared, trav: Traversal, errors: TrackIssue<TrackErrorCode>[]): void {
  if (trav.start < 0 || !trav.closed) return;
  const lostAt = prep.layout.pieces.flatMap((_, i) => (prep.defs[i] && !trav.reached[i] ? [i] : []));
  const lost = lostAt.map((i) => prep.layout.pieces[i]!.id);
  if (lost.length > 0) {
    const named = nameList(lostAt.map((i) => nameAt(prep, i)));
    errors.push(issue('unreachable-piece', lost.length === 1 ? `${capital(named)} cannot be reached from the start/finish line.` : `${lost.length.toLocaleString('en-US')} pieces cannot be reached from the start/finish line: ${named}.`, lost));
  }
}

function warnings(prep: Prepared, trav: Traversal, stats: TrackStats): TrackIssue<TrackWarningCode>[] {
  const { layout } = prep;
  const out: TrackIssue<TrackWarningCode>[] = [];
  const lens = stats.laneLengths.filter((n) => n > 0);
  if (lens.length > 1 && Math.max(...lens) > UNEQUAL_LANES * Math.min(...lens)) {
    out.push(issue('lanes-unequal', `The lanes have very different lap lengths: ${stats.laneLengths.join(' / ')} spaces.`));
  }
  const { plan, laid } = layout.meta;
  if (layout.game === 'start-frei' && !plan) {
    out.push(issue('no-plan', 'There is no laying plan: pieces will be laid in the order of travel from the start piece.'));
  }
  if (plan && laid !== undefined && laid < plan.length) {
    out.push(issue('partly-laid', `${laid} of the ${plan.length} planned pieces are laid.`));
  }
  if (layout.game === 'motorsportspiel' && trav.closed && trav.branches.length === 0) {
    out.push(issue('no-pit-lane', 'There is no pit lane: cars with a black flag cannot serve their pit stop.'));
  }
  return out;
}
