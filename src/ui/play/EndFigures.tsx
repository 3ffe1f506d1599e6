import './end.css';
import type { EndFigure } from '../../games';

/** The figures table of the end screen: a row per figure, a column per seat in the final order. */
export function EndFigures({ rows, names, order, text }: { rows: readonly EndFigure[]; names: readonly string[]; order: readonly number[]; text: (row: EndFigure, seat: number) => string }) {
  if (rows.length === 0) return null;
  return (
    <div className="race-stats-wrap">
      <table className="race-stats" aria-label="Figures of the game">
        <caption>{order.length > 1 ? 'How the game went, seat by seat' : 'How the game went'}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Figure</span>
            </th>
            {order.map((seat) => (
              <th key={seat} scope="col">
                {names[seat]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" title={row.hint}>
                {row.label}
                <span className="sr-only">: {row.hint}</span>
              </th>
              {order.map((seat) => (
                <td key={seat} className={typeof row.values[seat] === 'string' ? 'words' : undefined}>
                  {text(row, seat)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
