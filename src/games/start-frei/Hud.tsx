import { useRef } from 'react';
import { GEAR_NAMES, standings, type GameState } from '../../rules/start-frei';
import { actor } from '../../rules/start-frei/files';
import { useReportScreenInset } from '../../scene/frame-room';
import type { HudProps } from '../client';
import { SteeringWheel } from './SteeringWheel';
import './hud.css';

/**
 * One panel per car: steering wheel with gear lever and DRS slots (on a phone, in words), coins, position and lap.
 * `colours` are the cars' colours in seat order. Along the top of the view (Start Frei's own race) or, `wheels`, a
 * strip of wheels along its bottom beside the shell's seat cards, which say the rest; either way the table is framed
 * clear of it (src/scene/frame-room.ts).
 */
export function CarPanels({ state, active, colours, wheels = false }: { state: GameState; active: number; colours: readonly string[]; wheels?: boolean }) {
  const order = standings(state);
  const panels = useRef<HTMLDivElement>(null);
  useReportScreenInset(wheels ? 'start-frei-wheels' : 'start-frei-hud', panels, wheels ? 'bottom' : 'top', 'widest');
  return (
    <div ref={panels} className={wheels ? 'sf-wheels' : 'hud'} aria-label={wheels ? 'Steering wheels' : 'Cars'}>
      {state.players.map((p, i) => (
        <div key={i} className={`hud-car${i === active ? ' active' : ''}`} style={{ borderColor: colours[i] }} aria-label={`${state.names[i]}: position ${order.indexOf(i) + 1}, lap ${Math.max(1, Math.min(p.laps + 1, 2))}, ${p.coins} coins`}>
          <div className="hud-name">
            <span className="swatch" style={{ background: colours[i] }} /> {state.names[i]}
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

/** Start Frei's HUD in the shell: each car's steering wheel, in the car's colour on the table, the car on turn lit. */
export function StartFreiHud({ state, colours }: HudProps<GameState>) {
  return <CarPanels state={state} active={state.phase === 'over' ? -1 : actor(state)} colours={state.players.map((_, i) => colours[`car-${i}`] ?? '#ccc')} wheels />;
}
