import { useState } from 'react';
import { MAX_WATCH_DELAY, type LobbyTable } from '../../sim/table-protocol';

/** A game a table can be set up for, as the online screens show it. */
export interface OnlineGameChoice {
  readonly id: string;
  readonly title: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** The tables it can be played on (the layout in Build, the library's layouts, the presets), by name. */
  readonly tables: readonly string[];
  readonly hasBots: boolean;
}

/** Who takes a seat of a new table: the host, a friend who joins, or a bot. */
export type SeatPlan = 'you' | 'open' | 'bot';

export interface OnlineSetupProps {
  readonly games: readonly OnlineGameChoice[];
  readonly initialGame: string;
  readonly initialCode: string | null;
  readonly busy: boolean;
  readonly message: string | null;
  /** The public tables open now (null while the list is on its way). */
  readonly tables: readonly LobbyTable[] | null;
  /** `watchDelay`: watchers see everything this many moves late; null: live, with no player's secret. */
  onCreate(game: string, table: number, seats: readonly SeatPlan[], name: string, listed: boolean, watchDelay: number | null): void;
  onJoin(code: string, name: string): void;
  onClose(): void;
}

const SEAT_WORDS: Record<Exclude<SeatPlan, 'you'>, string> = { open: 'Open: a friend takes it', bot: 'A bot plays it' };

/** "Play online": set up a table for friends to join, or join a friend's table by its code. */
export function OnlineSetup({ games, initialGame, initialCode, busy, message, tables, onCreate, onJoin, onClose }: OnlineSetupProps) {
  const [name, setName] = useState('');
  const [code, setCode] = useState(initialCode ?? '');
  const [gameId, setGameId] = useState(games.some((g) => g.id === initialGame) ? initialGame : (games[0]?.id ?? ''));
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const [table, setTable] = useState(0);
  const [seats, setSeats] = useState<SeatPlan[]>(['you', 'open']);
  const [listed, setListed] = useState(true);
  const [late, setLate] = useState(false);
  const [lateMoves, setLateMoves] = useState('3');
  const [lateError, setLateError] = useState<string | null>(null);
  if (!game) return <p className="hint">No game can be played online yet.</p>;
  const fit = (list: SeatPlan[]) => {
    const out = list.slice(0, game.seats.max);
    while (out.length < game.seats.min) out.push('open');
    return out;
  };
  const plan = fit(seats);
  const nameField = (
    <label className="online-name">
      Your name{' '}
      <input aria-label="Your name" value={name} maxLength={40} autoComplete="nickname" onChange={(e) => setName(e.target.value)} />
    </label>
  );
  return (
    <div className="online-setup">
      <p className="hint">
        Play online: each player at their own device, phone or computer. One of you sets up a table and sends its code or link to the others; everyone
        else joins with it. Anyone with the link may also just watch.
      </p>
      {nameField}
      <form
        className="online-join"
        aria-label="Join a table"
        onSubmit={(e) => {
          e.preventDefault();
          onJoin(code, name);
        }}
      >
        <h2>Join a friend’s table</h2>
        <label>
          Table code{' '}
          <input aria-label="Table code" value={code} maxLength={12} autoCapitalize="characters" autoComplete="off" placeholder="e.g. K7P2Q" onChange={(e) => setCode(e.target.value)} />
        </label>
        <button type="submit" className={initialCode ? 'primary' : ''} disabled={busy}>
          Join the table
        </button>
      </form>
      <OpenTables tables={tables} busy={busy} onJoin={(c) => onJoin(c, name)} />
      <form
        className="online-create"
        aria-label="Set up a table"
        // The moves-late field's own sentence says what is wrong, rather than the browser's bubble.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const moves = Number(lateMoves);
          if (late && !(Number.isInteger(moves) && moves >= 1 && moves <= MAX_WATCH_DELAY)) {
            setLateError(`How many moves late: a whole number from 1 to ${MAX_WATCH_DELAY}.`);
            return;
          }
          setLateError(null);
          onCreate(game.id, Math.min(table, game.tables.length - 1), plan, name, listed, late ? moves : null);
        }}
      >
        <h2>Set up a table</h2>
        <label>
          Game{' '}
          <select
            aria-label="Online game"
            value={game.id}
            onChange={(e) => {
              setGameId(e.target.value);
              setTable(0);
            }}
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Table{' '}
          <select aria-label="The table to play on" value={Math.min(table, game.tables.length - 1)} onChange={(e) => setTable(Number(e.target.value))}>
            {game.tables.map((t, i) => (
              <option key={t} value={i}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Seats ({game.seats.min === game.seats.max ? game.seats.min : `${game.seats.min} to ${game.seats.max}`})</legend>
          {plan.map((p, i) => (
            <div className="seat" key={i}>
              <span className="online-seat-number">Seat {i + 1}</span>
              {p === 'you' ? (
                <span>You</span>
              ) : (
                <select aria-label={`Seat ${i + 1}`} value={p} onChange={(e) => setSeats(plan.map((q, j) => (j === i ? (e.target.value as SeatPlan) : q)))}>
                  <option value="open">{SEAT_WORDS.open}</option>
                  {game.hasBots && <option value="bot">{SEAT_WORDS.bot}</option>}
                </select>
              )}
              {p !== 'you' && plan.length > game.seats.min && (
                <button type="button" aria-label={`Remove seat ${i + 1}`} onClick={() => setSeats(plan.filter((_, j) => j !== i))}>
                  ✕
                </button>
              )}
            </div>
          ))}
          {plan.length < game.seats.max && (
            <button type="button" onClick={() => setSeats([...plan, 'open'])}>
              Add a seat
            </button>
          )}
        </fieldset>
        <p className="hint">An open seat waits for a friend; when you start, the bots may take the seats still open.</p>
        <label className="check">
          <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} /> List it among the open tables (else only the code or the link finds it)
        </label>
        <label className="check">
          <input type="checkbox" checked={late} onChange={(e) => setLate(e.target.checked)} /> Show watchers everything, every player’s secrets too, some moves late
        </label>
        {late && (
          <label className="online-late">
            How many moves late{' '}
            <input
              aria-label="How many moves late"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_WATCH_DELAY}
              step={1}
              value={lateMoves}
              onChange={(e) => {
                setLateMoves(e.target.value);
                setLateError(null);
              }}
            />
          </label>
        )}
        <p className="hint">{late ? 'Watchers then never see the race as it is now, only as it was that many moves ago.' : 'Watchers see the race live, and no player’s secret.'}</p>
        {lateError && (
          <p className="error" role="alert">
            {lateError}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Set up the table
        </button>
      </form>
      {busy && <p role="status">Connecting to the table…</p>}
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
      <button type="button" onClick={onClose}>
        Back to playing at this device
      </button>
    </div>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The lobby's list: the public tables waiting for players (to sit at) or racing (to watch). */
function OpenTables({ tables, busy, onJoin }: { tables: readonly LobbyTable[] | null; busy: boolean; onJoin(code: string): void }) {
  const shown = (tables ?? []).filter((t) => t.status !== 'over').sort((a, b) => (a.status === b.status ? a.title.localeCompare(b.title) : a.status === 'waiting' ? -1 : 1));
  return (
    <section className="online-open-tables" aria-label="Open tables">
      <h2>Open tables</h2>
      {tables === null ? (
        <p className="hint">Looking for open tables…</p>
      ) : shown.length === 0 ? (
        <p className="hint">No public table is open right now: set one up below, or ask a friend for the code of theirs.</p>
      ) : (
        <ul>
          {shown.map((t) => (
            <li key={t.code}>
              <span>
                {t.title} on “{t.board}” · {t.status === 'waiting' ? `${plural(t.open, 'seat')} open of ${t.seats}` : 'racing now'}
              </span>{' '}
              <button type="button" disabled={busy} aria-label={`${t.status === 'waiting' && t.open > 0 ? 'Join' : 'Watch'} table ${t.code}`} onClick={() => onJoin(t.code)}>
                {t.status === 'waiting' && t.open > 0 ? 'Join' : 'Watch'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
