/**
 * Loops of square tiles (Formuła 1): the START-FINISH tile covers two grid
 * cells, a square tile one, a triangular corner one cell it turns in. A loop
 * is a walk over cells, each visited once, that comes back into the start
 * tile from behind. Pure and seeded, like the rest of src/track.
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

/**
 * A random closed walk of `least` to `most` cells after the start tile,
 * using at most `squares` straight cells and `corners` corners, or undefined.
 * The start tile lies on cells (0,0) and (0,1) heading north.
 */
export function gridWalk(squares: number, corners: number, least: number, most: number, rnd: () => number): GridToken[] | undefined {
  const seen = new Set<number>([key(0, 0), key(0, 1)]);
  const path: GridToken[] = [];
  let budget = BUDGET;
  const go = (x: number, y: number, h: number, s: number, c: number): boolean => {
    if (--budget < 0) return false;
    if (x === 0 && y === 0) return h === 0 && path.length >= least;
    if (seen.has(key(x, y))) return false;
    // Each cell left moves one step: the way back must fit in what is left.
    const back = Math.abs(x) + Math.abs(y);
    if (back > squares - s + corners - c || path.length + back > most) return false;
    const options: GridToken[] = ['S', 'L', 'R'];
    for (let i = options.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [options[i], options[j]] = [options[j]!, options[i]!];
    }
    seen.add(key(x, y));
    for (const t of options) {
      if (t === 'S' ? s >= squares : c >= corners) continue;
      const nh = t === 'S' ? h : t === 'R' ? (h + 1) % 4 : (h + 3) % 4;
      path.push(t);
      if (go(x + STEP[nh]![0], y + STEP[nh]![1], nh, s + (t === 'S' ? 1 : 0), c + (t === 'S' ? 0 : 1))) return true;
      path.pop();
      if (budget < 0) break;
    }
    seen.delete(key(x, y));
    return false;
  };
  return go(0, 2, 0, 0, 0) ? path : undefined;
}

function key(x: number, y: number): number {
  return (x + 512) * 1024 + (y + 512);
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
