/**
 * Walks a prepared layout in the direction of travel: from the start/finish
 * piece (its arrow points to port 1) around the main loop, then along every
 * pit lane from the piece where it leaves to the piece where it rejoins.
 * A pit lane is a branch, not part of the loop: the loop check follows ports
 * 0/1 only and the branch is walked separately, so a layout with a pit lane is
 * a valid loop.
 */
import type { PieceDef, ResolvedSide } from './catalog';
import { issue, type TrackErrorCode, type TrackIssue } from './issues';
import { capital } from './piece-names';
import { nameAt, PORT_SLOTS, type Prepared } from './prepare';

export interface Step {
  /** Index of the piece in the layout. */
  readonly piece: number;
  readonly def: PieceDef;
  readonly side: ResolvedSide;
  /** Driven from port 1 to port 0 (against its printing). */
  readonly reversed: boolean;
}

export interface Branch {
  /** Index in `main` of the piece the pit lane leaves from and rejoins at (-1 when it does not). */
  readonly from: number;
  readonly to: number;
  readonly steps: readonly Step[];
}

export interface Traversal {
  /** Pieces of the main loop in the order of travel, start/finish piece first. */
  readonly main: readonly Step[];
  /** The main loop returns to port 0 of the start piece. */
  readonly closed: boolean;
  readonly branches: readonly Branch[];
  /** Layout piece index → 1 when some walk reached it. */
  readonly reached: Uint8Array;
  /** Index of the start piece in the layout, or -1. */
  readonly start: number;
  readonly problems: TrackIssue<TrackErrorCode>[];
}

/** Layout indices of the pieces whose up side prints a start/finish line. */
export function startPieces(prep: Prepared): number[] {
  const found: number[] = [];
  for (let i = 0; i < prep.sides.length; i++) if (prep.sides[i]?.startLine !== undefined) found.push(i);
  return found;
}

function firstStart(prep: Prepared): number {
  for (let i = 0; i < prep.sides.length; i++) if (prep.sides[i]?.startLine !== undefined) return i;
  return -1;
}

function step(prep: Prepared, piece: number, reversed: boolean): Step | undefined {
  const def = prep.defs[piece];
  const side = prep.sides[piece];
  return def && side ? { piece, def, side, reversed } : undefined;
}

export function traverse(prep: Prepared): Traversal {
  const n = prep.layout.pieces.length;
  const reached = new Uint8Array(n);
  const problems: TrackIssue<TrackErrorCode>[] = [];
  const main: Step[] = [];
  const branches: Branch[] = [];
  const idOf = (i: number): string => prep.layout.pieces[i]!.id;
  const nm = (i: number): string => nameAt(prep, i);
  const start = firstStart(prep);
  let closed = false;
  if (start >= 0) {
    let cur = step(prep, start, false);
    while (cur) {
      main.push(cur);
      reached[cur.piece] = 1;
      const exit = cur.piece * PORT_SLOTS + (cur.reversed ? 0 : 1);
      const next = prep.link[exit]!;
      if (next < 0) break; // an open end, reported by the port check
      const piece = Math.floor(next / PORT_SLOTS);
      const port = next % PORT_SLOTS;
      if (piece === start) {
        if (port === 0) closed = true;
        else problems.push(issue('against-travel', `The track comes back to ${nm(start)} against its arrow: turn the start piece or the loop round.`, [idOf(start), idOf(cur.piece)]));
        break;
      }
      if (port === 2) {
        problems.push(issue('bad-branch', `The track runs into the pit-lane end of ${nm(piece)}.`, [idOf(cur.piece), idOf(piece)]));
        break;
      }
      if (reached[piece]) {
        problems.push(issue('not-a-loop', `The track runs back into ${nm(piece)} before it reaches the start/finish line.`, [idOf(piece)]));
        break;
      }
      cur = step(prep, piece, port === 1);
      if (cur?.reversed && !cur.def.reversible) {
        problems.push(issue('against-travel', `${capital(nm(piece))} is laid against the direction of travel, and this piece can only be driven one way.`, [idOf(piece)]));
      }
    }
  }
  if (start >= 0 && !closed && problems.length === 0) {
    problems.push(issue('not-a-loop', `The track from the start/finish line on ${nm(start)} does not come back to it: the loop is not closed.`, [idOf(start)]));
  }
  const mainIndex = new Int32Array(n).fill(-1);
  for (let i = 0; i < main.length; i++) mainIndex[main[i]!.piece] = i;
  for (let i = 0; i < main.length; i++) {
    const s = main[i]!;
    if (s.def.branch !== 'pit-out' || s.reversed) continue;
    branches.push(walkBranch(prep, i, s, reached, mainIndex, problems));
  }
  return { main, closed, branches, reached, start, problems };
}

function walkBranch(prep: Prepared, from: number, split: Step, reached: Uint8Array, mainIndex: Int32Array, problems: TrackIssue<TrackErrorCode>[]): Branch {
  const idOf = (i: number) => prep.layout.pieces[i]!.id;
  const nm = (i: number): string => nameAt(prep, i);
  const steps: Step[] = [];
  let slot = prep.link[split.piece * PORT_SLOTS + 2]!;
  while (slot >= 0) {
    const piece = Math.floor(slot / PORT_SLOTS);
    const port = slot % PORT_SLOTS;
    const def = prep.defs[piece];
    if (port === 2) {
      if (def?.branch === 'pit-in' && mainIndex[piece]! >= 0) {
        return { from, to: mainIndex[piece]!, steps };
      }
      problems.push(issue('bad-branch', `The pit lane from ${nm(split.piece)} must rejoin the track at a pit-lane join on the loop.`, [idOf(split.piece), idOf(piece)]));
      break;
    }
    if (reached[piece] || def?.lanes !== 1) {
      problems.push(issue('bad-branch', `The pit lane from ${nm(split.piece)} runs into ${nm(piece)}.`, [idOf(split.piece), idOf(piece)]));
      break;
    }
    const s = step(prep, piece, port === 1);
    if (!s) break;
    steps.push(s);
    reached[piece] = 1;
    slot = prep.link[piece * PORT_SLOTS + (s.reversed ? 0 : 1)]!;
  }
  return { from, to: -1, steps };
}
