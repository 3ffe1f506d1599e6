/**
 * Loops of square tiles (Formuła 1): the START-FINISH tile covers two grid
 * cells, a square tile one, a triangular corner one cell it turns in. A loop
 * is a walk over cells, each visited once, that comes back into the start
 * tile from behind. Pure and seeded, like the rest of src/track.
 *
 * Besides drawing random loops (`gridWalk`), this file holds the local
 * moves of the track generator's search (`nudgeWalk`): each turns a loop
 * into another closed loop of the same stock, small changes that move its
 * rating a little (move the start, mirror, change two cells in a row and
 * two more to close it (a jog), reverse a stretch, grow or shrink two opposite sides, re-route a stretch).
 */

/** One cell of the walk after the start tile: straight on, a left corner, a right corner. */
export type GridToken = 'S' | 'L' | 'R';

/** Headings as cell steps: 0 north, 1 east, 2 south, 3 west (a right turn adds one). */
const STEP: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

/** Nodes a walk may visit before it gives up (a draw that does not close costs little). */
const BUDGET = 4000;

function key(x: number, y: number): number {
  return (x + 512) * 1024 + (y + 512);
}

const turn = (h: number, t: GridToken) => (t === 'S' ? h : t === 'R' ? (h + 1) % 4 : (h + 3) % 4);

/**
 * A random self-avoiding walk from cell (x, y) entered with heading h to the
 * goal cell entered with heading `goalHeading`, of `least` to `most` cells,
 * using at most `squares` straight cells and `corners` corners and none of
 * the `seen` cells (which it leaves as it found them), or undefined.
 */
function walkTo(
  start: { x: number; y: number; h: number },
  goal: { x: number; y: number; h: number },
  seen: Set<number>,
  squares: number,
  corners: number,
  least: number,
  most: number,
  rnd: () => number,
): GridToken[] | undefined {
  const path: GridToken[] = [];
  let budget = BUDGET;
  const go = (x: number, y: number, h: number, s: number, c: number): boolean => {
    if (--budget < 0) return false;
    if (x === goal.x && y === goal.y) return h === goal.h && path.length >= least;
    if (seen.has(key(x, y))) return false;
    // Each cell left moves one step: the way back must fit in what is left.
    const back = Math.abs(x - goal.x) + Math.abs(y - goal.y);
    if (back > squares - s + corners - c || path.length + back > most) return false;
    const options: GridToken[] = ['S', 'L', 'R'];
    for (let i = options.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [options[i], options[j]] = [options[j]!, options[i]!];
    }
    seen.add(key(x, y));
    for (const t of options) {
      if (t === 'S' ? s >= squares : c >= corners) continue;
      const nh = turn(h, t);
      path.push(t);
      if (go(x + STEP[nh]![0], y + STEP[nh]![1], nh, s + (t === 'S' ? 1 : 0), c + (t === 'S' ? 0 : 1))) {
        seen.delete(key(x, y));
        return true;
      }
      path.pop();
      if (budget < 0) break;
    }
    seen.delete(key(x, y));
    return false;
  };
  return go(start.x, start.y, start.h, 0, 0) ? path : undefined;
}

/**
 * A random closed walk of `least` to `most` cells after the start tile,
 * using at most `squares` straight cells and `corners` corners, or undefined.
 * The start tile lies on cells (0,0) and (0,1) heading north.
 */
export function gridWalk(squares: number, corners: number, least: number, most: number, rnd: () => number): GridToken[] | undefined {
  return walkTo({ x: 0, y: 2, h: 0 }, { x: 0, y: 0, h: 0 }, new Set([key(0, 0), key(0, 1)]), squares, corners, least, most, rnd);
}

/** Where each cell of the walk lies and the heading it is entered with; cell `tokens.length` is where the walk ends. */
function trace(tokens: readonly GridToken[]): { x: number; y: number; h: number }[] {
  const out = [{ x: 0, y: 2, h: 0 }];
  let { x, y, h } = out[0]!;
  for (const t of tokens) {
    h = turn(h, t);
    x += STEP[h]![0];
    y += STEP[h]![1];
    out.push({ x, y, h });
  }
  return out;
}

/** Whether the walk closes into the start tile from behind without visiting a cell twice, within `squares` straights and `corners` corners. */
export function walkCloses(tokens: readonly GridToken[], squares: number, corners: number): boolean {
  let s = 0;
  for (const t of tokens) if (t === 'S') s++;
  if (s > squares || tokens.length - s > corners || tokens.length < 2) return false;
  const cells = trace(tokens);
  const end = cells[cells.length - 1]!;
  if (end.x !== 0 || end.y !== 0 || end.h !== 0) return false;
  const seen = new Set([key(0, 0), key(0, 1)]);
  for (let i = 0; i < tokens.length; i++) {
    const k = key(cells[i]!.x, cells[i]!.y);
    if (seen.has(k)) return false;
    seen.add(k);
  }
  return true;
}

/** The same loop with the start tile moved onto two straight cells elsewhere (the old start cells become straights), or undefined when there is no other place. */
export function moveStart(tokens: readonly GridToken[], rnd: () => number): GridToken[] | undefined {
  const at: number[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) if (tokens[i] === 'S' && tokens[i + 1] === 'S') at.push(i);
  if (at.length === 0) return undefined;
  const i = at[Math.floor(rnd() * at.length)]!;
  return [...tokens.slice(i + 2), 'S', 'S', ...tokens.slice(0, i)];
}

