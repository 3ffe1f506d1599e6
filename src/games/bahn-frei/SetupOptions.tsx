/**
 * Bahn Frei's options in the shell's set-up: the train plates (beginners or frequent travellers, whose trains have
 * characters) and the special passengers, with the game said in words: how many players drive how many trains.
 */
import { useEffect } from 'react';
import type { SetupOptionsProps } from '../client';
import { CHARACTERS, TRAIN_COLOURS, type BahnConfig, type BahnState } from '../../rules/bahn-frei';
import { ABILITY } from './words';
import './setup.css';

const asConfig = (c: unknown): BahnConfig => (c && typeof c === 'object' ? (c as BahnConfig) : {});

/** "3 players, 3 trains, the beginners' plates" / "1 player with 2 trains, the frequent travellers' plates and the special passengers". */
export function gameName(config: BahnConfig, players: number, trains = players === 1 ? 2 : players): string {
  const who = players === 1 ? `1 player with ${trains} trains` : `${players} players, ${trains} trains`;
  const plates = config.plates === 'frequent' ? 'the frequent travellers’ plates' : 'the beginners’ plates';
  return `${who}, ${plates}${config.specialPassengers ? ' and the special passengers' : ''}`;
}

/** The game under way, read from its state. */
export function gameNameOf(state: BahnState): string {
  return gameName({ plates: state.plates, specialPassengers: state.specials }, state.seats, state.trains.length);
}

export function BahnSetupOptions({ config, seats, setConfig }: SetupOptionsProps) {
  const c = asConfig(config);
  useEffect(() => {
    // Absent options are the game's defaults (the beginners' plates): say so to the shell, which would otherwise
    // start the first example table's options (frequent travellers) whatever the seats.
    if (config === undefined) setConfig({});
  });
  const put = (patch: Partial<BahnConfig>) => {
    const next: Record<string, unknown> = { ...c, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
    setConfig(next);
  };
  const colours = c.colours ?? TRAIN_COLOURS.slice(0, seats.length === 1 ? 2 : seats.length);
  return (
    <fieldset className="bahn-options" aria-label="Game options">
      <legend>Game options</legend>
      <p className="bahn-game-name" aria-label="The game set up">
        The game: {gameName(c, seats.length)}.
      </p>
      <label>
        Train plates{' '}
        <select aria-label="Train plates" value={c.plates ?? 'beginner'} onChange={(e) => put({ plates: e.target.value === 'frequent' ? 'frequent' : undefined })}>
          <option value="beginner">Beginners (“Einsteiger”)</option>
          <option value="frequent">Frequent travellers (“Vielfahrer”)</option>
        </select>
      </label>
      {c.plates === 'frequent' ? (
        <ul className="hint bahn-characters" aria-label="The trains’ characters">
          {colours.map((colour) => (
            <li key={colour}>
              <b>{CHARACTERS[colour]}</b>, the {colour} train: {ABILITY[colour]}.
            </li>
          ))}
          <li>The other trains move 7 spaces a round.</li>
        </ul>
      ) : (
        <p className="hint">Every train moves 8 spaces a round and has no special ability: the game for a first try.</p>
      )}
      <label>
        <input type="checkbox" checked={c.specialPassengers === true} onChange={(e) => put({ specialPassengers: e.target.checked || undefined })} /> Special passengers
      </label>
      <p className="hint">Eight passengers with a wish written on the card; one who arrives late is worth 2 complaints.</p>
    </fieldset>
  );
}
