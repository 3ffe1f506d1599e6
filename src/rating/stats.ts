/** The intervals a rating gives: Wilson for rates, the normal interval for means (both 95 %). */
import type { Estimate } from './types';

/** The normal quantile of a two-sided 95 % interval. */
export const Z95 = 1.959964;

/** Wilson score interval of `k` successes in `n` trials (stays inside [0, 1] and behaves at 0 and n). */
export function wilson(k: number, n: number, z = Z95): Estimate {
  if (n === 0) return { value: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const d = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / d;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A running sum for a mean and its normal interval (mean ± z·s/√n). */
export class MeanAcc {
  n = 0;
  sum = 0;
  sq = 0;
  add(x: number): void {
    this.n++;
    this.sum += x;
    this.sq += x * x;
  }
  /** The mean over `n` values when the ones not added are zeros (sparse counts). */
  estimate(n = this.n, scale = 1): Estimate {
    if (n === 0) return { value: 0, low: 0, high: 0 };
    const mean = this.sum / n;
    const variance = n > 1 ? Math.max(0, (this.sq - n * mean * mean) / (n - 1)) : 0;
    const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
    return { value: mean * scale, low: (mean - half) * scale, high: (mean + half) * scale };
  }
}

/** Spearman's rank correlation (ties get their mean rank). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const ma = ra.reduce((s, x) => s + x, 0) / n;
  const mb = rb.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

function ranks(xs: readonly number[]): number[] {
  const idx = xs.map((_, i) => i).sort((i, j) => xs[i]! - xs[j]!);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && xs[idx[j + 1]!] === xs[idx[i]!]) j++;
    for (let k = i; k <= j; k++) r[idx[k]!] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}