/** The loop's mirror image: every left corner a right one and back (other sides of the corner tiles up). */
export function mirrorWalk(tokens: readonly GridToken[]): GridToken[] {
  return tokens.map((t) => (t === 'L' ? 'R' : t === 'R' ? 'L' : t));
}

/** Every pair of cells a jog may put in. */
const PAIRS: readonly (readonly [GridToken, GridToken])[] = (['S', 'L', 'R'] as const).flatMap((a) => (['S', 'L', 'R'] as const).map((b) => [a, b] as const));

const flip = (t: GridToken): GridToken => (t === 'L' ? 'R' : t === 'R' ? 'L' : t);

/** The kinds of local move `nudgeWalk` draws from, in the order of `MOVE_KINDS`. */
export const MOVE_KINDS = ['start', 'mirror', 'jog', 'reverse', 'grow', 'shrink', 'reroute'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** One move of `kind` (it may not close: `nudgeWalk` checks). */
function moveOf(kind: MoveKind, tokens: readonly GridToken[], squares: number, corners: number, rnd: () => number): GridToken[] | undefined {
  const n = tokens.length;
  const at = (k: number) => Math.floor(rnd() * k);
  switch (kind) {
    case 'start':
      return moveStart(tokens, rnd);
    case 'mirror':
      return mirrorWalk(tokens);
    case 'jog': {
      // Two cells in a row become another pair (a straight run a pair of corners, a corner pair straights, a
      // corner moved on by one), and a second pair elsewhere changes to close the loop again.
      if (n < 4) return undefined;
      const i = at(n - 1);
      const pair = PAIRS[at(PAIRS.length)]!;
      if (pair[0] === tokens[i] && pair[1] === tokens[i + 1]) return undefined;
      const first = [...tokens];
      first[i] = pair[0];
      first[i + 1] = pair[1];
      const offset = at(n - 1);
      for (let k = 0; k < n - 1; k++) {
        const j = (offset + k) % (n - 1);
        if (Math.abs(j - i) < 2) continue;
        for (const other of PAIRS) {
          const out = [...first];
          out[j] = other[0];
          out[j + 1] = other[1];
          if (walkCloses(out, squares, corners)) return out;
        }
      }
      return undefined;
    }
    case 'reverse': {
      // A stretch driven the other way round: its cells in reverse order, each corner turning the other way.
      const i = at(n);
      const j = i + 1 + at(Math.min(8, n - i - 1) || 1);
      if (j > n) return undefined;
      return [...tokens.slice(0, i), ...tokens.slice(i, j).reverse().map(flip), ...tokens.slice(j)];
    }
    case 'grow':
    case 'shrink': {
      // Two opposite sides one cell longer (or shorter): the loop stays closed.
      const cells = trace(tokens);
      const straights = tokens.flatMap((t, i) => (t === 'S' || kind === 'grow' ? [i] : []));
      if (straights.length < 2) return undefined;
      const i = straights[at(straights.length)]!;
      // A cell's heading out of it is the heading the next cell is entered with.
      const out = (k: number) => cells[k + 1]!.h;
      const opposite = straights.filter((k) => k !== i && out(k) === (out(i) + 2) % 4 && (kind === 'grow' || tokens[k] === 'S'));
      if (opposite.length === 0) return undefined;
      const j = opposite[at(opposite.length)]!;
      const [a, b] = i < j ? [i, j] : [j, i];
      if (kind === 'shrink') return [...tokens.slice(0, a), ...tokens.slice(a + 1, b), ...tokens.slice(b + 1)];
      // Grow: a straight cell after a and after b, driven in those cells' way out.
      return [...tokens.slice(0, a + 1), 'S', ...tokens.slice(a + 1, b + 1), 'S', ...tokens.slice(b + 1)];
    }
    case 'reroute': {
      // A stretch of up to six cells drawn again between the same two ends, around the rest of the loop.
      const i = at(n);
      const j = Math.min(n, i + 1 + at(6));
      const cells = trace(tokens);
      const seen = new Set([key(0, 0), key(0, 1)]);
      let s = 0;
      let c = 0;
      for (let k = 0; k < n; k++) {
        if (k >= i && k < j) continue;
        seen.add(key(cells[k]!.x, cells[k]!.y));
        if (tokens[k] === 'S') s++;
        else c++;
      }
      const goal = cells[j]!;
      // The goal cell is the walk's next cell (or the start tile), not one to avoid.
      seen.delete(key(goal.x, goal.y));
      const from = cells[i]!;
      const fresh = walkTo(from, goal, seen, squares - s, corners - c, 1, j - i + 4, rnd);
      return fresh && [...tokens.slice(0, i), ...fresh, ...tokens.slice(j)];
    }
  }
}

/**
 * A random neighbour of a closed walk for a local search: one move of a
 * random kind (or of `kinds` only) that gives another closed walk within
 * the stock; undefined when a few draws find none.
 */
export function nudgeWalk(tokens: readonly GridToken[], squares: number, corners: number, rnd: () => number, kinds: readonly MoveKind[] = MOVE_KINDS): GridToken[] | undefined {
  const same = (a: readonly GridToken[]) => a.length === tokens.length && a.every((t, i) => t === tokens[i]);
  for (let tries = 0; tries < 24; tries++) {
    const kind = kinds[Math.floor(rnd() * kinds.length)]!;
    const next = moveOf(kind, tokens, squares, corners, rnd);
    if (next && !same(next) && walkCloses(next, squares, corners)) return next;
  }
  return undefined;
}
