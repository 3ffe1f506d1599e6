import type { Series } from '../../app/broadcast';

export interface RaceChartProps {
  readonly title: string;
  /** What the vertical axis shows, in words. */
  readonly axis: string;
  readonly labels: readonly string[];
  readonly series: readonly Series[];
  readonly names: readonly string[];
  readonly colours: readonly string[];
  /** Positions: 1 at the top, whole numbers. Gaps: 0 at the top. */
  readonly kind: 'position' | 'gap';
  /** Index of the sample shown now (a marker line), or null. */
  readonly now?: number | null;
}

const W = 320;
const H = 150;
const L = 28;
const B = 18;

/** A line chart by hand in SVG (a few lines of paths: no charting library needed). */
export function RaceChart({ title, axis, labels, series, names, colours, kind, now = null }: RaceChartProps) {
  const n = labels.length;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const top = kind === 'position' ? 1 : 0;
  const x = (i: number) => L + (n <= 1 ? 0 : (i / (n - 1)) * (W - L - 8));
  const y = (v: number) => 6 + ((v - top) / Math.max(1, max - top)) * (H - B - 12);
  const ticks = kind === 'position' ? Array.from({ length: max }, (_, i) => i + 1) : [0, Math.round(max / 2), max];
  const describe = series.map((s) => `${names[s.car] ?? `Car ${s.car + 1}`}: ${kind === 'position' ? `from P${s.values[0]} to P${s.values[s.values.length - 1]}` : `${s.values[s.values.length - 1]} spaces behind at the end`}`).join('; ');
  return (
    <figure className="race-chart">
      <figcaption>
        {title} <span className="axis-note">({axis})</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}. ${describe}.`}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={L} x2={W - 8} y1={y(t)} y2={y(t)} className="grid" />
            <text x={L - 4} y={y(t) + 3} textAnchor="end" className="tick">
              {kind === 'position' ? `P${t}` : t}
            </text>
          </g>
        ))}
        {n > 0 && (
          <>
            <text x={L} y={H - 4} className="tick">
              {labels[0]}
            </text>
            <text x={W - 8} y={H - 4} textAnchor="end" className="tick">
              {labels[n - 1]}
            </text>
          </>
        )}
        {now !== null && n > 1 && <line x1={x(now)} x2={x(now)} y1={4} y2={H - B} className="now" />}
        {series.map((s) => (
          <polyline key={s.car} fill="none" stroke={colours[s.car % colours.length]} strokeWidth={2} strokeLinejoin="round" points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')} />
        ))}
      </svg>
      <ul className="chart-legend">
        {series.map((s) => (
          <li key={s.car}>
            <span className="swatch" style={{ background: colours[s.car % colours.length] }} /> {names[s.car] ?? `Car ${s.car + 1}`}
          </li>
        ))}
      </ul>
    </figure>
  );
}
