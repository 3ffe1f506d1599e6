/**
 * Where each token of a pile stands (pure, tested without WebGL): stacks of
 * tokens side by side, each stack `perStack` high, the last holding the rest.
 */
export interface PileSpot {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface PileShape {
  readonly perStack: number;
  /** Distance between stacks, and the height of one token. */
  readonly pitch: number;
  readonly thickness: number;
  /** Stacks in a row before the next row starts behind it. */
  readonly perRow: number;
}

export function pileSpots(count: number, x: number, z: number, shape: PileShape): PileSpot[] {
  const out: PileSpot[] = [];
  for (let i = 0; i < Math.max(0, count); i++) {
    const stack = Math.floor(i / shape.perStack);
    const level = i % shape.perStack;
    const col = stack % shape.perRow;
    const row = Math.floor(stack / shape.perRow);
    out.push({ x: x + col * shape.pitch, y: shape.thickness * (level + 0.5), z: z - row * shape.pitch });
  }
  return out;
}
