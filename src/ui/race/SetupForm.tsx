import { describeSavedRace, trackTitle, SEAT_KINDS, SEAT_LABELS, useRaceStore, type Seat, type SeatKind } from '../../app/race';
import { SEED_MAX } from '../../sim';
import { startFreiPresets } from '../../rules/start-frei/files';
import { PIECES_AT_START } from '../../rules/start-frei';
import { GamePicker } from '../play/GamePicker';

const PRESETS = startFreiPresets();
const NAMES = ['Red', 'Yellow', 'Blue', 'Green'];

/** Race set-up: the track (a preset or the builder's layout), 2–4 seats (person or bot) and the seed. */
export function SetupForm() {
  const setup = useRaceStore((s) => s.setup);
  const error = useRaceStore((s) => s.error);
  const saved = useRaceStore((s) => s.saved);
  const saveNote = useRaceStore((s) => s.saveNote);
  const { configure, start, resume } = useRaceStore.getState();
  const trackValue = setup.track.kind === 'builder' ? 'builder:' : `preset:${setup.track.name}`;
  const setSeat = (i: number, patch: Partial<Seat>) => configure({ seats: setup.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <form
      className="race-setup"
      aria-label="Race set-up"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <GamePicker />
      {saved && (
        <div className="race-resume" role="group" aria-label="Saved race">
          <p>
            {saved.finished ? 'Your last race, finished' : 'An unfinished race is saved in this browser'}: {describeSavedRace(saved)}.
          </p>
          <button type="button" className="primary" onClick={resume}>
            {saved.finished ? 'Show its result' : 'Resume the race'}
          </button>
          <p className="hint">Starting a new race replaces it.</p>
        </div>
      )}
      {saveNote && <p className="hint">{saveNote}</p>}
      <label>
        Track{' '}
        <select
          aria-label="Track"
          value={trackValue}
          onChange={(e) => {
            const [kind, name] = e.target.value.split(':') as [string, string];
            configure({ track: kind === 'builder' ? { kind: 'builder' } : { kind: 'preset', name } });
          }}
        >
          {PRESETS.map((p) => (
            <option key={p} value={`preset:${p}`}>
              {trackTitle({ kind: 'preset', name: p }, p)}
            </option>
          ))}
          <option value="builder:">The layout from the builder</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={setup.wholeTrack} onChange={(e) => configure({ wholeTrack: e.target.checked })} /> Start on the whole track
      </label>
      <p className="hint">
        {setup.wholeTrack
          ? 'Every piece of the layout lies on the table from the start.'
          : `As the box plays: the start/finish piece and the next ${PIECES_AT_START - 1} pieces lie on the table at the start; after every race section the last car lays 2 more pieces of the layout.`}
      </p>
      <label className="check">
        <input type="checkbox" checked={setup.reverse} onChange={(e) => configure({ reverse: e.target.checked })} /> Drive the other way round
      </label>
      {setup.reverse && (
        <p className="hint">The start/finish piece is turned round, and so is every straight with a switch, so its switches point the way the cars drive.</p>
      )}
      <label>
        Tiles{' '}
        <select aria-label="Tiles" value={setup.tiles} onChange={(e) => configure({ tiles: e.target.value === 'drawn' ? 'drawn' : 'planned' })}>
          <option value="planned">Lay the tiles as planned</option>
          <option value="drawn">Draw the tiles</option>
        </select>
      </label>
      <p className="hint">
        {setup.tiles === 'drawn'
          ? 'As in the box: the layout fixes where straights and curves go, but each tile is drawn from a shuffled pile of straights or of curves, so which chicanes and switches lie where is decided during the race.'
          : 'Every piece shows the printing (chicanes, switches) the layout names.'}
      </p>
      <fieldset>
        <legend>Seats</legend>
        {setup.seats.map((seat, i) => (
          <div className="seat" key={i}>
            <input aria-label={`Seat ${i + 1} name`} value={seat.name} maxLength={16} onChange={(e) => setSeat(i, { name: e.target.value })} />
            <select aria-label={`Seat ${i + 1} driver`} value={seat.kind} onChange={(e) => setSeat(i, { kind: e.target.value as SeatKind })}>
              {SEAT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {SEAT_LABELS[k]}
                </option>
              ))}
            </select>
            {setup.seats.length > 2 && (
              <button type="button" aria-label={`Remove seat ${i + 1}`} onClick={() => configure({ seats: setup.seats.filter((_, j) => j !== i) })}>
                ✕
              </button>
            )}
          </div>
        ))}
        {setup.seats.length < 4 && (
          <button type="button" onClick={() => configure({ seats: [...setup.seats, { name: `Bot ${setup.seats.length}`, kind: 'heuristic' }] })}>
            Add a seat
          </button>
        )}
      </fieldset>
      <label>
        Seed <input aria-label="Seed" type="number" min={0} max={SEED_MAX} step={1} value={setup.seed} onChange={(e) => configure({ seed: Math.min(SEED_MAX, Math.max(0, Math.trunc(Number(e.target.value)) || 0)) })} />
      </label>
      <p className="hint">Seats take the colours {NAMES.slice(0, setup.seats.length).join(', ')} and start on the grid in this order.</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {/* With an unfinished race saved, resuming it is the big choice; a new start stays smaller (it replaces the save). */}
      <button type="submit" className={saved && !saved.finished ? undefined : 'primary'}>
        Start the race
      </button>
    </form>
  );
}
