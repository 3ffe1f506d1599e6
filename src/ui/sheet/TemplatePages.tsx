import { CM_PER_UNIT, A4, templatePages, type SheetDrawing } from '../../app/sheet';
import type { GameId } from '../../track';
import { PieceShape } from './TopView';

/** The layout in real size, cut into A4 pages; the shaded strips are where neighbouring pages overlap (glue them there). */
export function TemplatePages({ drawing, game }: { drawing: SheetDrawing; game: GameId }) {
  const scale = CM_PER_UNIT[game];
  const t = templatePages(drawing.bounds, scale);
  const o = t.overlap;
  const text = 0.45 / scale;
  return (
    <>
      <section className="sheet-section" aria-labelledby="template-title">
        <h2 id="template-title">1:1 template</h2>
        <p data-testid="template-summary">
          {t.pages.length} A4 {t.pages.length === 1 ? 'page' : 'pages'} ({t.columns} across, {t.rows} down) for a layout of {Math.round(t.widthCm)} × {Math.round(t.heightCm)} cm, at {scale} cm per lane width.
          Print at 100 % (no “fit to page”), cut along the page edges and lay each page over its neighbours' shaded strip, matching the letters and numbers in the corners.
        </p>
      </section>
      {t.pages.map((p) => (
        <section key={p.label} className="sheet-page template-page" aria-label={`Template page ${p.label}`}>
          <svg width={`${A4.width - 2 * A4.margin}cm`} height={`${A4.height - 2 * A4.margin}cm`} viewBox={`${p.x} ${p.z} ${p.width} ${p.height}`}>
            <rect x={p.x} y={p.z} width={p.width} height={p.height} fill="none" stroke="#999" strokeWidth={0.02} />
            {p.column > 0 && <rect x={p.x} y={p.z} width={o} height={p.height} fill="#e4e4e4" />}
            {p.row > 0 && <rect x={p.x} y={p.z} width={p.width} height={o} fill="#e4e4e4" />}
            {p.column < t.columns - 1 && <line x1={p.x + p.width - o} y1={p.z} x2={p.x + p.width - o} y2={p.z + p.height} stroke="#555" strokeWidth={0.03} strokeDasharray="0.2 0.2" />}
            {p.row < t.rows - 1 && <line x1={p.x} y1={p.z + p.height - o} x2={p.x + p.width} y2={p.z + p.height - o} stroke="#555" strokeWidth={0.03} strokeDasharray="0.2 0.2" />}
            {drawing.pieces.map((piece) => (
              <PieceShape key={piece.id} piece={piece} size={Math.min(1, 1.2 / scale)} />
            ))}
            <text x={p.x + o + text * 0.4} y={p.z + o + text * 1.2} fontSize={text * 1.6} fontWeight={700} fontFamily="system-ui, sans-serif">
              {p.label}
            </text>
            <text x={p.x + p.width - text * 0.4} y={p.z + p.height - text * 0.6} fontSize={text} textAnchor="end" fontFamily="system-ui, sans-serif">
              {`page ${p.label} · column ${p.label.replace(/\d+$/, '')} of ${t.columns}, row ${p.row + 1} of ${t.rows}`}
            </text>
          </svg>
        </section>
      ))}
    </>
  );
}
