/**
 * The racing protocol as a printable page (A4, the shell hidden when
 * printed): the race's options, the grid with names and start positions, how
 * each car's race ended, and every round's errors and flags.
 */
import type { MssState } from '../../rules/motorsportspiel';
import { PrintablePage } from '../../ui/print';
import { protocolCars, protocolLine, protocolRows } from './protocol';

function optionsLine(state: MssState): string {
  const c = state.config;
  const parts = [`${c.laps} lap${c.laps === 1 ? '' : 's'}`];
  if (c.training) parts.push('grid by a training round');
  else if (c.grid === 'random') parts.push('grid by a draw');
  if (c.timePenalties) parts.push(`time penalties (${c.moveSeconds} s a move)`);
  if (c.finalLapAlternate) parts.push('final-lap alternate rule');
  if (c.fuelStops > 0) parts.push(`${c.fuelStops} fuel and tyre stop${c.fuelStops === 1 ? '' : 's'}`);
  if (c.bigError) parts.push('the BIG error');
  if (c.alternatePit) parts.push('alternate pit rule');
  return parts.join(' · ');
}

export function ProtocolSheet({ state, onClose }: { state: MssState; onClose: () => void }) {
  const rows = protocolRows(state);
  const cars = protocolCars(state);
  return (
    <PrintablePage titleId="protocol-title" closeLabel="Close the protocol" onClose={onClose} className="mss-sheet">
      <section className="sheet-page">
        <header>
          <h1 id="protocol-title">Racing protocol</h1>
          <p>Das Motorsportspiel · {optionsLine(state)} · {state.over ? `race over after round ${state.round}` : `round ${state.round}`}</p>
        </header>
        <section className="sheet-section" aria-labelledby="protocol-grid">
          <h2 id="protocol-grid">The grid</h2>
          <table className="sheet-parts">
            <thead>
              <tr>
                <th scope="col">Start position</th>
                <th scope="col">Car</th>
                <th scope="col">Driver</th>
                <th scope="col">Race</th>
              </tr>
            </thead>
            <tbody>
              {cars.map((c) => (
                <tr key={c.number}>
                  <th scope="row">{c.slot}</th>
                  <td>#{c.number}</td>
                  <td>{c.name}</td>
                  <td>{c.standing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="sheet-section" aria-labelledby="protocol-rounds">
          <h2 id="protocol-rounds">Errors and penalties, round by round</h2>
          {rows.length === 0 ? (
            <p>No driving errors or penalties.</p>
          ) : (
            <table className="sheet-parts mss-protocol-table">
              <thead>
                <tr>
                  <th scope="col">Round</th>
                  <th scope="col">Errors and flags</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.round}>
                    <th scope="row">{r.round}</th>
                    <td>{r.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {rows.length > 0 && <p className="sheet-note">In the rulebook’s notation: {protocolLine(state)}</p>}
          <p className="sheet-note">
            Yellow: a light error (1 to 3 unusable points), the car moves last in the next round. Red: a severe error (4 or more), off into the gravel, or two yellows. Black: a red and another flag, the car must
            pit this lap. White: a move over the time limit; three mean a stop and go. Blue: lapped.
          </p>
        </section>
      </section>
    </PrintablePage>
  );
}
