/**
 * Das Motorsportspiel over the table: the move timer of the advanced game
 * (time penalties) while a person moves, and the racing protocol panel with
 * its printable page.
 */
import { useEffect, useRef, useState } from 'react';
import type { HudProps } from '../client';
import type { MssState } from '../../rules/motorsportspiel';
import { createHourglass } from '../hourglass';
import { useReportScreenInset } from '../../scene/frame-room';
import { ProtocolSheet } from './ProtocolSheet';
import { protocolRows } from './protocol';
import { Term } from '../../ui/help/Term';
import { glossary } from './glossary';
import './hud.css';

/** The live game's timed move now: a key per turn, the seat that moves and the seconds; null when no timer runs. */
function timedMove(state: MssState): { key: string; seat: number; seconds: number } | null {
  const turn = state.turn;
  if (!state.config.timePenalties || !turn || turn.phase === 'dice' || turn.phase === 'final-lap' || turn.timedOut) return null;
  const car = state.cars[turn.car];
  if (!car) return null;
  return { key: `${state.round}:${turn.car}`, seat: car.seat, seconds: state.config.moveSeconds };
}

/** The move timer: counts down from the roll; when it runs out for a person, the app sends `time-up` (a white flag). */
function MoveTimer({ state, live = false, isPerson, act }: Pick<HudProps<MssState>, 'state' | 'live' | 'isPerson' | 'act'>) {
  const move = live ? timedMove(state) : null;
  const person = move !== null && isPerson !== undefined && isPerson(move.seat);
  const key = person ? move.key : null;
  const seconds = move?.seconds ?? 0;
  const [left, setLeft] = useState<number | null>(null);
  // The time runs out after renders: it acts on the state and props drawn last (still this move?), not those of its start.
  const latest = useRef({ state, live, act });
  useEffect(() => {
    latest.current = { state, live, act };
  });
  useEffect(() => {
    if (key === null) return;
    const seat = move!.seat;
    const glass = createHourglass({
      onTick: (ms) => setLeft(ms),
      onTimeUp: () => {
        const now = latest.current.live ? timedMove(latest.current.state) : null;
        if (now && now.key === key) latest.current.act?.(seat, { type: 'time-up' });
      },
      tickMs: 250,
    });
    glass.start(seconds * 1000);
    setLeft(seconds * 1000);
    const onVisibility = () => (document.hidden ? glass.pause() : glass.resume());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      glass.stop();
      setLeft(null);
    };
    // The glass turns once per timed move (its key); the seat and seconds belong to that key.
  }, [key, seconds]);
  const timedOut = live && state.config.timePenalties && state.turn?.timedOut === true;
  if (timedOut)
    return (
      <p className="mss-timer over">
        Time is up: a <Term glossary={glossary} term="White flag">white flag</Term> goes to the <Term glossary={glossary} term="Pit box">pit box</Term>; the move is finished as normal.
      </p>
    );
  if (key === null || left === null) return null;
  const s = Math.ceil(left / 1000);
  const share = Math.max(0, Math.min(1, left / (seconds * 1000)));
  return (
    <div className={`mss-timer${s <= 5 ? ' low' : ''}`} role="timer" aria-live="off" aria-label={`Move timer: ${s} seconds left`}>
      <Term glossary={glossary} term="Move timer" />
      <span className="mss-timer-bar" aria-hidden="true">
        <span style={{ width: `${share * 100}%` }} />
      </span>
      <span className="mss-timer-seconds">{s} s</span>
    </div>
  );
}

/** The racing protocol: the grid and each round's errors and flags, in the rulebook's notation; opens the printable page. */
function ProtocolPanel({ state }: { state: MssState }) {
  const [open, setOpen] = useState(false);
  const [sheet, setSheet] = useState(false);
  const rows = protocolRows(state);
  return (
    <section className="mss-protocol" aria-label="Racing protocol">
      <button type="button" className="mss-protocol-toggle" aria-expanded={open} title={open ? 'Fold the racing protocol away' : 'Open the racing protocol: each round’s errors and flags'} onClick={() => setOpen(!open)}>
        <span className="mss-protocol-title">
          Racing protocol{rows.length > 0 ? ` (${rows.length} round${rows.length === 1 ? '' : 's'} with errors)` : ''}
        </span>{' '}
        <span className="mss-protocol-action">{open ? 'Hide ▾' : 'Show ▸'}</span>
      </button>
      {open && (
        <div className="mss-protocol-body">
          <p className="mss-protocol-note">
            The <Term glossary={glossary} term="Racing protocol">racing protocol</Term>: each round’s <Term glossary={glossary} term="Driving error">driving errors</Term> and penalty flags (
            <Term glossary={glossary} term="Yellow flag">yellow</Term>, <Term glossary={glossary} term="Red flag">red</Term>, <Term glossary={glossary} term="Black flag">black</Term>,{' '}
            <Term glossary={glossary} term="White flag">white</Term>, <Term glossary={glossary} term="Blue flag">blue</Term>), by car number: who moves when is read from it.
          </p>
          {rows.length === 0 ? (
            <p>No errors or penalties yet.</p>
          ) : (
            <ol className="mss-protocol-rounds">
              {rows.slice(-8).map((r) => (
                <li key={r.round}>
                  <b>Round {r.round}:</b> {r.text}
                </li>
              ))}
            </ol>
          )}
          <button type="button" onClick={() => setSheet(true)}>
            Open the printable protocol
          </button>
        </div>
      )}
      {sheet && <ProtocolSheet state={state} onClose={() => setSheet(false)} />}
    </section>
  );
}

/**
 * The timer and the protocol keep to the bottom right of the view, and say how far up they reach: the table is framed
 * above them (folded, the protocol is one line; opened, the table makes room for its rounds), so they cover no car and
 * no dice box.
 */
export function MssHud({ state, live, isPerson, act }: HudProps<MssState>) {
  const hud = useRef<HTMLDivElement>(null);
  useReportScreenInset('motorsportspiel-hud', hud, 'bottom');
  return (
    <div className="mss-hud" ref={hud}>
      <MoveTimer state={state} live={live} isPerson={isPerson} act={act} />
      <ProtocolPanel state={state} />
    </div>
  );
}
