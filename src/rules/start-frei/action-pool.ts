/**
 * The listed actions that carry a list or a choice of fields (a move's
 * switches, an announced overtaking manoeuvre, a DRS use), made once per
 * distinct content and frozen, as legal.ts makes the others once: the same
 * action listed again is the same object. So the boundary's schema check
 * (core/guard.ts, which remembers the frozen actions it has passed) reads each
 * distinct action once instead of once per listing, and no listing allocates.
 *
 * Only object identity depends on the pool, never what is legal or what an
 * action does: an action equal field by field is the same action everywhere
 * (`sameAction`). The pool forgets everything when it grows past its bound
 * (a server playing many tracks for days), which changes nothing but speed.
 */
import type { SpaceId } from '../../track/lane-graph-types';
import type { Action, PlayerId } from './types';

/** A node of a trie keyed by space ids: the action whose list ends here, and the longer lists. */
interface Node {
  action?: Action;
  next?: Map<SpaceId, Node>;
}

/** Entries kept before the pool starts again (a few megabytes at most). */
const LIMIT = 50_000;
let size = 0;

const NO_SWITCHES: readonly SpaceId[] = Object.freeze([]);
let moves: Node = {};
let rolls = new Map<PlayerId, Node>();
let drs = new Map<number, Action>();

function reset(): void {
  size = 0;
  moves = {};
  rolls = new Map();
  drs = new Map();
}

function grow(): void {
  if (++size > LIMIT) reset();
}

/** The node of `switches` under `root`, made on the way. */
function nodeOf(root: Node, switches: readonly SpaceId[]): Node {
  let node = root;
  for (const s of switches) {
    node.next ??= new Map();
    let n = node.next.get(s);
    if (!n) node.next.set(s, (n = {}));
    node = n;
  }
  return node;
}

/** A frozen list with these switches: `switches` itself, frozen in place (the generators hand over fresh lists). */
function frozen(switches: readonly SpaceId[]): readonly SpaceId[] {
  return switches.length === 0 ? NO_SWITCHES : Object.freeze(switches);
}

/** `{ type: 'move', switches }`, the one frozen object for these switches. */
export function moveAction(switches: readonly SpaceId[]): Action {
  const node = nodeOf(moves, switches);
  if (node.action) return node.action;
  const a: Action = Object.freeze({ type: 'move', switches: frozen(switches) });
  grow();
  return (node.action = a);
}

/** `{ type: 'roll', overtake: { target, switches } }`, the one frozen object for this announcement. */
export function overtakeRollAction(target: PlayerId, switches: readonly SpaceId[]): Action {
  let root = rolls.get(target);
  if (!root) rolls.set(target, (root = {}));
  const node = nodeOf(root, switches);
  if (node.action) return node.action;
  const a: Action = Object.freeze({ type: 'roll', overtake: Object.freeze({ target, switches: frozen(switches) }) });
  grow();
  return (node.action = a);
}

type UseDrs = Extract<Action, { type: 'use-drs' }>;

/** A whole number as a key of its own kind: 0 none, 1 up, 2 down, then the deltas (… −1 → 4, 0 → 3, 1 → 5 …). */
function variant(a: UseDrs): number {
  if (a.dir !== undefined) return a.dir === 'up' ? 1 : 2;
  if (a.delta === undefined) return 0;
  return 3 + (a.delta >= 0 ? 2 * a.delta : -2 * a.delta - 1);
}

/**
 * The one frozen object equal to this DRS use (its fields in the order
 * given). A use with numbers outside the small whole ones a marker shows
 * is frozen as it is and not kept.
 */
export function useDrsAction(a: UseDrs): Action {
  if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot > 999 || (a.delta !== undefined && (!Number.isInteger(a.delta) || Math.abs(a.delta) > 99))) return Object.freeze(a);
  const key = a.slot * 1000 + variant(a);
  let kept = drs.get(key);
  if (!kept) {
    drs.set(key, (kept = Object.freeze(a)));
    grow();
  }
  return kept;
}
