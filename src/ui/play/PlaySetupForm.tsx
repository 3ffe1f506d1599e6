import { useMemo } from 'react';
import { describeSaved, usePlayStore } from '../../app/play/play-store';
import { gameNoun, prepareBoard, type PlaySeat } from '../../app/play/session';
import { editedRailMap, useRailEditor } from '../../app/rail/store';
import { useBuilderLayout } from '../../app/builder';
import { gameById } from '../../rules/registry';
import type { AnyGame } from '../../rules/core';
import { SEED_MAX } from '../../sim';
import { GamePicker } from './GamePicker';
import { clientOf } from '../../games';
import { readFileText } from '../../app/read-file';

/** "Good bot", "Random bot": a bot kind in words. */
export function botKindLabel(kind: string): string {
  if (kind === 'human') return 'Person';
  if (kind === 'heuristic') return 'Bot (good)';
  if (kind === 'random') return 'Bot (random)';
  const words = kind.replace(/[-_]+/g, ' ');
  return `Bot (${words})`;
}

/** "1 car each", "2 cars each". */
export function tokensSentence(game: AnyGame, seats: number): string {
  const n = game.seats.tokensPerSeat(seats);
  const word = game.board === 'rail-map' ? 'train' : 'car';
  return `${n} ${n === 1 ? word : `${word}s`} each`;
}

/** The shell's set-up: the game, the seats (person or one of the game's bots), the seed, and which board. */
export function PlaySetupForm({ game }: { game: AnyGame }) {
  const setup = usePlayStore((s) => s.setup);
  const error = usePlayStore((s) => s.error);
  const checking = usePlayStore((s) => s.checking);
  const saved = usePlayStore((s) => s.saved);
  const saveNote = usePlayStore((s) => s.saveNote);
  const layout = useBuilderLayout();
  const rail = useRailEditor((s) => s.map);
  const board = useMemo(() => prepareBoard(game, layout, game.board === 'rail-map' ? editedRailMap(rail) : null), [game, layout, rail]);
  const { configure, start, resume } = usePlayStore.getState();
  if (!setup || setup.game !== game.id) return null;
  const noun = gameNoun(game);
  const savedNoun = saved ? gameNoun(saved.session.game) : noun;
  const unfinished = saved !== null && !saved.session.game.result(saved.session.state);
  const kinds = ['human', ...Object.keys(game.bots)];
  const Options = clientOf(game.id)?.SetupOptions;
  const setSeat = (i: number, patch: Partial<PlaySeat>) => configure({ seats: setup.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const nextName = () => {
    const taken = new Set(setup.seats.map((s) => s.name));
    for (let n = setup.seats.length; ; n++) if (!taken.has(`Bot ${n}`)) return `Bot ${n}`;
  };
  return (
    <form
      className="race-setup play-setup"
      aria-label="Game set-up"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <GamePicker />
      {saved && (
        <div className="race-resume" role="group" aria-label="Saved game">
          <p>
            {saved.session.moves.length > 0 && !unfinished ? `Your last ${savedNoun}, finished` : `An unfinished ${savedNoun} is saved in this browser`}: {describeSaved(saved.session)}.
          </p>
          <button type="button" className="primary" onClick={resume}>
            {unfinished ? `Resume the ${savedNoun}` : 'Show its result'}
          </button>
          {unfinished && <p className="hint">Starting a new {noun} below puts it aside; you can still bring it back for a while.</p>}
        </div>
      )}
      {saveNote && <p className="hint">{saveNote}</p>}
      <p className="hint">{board.ok ? board.value.sentence : board.message}</p>
      <fieldset>
        <legend>
          Seats ({game.seats.min === game.seats.max ? game.seats.min : `${game.seats.min} to ${game.seats.max}`}, {setup.seats.some((s) => (s.tokens ?? 1) > 1) ? 'teams as set in the options' : tokensSentence(game, setup.seats.length)})
        </legend>
        {setup.seats.map((seat, i) => (
          <div className="seat" key={i}>
            <input aria-label={`Seat ${i + 1} name`} value={seat.name} maxLength={16} onChange={(e) => setSeat(i, { name: e.target.value })} />
            <select aria-label={`Seat ${i + 1} player`} value={seat.kind} onChange={(e) => setSeat(i, { kind: e.target.value })}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {botKindLabel(k)}
                </option>
              ))}
            </select>
            {setup.seats.length > game.seats.min && (
              <button type="button" aria-label={`Remove seat ${i + 1}`} onClick={() => configure({ seats: setup.seats.filter((_, j) => j !== i) })}>
                ✕
              </button>
            )}
          </div>
        ))}
        {setup.seats.length < game.seats.max && (
          <button type="button" onClick={() => configure({ seats: [...setup.seats, { name: nextName(), kind: kinds[1] ?? 'human' }] })}>
            Add a seat
          </button>
        )}
      </fieldset>
      {Options && (
        <Options
          config={setup.config}
          seats={setup.seats}
          setConfig={(config) => configure({ config })}
          setTokens={(tokens) => configure({ seats: setup.seats.map((s, i) => ({ name: s.name, kind: s.kind, ...(tokens[i] !== undefined ? { tokens: tokens[i] } : {}) })) })}
          graph={board.ok ? board.value.graph : null}
          seed={setup.seed}
          boardConfig={board.ok ? board.value.config : undefined}
        />
      )}
      <label>
        Seed{' '}
        <input
          aria-label="Seed"
          type="number"
          min={0}
          max={SEED_MAX}
          step={1}
          value={setup.seed}
          onChange={(e) => configure({ seed: Math.min(SEED_MAX, Math.max(0, Math.trunc(Number(e.target.value)) || 0)) })}
        />
      </label>
      <p className="hint">The seed decides the dice and the shuffles: the same seed and the same choices give the same game.</p>
      {checking && (
        <p className="hint" role="status">
          Checking “{checking}”: every move is played again to make sure the replay is genuine…
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {/* With an unfinished save, resuming it is the big choice; a new start stays smaller and can be undone. */}
      <button type="submit" className={unfinished ? undefined : 'primary'}>
        Start the {noun}
      </button>
      <label className="play-open">
        Watch a replay file{' '}
        <input
          type="file"
          aria-label="Open a replay file"
          accept=".json,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file)
              void readFileText(file, 'replay').then((read) => (read.ok ? usePlayStore.getState().watchFile(read.text, file.name) : usePlayStore.setState({ error: read.message })));
          }}
        />
      </label>
    </form>
  );
}

/** The game of this id, or null while its rules are still to come. */
export function playableGame(id: string): AnyGame | null {
  try {
    return gameById(id);
  } catch {
    return null;
  }
}
