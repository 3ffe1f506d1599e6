import { GEAR_NAMES, standings, type GameState } from '../../rules/start-frei';
import { CAR_COLORS } from '../../app/replay';

/** The broadcast tower: position, car, lap, gear, coins and DRS markers, live. */
export function StandingsTower({ state }: { state: GameState }) {
  const order = state.standings ?? standings(state);
  return (
    <table className="tower" aria-label="Standings">
      <thead>
        <tr>
          <th>Pos</th>
          <th>Car</th>
          <th>Lap</th>
          <th>Gear</th>
          <th title="Carrera Coins">Coins</th>
          <th>DRS</th>
        </tr>
      </thead>
      <tbody>
        {order.map((p, i) => {
          const car = state.players[p]!;
          return (
            <tr key={p}>
              <td>{i + 1}</td>
              <td>
                <span className="swatch" style={{ background: CAR_COLORS[p % CAR_COLORS.length] }} /> {state.names[p]}
              </td>
              <td>{Math.max(1, Math.min(car.laps + 1, 2))}</td>
              <td className={`gear gear-${car.gear}`}>{GEAR_NAMES[car.gear]}</td>
              <td>{car.coins}</td>
              <td>{'◆'.repeat(car.drs.length) || '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
