/**
 * The table's and the pieces' surfaces as plain pixels (RGBA, no DOM, no
 * three): asphalt, printed cardboard, the Motorsportspiel board's print,
 * wood, felt, and a soft round contact shadow. Drawn from a seed, so every
 * start-up draws the same pixels and a test can read them.
 */

export type Rgb = readonly [number, number, number];

export interface Pattern {
  readonly size: number;
  /** size × size × 4 bytes, rows from the top. */
  readonly data: Uint8Array;
}

/** A hash of a lattice point and a seed to [0, 1): the same inputs give the same value on every machine. */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Value noise that tiles with period `period` lattice cells. */
export function tileNoise(x: number, y: number, period: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = smooth(x - x0);
  const fy = smooth(y - y0);
  const w = (v: number) => ((v % period) + period) % period;
  const a = hash2(w(x0), w(y0), seed);
  const b = hash2(w(x0 + 1), w(y0), seed);
  const c = hash2(w(x0), w(y0 + 1), seed);
  const d = hash2(w(x0 + 1), w(y0 + 1), seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Fractal noise in [0, 1) that tiles over the texture (u, v in [0, 1)). */
export function fbm(u: number, v: number, base: number, octaves: number, seed: number): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  let period = base;
  for (let o = 0; o < octaves; o++) {
    sum += amp * tileNoise(u * period, v * period, period, seed + o * 101);
    norm += amp;
    amp *= 0.5;
    period *= 2;
  }
  return sum / norm;
}

function fill(size: number, pixel: (u: number, v: number, i: number, j: number) => readonly [number, number, number, number]): Pattern {
  const data = new Uint8Array(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const p = pixel(i / size, j / size, i, j);
      const k = (j * size + i) * 4;
      data[k] = clamp(p[0]);
      data[k + 1] = clamp(p[1]);
      data[k + 2] = clamp(p[2]);
      data[k + 3] = clamp(p[3]);
    }
  }
  return { size, data };
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function shade(c: Rgb, k: number, a = 255): [number, number, number, number] {
  return [c[0] * k, c[1] * k, c[2] * k, a];
}

/** Carrera's grey track surface: fine grit with a few lighter stones. */
export function asphalt(size = 256, base: Rgb = [78, 82, 88]): Pattern {
  return fill(size, (u, v, i, j) => {
    const grain = hash2(i, j, 7);
    const cloud = fbm(u, v, 4, 4, 11);
    const stone = grain > 0.985 ? 1.35 : 1;
    return shade(base, (0.86 + 0.18 * cloud + 0.1 * (grain - 0.5)) * stone);
  });
}

/** Printed cardboard: a matt colour with paper fibres and faint blotches. */
export function cardboard(size = 256, base: Rgb = [214, 205, 184]): Pattern {
  return fill(size, (u, v, i, j) => {
    const fibre = tileNoise(u * 96, v * 8, 96, 21) * 0.6 + tileNoise(u * 8, v * 96, 8, 23) * 0.4;
    const blotch = fbm(u, v, 3, 3, 29);
    return shade(base, 0.9 + 0.07 * fibre + 0.06 * blotch + 0.03 * (hash2(i, j, 31) - 0.5));
  });
}

/** Gravel beside the curves: light stones on sand. */
export function gravel(size = 128, base: Rgb = [196, 178, 142]): Pattern {
  return fill(size, (u, v, i, j) => {
    const stones = tileNoise(u * 48, v * 48, 48, 41);
    return shade(base, 0.78 + 0.3 * stones + 0.08 * (hash2(i, j, 43) - 0.5));
  });
}

/** A planked oak table: grain along u, a seam between planks every quarter of v. */
export function wood(size = 512, base: Rgb = [132, 92, 58]): Pattern {
  return fill(size, (u, v, i, j) => {
    const plank = Math.floor(v * 4);
    const wobble = fbm(u, v, 2, 3, 51 + plank) * 0.6;
    const rings = Math.sin((v * 4 - plank + wobble) * Math.PI * 14) * 0.5 + 0.5;
    const fine = tileNoise(u * 4, v * 256, 4, 53);
    const seam = Math.abs(v * 4 - Math.round(v * 4)) < 0.006 ? 0.55 : 1;
    const tone = 0.9 + 0.1 * hash2(plank, 0, 57);
    return shade(base, (0.78 + 0.16 * rings + 0.1 * fine + 0.02 * (hash2(i, j, 59) - 0.5)) * seam * tone);
  });
}

/** Green baize: soft, short fibres. */
export function felt(size = 256, base: Rgb = [44, 96, 70]): Pattern {
  return fill(size, (u, v, i, j) => shade(base, 0.9 + 0.12 * fbm(u, v, 8, 3, 61) + 0.08 * (hash2(i, j, 67) - 0.5)));
}

/** A soft dark blot, opaque in the middle and clear at the rim: the contact shadow under a car or token. */
export function contactShadow(size = 64): Pattern {
  return fill(size, (u, v) => {
    const dx = (u - 0.5) * 2;
    const dy = (v - 0.5) * 2;
    const r = Math.min(1, Math.hypot(dx, dy));
    const a = Math.pow(1 - r, 1.6);
    return [0, 0, 0, 255 * a];
  });
}
