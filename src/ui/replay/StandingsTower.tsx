import { useRef } from 'react';
import { useReportScreenInset } from '../../scene/frame-room';
import { distance, GEAR_NAMES, standings, type GameState } from '../../games/start-frei/replay';
import { CAR_COLORS } from '../../app/replay';
import { towerGaps } from '../../app/broadcast';

/** The broadcast tower: position, car (a click follows it), gap, lap, gear, coins and DRS markers, live. */
export function StandingsTower({ state, onFollow }: { state: GameState; onFollow?: (car: number) => void }) {
  const order = state.standings ?? standings(state);
  const gaps = towerGaps(order, state.players.map((_, i) => distance(state, i)));
  // At the top left of the view: the table is framed below it (src/scene/frame-room.ts).
  const tower = useRef<HTMLTableElement>(null);
  useReportScreenInset('replay-tower', tower, 'top');
  return (
    <table ref={tower} className="tower" aria-label="Standings">
      <thead>
        <tr>
          <th>Pos</th>
          <th>Car</th>
          <th title="Spaces behind the car ahead">Gap</th>
          <th>Lap</th>
          <th>Gear</th>
          <th title="Carrera Coins">Coins</th>
          <th title="DRS markers held: each may be played once for a shift or a point">DRS</th>
        </tr>
      </thead>
      <tbody>
        {gaps.map(({ car: p, ahead }, i) => {
          const car = state.players[p]!;
          const name = state.names[p];
          return (
            <tr key={p}>
              <td>{i + 1}</td>
              <td>
                <span className="swatch" style={{ background: CAR_COLORS[p % CAR_COLORS.length] }} />{' '}
                {onFollow ? (
                  <button type="button" className="tower-car" title={`Follow ${name} with the camera`} onClick={() => onFollow(p)}>
                    {name}
                  </button>
                ) : (
                  name
                )}
              </td>
              <td aria-label={ahead === null ? 'Leader' : ahead === 0 ? 'level with the car ahead' : `${ahead} spaces behind the car ahead`}>{ahead === null ? 'Leader' : ahead === 0 ? 'level' : `+${ahead}`}</td>
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
