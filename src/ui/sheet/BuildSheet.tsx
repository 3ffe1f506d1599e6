import { useMemo } from 'react';
import { useBuilder, GAME_NAMES } from '../../app/builder';
import { boxesNeeded, partsOf, sheetDrawing, useSheet, sheetStore } from '../../app/sheet';
import { useLayoutRating } from '../../app/rating';
import { catalogFor } from '../../track';
import { TopView } from './TopView';
import { TemplatePages } from './TemplatePages';
import { SheetRating } from './SheetRating';
import { PrintablePage } from '../print';
import './sheet.css';

const closeSheet = () => sheetStore.getState().setOpen(false);

/** The printable build sheet of the builder's layout: top view, parts list, rating, optional 1:1 template. */
export function BuildSheet() {
  const layout = useBuilder((s) => s.layout);
  const template = useSheet((s) => s.template);
  const drawing = useMemo(() => sheetDrawing(layout), [layout]);
  const parts = useMemo(() => partsOf(layout), [layout]);
  const stored = useLayoutRating(layout);
  const catalog = catalogFor(layout.game);
  const boxes = boxesNeeded(layout);
  return (
    <PrintablePage
      titleId="sheet-title"
      closeLabel="Close the sheet"
      onClose={closeSheet}
      controls={
        <label className="check">
          <input type="checkbox" checked={template} onChange={(e) => sheetStore.getState().setTemplate(e.target.checked)} /> Add the 1:1 template (real size, on A4 pages)
        </label>
      }
    >
      <section className="sheet-page">
        <header>
          <h1 id="sheet-title">{layout.name}</h1>
          <p>
            Build sheet for {GAME_NAMES[layout.game]} · {layout.pieces.length} pieces
            {boxes !== null ? ` · fits in ${boxes === 1 ? 'one box' : `${boxes} boxes`}` : ''}
          </p>
        </header>
        <TopView drawing={drawing} title={`${layout.name} seen from above, each piece numbered in the order it is laid`} />
        <p className="sheet-note">
          Each piece carries its number in the order it is laid, starting with the start/finish piece (1) and following the direction of travel.
          {drawing.atStart !== undefined &&
            (drawing.atStart < drawing.pieces.length
              ? ` Pieces 1 to ${drawing.atStart} (solid outlines) lie on the table when the race starts; the dashed ones, ${drawing.atStart + 1} to ${drawing.pieces.length}, are laid during the race in this order, 2 at the end of each race section by the player in last place.`
              : ' All pieces lie on the table when the race starts.')}
        </p>
        <section className="sheet-section" aria-labelledby="parts-title">
          <h2 id="parts-title">Parts list</h2>
          <table className="sheet-parts" data-testid="sheet-parts">
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Side A up</th>
                <th scope="col">Side B up</th>
                <th scope="col">In all</th>
              </tr>
            </thead>
            <tbody>
              {parts.map((p) => (
                <tr key={p.type} data-type={p.type}>
                  <th scope="row">{p.label}</th>
                  <td title={p.sideLabels.A}>{p.sides.A}</td>
                  <td title={p.sideLabels.B ?? 'this piece has one printed side'}>{p.sideLabels.B === undefined && p.sides.B === 0 ? '—' : p.sides.B}</td>
                  <td>{p.count}</td>
                </tr>
              ))}
              {catalog.joints && (
                <tr data-type="clips">
                  <th scope="row">{catalog.joints.label}s (the clips between tiles, one per join)</th>
                  <td>—</td>
                  <td>—</td>
                  <td>{layout.connections.length}</td>
                </tr>
              )}
            </tbody>
          </table>
          <p className="sheet-note">Side A and side B are the two printed faces of a double-sided tile; flipping a curve over makes it turn the other way.</p>
        </section>
        <SheetRating stored={stored} drawing={drawing} />
      </section>
      {template && <TemplatePages drawing={drawing} game={layout.game} />}
    </PrintablePage>
  );
}
