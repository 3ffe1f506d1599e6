import { useRef } from 'react';
import { GEAR_NAMES, standings, type GameState } from '../../rules/start-frei';
import { useReportScreenInset } from '../../scene/frame-room';
import { CAR_COLORS } from '../../app/replay';
import { SteeringWheel } from './SteeringWheel';

/** One panel per car: steering wheel with gear lever and DRS slots (on a phone, in words), coins, position and lap. */
export function Hud({ state, active }: { state: GameState; active: number }) {
  const order = standings(state);
  // Along the top of the view: the table is framed below the panels' widest reach (src/scene/frame-room.ts).
  const panels = useRef<HTMLDivElement>(null);
  useReportScreenInset('start-frei-hud', panels, 'top', 'widest');
  return (
    <div ref={panels} className="hud" aria-label="Cars">
      {state.players.map((p, i) => (
        <div key={i} className={`hud-car${i === active ? ' active' : ''}`} style={{ borderColor: CAR_COLORS[i] }} aria-label={`${state.names[i]}: position ${order.indexOf(i) + 1}, lap ${Math.max(1, Math.min(p.laps + 1, 2))}, ${p.coins} coins`}>
          <div className="hud-name">
            <span className="swatch" style={{ background: CAR_COLORS[i] }} /> {state.names[i]}
          </div>
          <SteeringWheel gear={p.gear} drs={p.drs.length} />
          <div className="hud-gear">
            Gear {GEAR_NAMES[p.gear]} · {p.drs.length} DRS
          </div>
          <div className="hud-stats">
            P{order.indexOf(i) + 1} · Lap {Math.max(1, Math.min(p.laps + 1, 2))}/2 ·{' '}
            <span key={p.coins} className="hud-coins">
              {p.coins}¢
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}
