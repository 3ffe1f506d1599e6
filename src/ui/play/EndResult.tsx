import { lazy, Suspense, useMemo } from 'react';
import type { GameResult } from '../../rules/core';
import { usePlayStore } from '../../app/play/play-store';
import { namesOf, standInNote, type PlaySession } from '../../app/play/session';
import { playReplayFile } from '../../app/play/replay-file';
import { ordinal, verb } from '../words';

/** The figures table and the position chart of a game: loaded only once a game ends (they re-run the game). */
const EndPositions = lazy(() => import('./EndPositions'));


/** A result's reason in words: a sentence as the game gives it, or its short name spelt out ("pass-limit": "Pass limit"). */
function reasonText(reason: string): string {
  const words = /\s/.test(reason) ? reason : reason.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a race ended, in a sentence ("The race ran its full distance, and Anna finishes in first place."). */
export function endSentence(reason: string, winner: string): string {
  if (reason === 'finish') return `The race ran its full distance, and ${winner} ${verb(winner, 'finishes')} in first place.`;
  if (reason === 'pass-limit' || reason === 'move-limit') return 'The race was stopped at its move limit before the distance was run: the places are as the cars stood.';
  if (/\s/.test(reason)) return `${reasonText(reason).replace(/[.!]$/, '')}.`;
  return `The race ended: ${reasonText(reason).toLowerCase()}.`;
}

/** A team's result in a sentence, from its reason ("8 complaints: the complaint-O-meter is full." ). */
function teamSentence(reason: string): string {
  return `${reasonText(reason).replace(/[.!]$/, '')}.`;
}

export function Outcome({ result, names, sentence, notes = [], score = null }: { result: GameResult; names: readonly string[]; sentence?: string | null; notes?: readonly (string | null)[]; score?: string | null }) {
  if (result.kind === 'team') {
    return (
      <>
        <h2>{result.won ? 'You won together!' : 'You lost together.'}</h2>
        <p className="end-score">{score ?? `Score: ${result.score}.`}</p>
        <p className="hint end-how">{sentence ?? teamSentence(result.reason)}</p>
      </>
    );
  }
  const winner = names[result.order[0] ?? 0] ?? 'Nobody';
  const who = (seat: number) => (notes[seat] ? `${names[seat]} (${notes[seat]})` : names[seat]);
  return (
    <>
      <h2>Winner: {who(result.order[0] ?? 0)}</h2>
      <ol className="final-standings" aria-label="Final places">
        {result.order.map((seat, i) => (
          <li key={seat}>
            {ordinal(i + 1)}: {who(seat)}
          </li>
        ))}
      </ol>
      <p className="hint end-how">{sentence ?? endSentence(result.reason, winner)}</p>
    </>
  );
}

/** The game is over: the result, the replay to download, and a new game. */
export function EndResult({ session }: { session: PlaySession }) {
  const result = session.game.result(session.state);
  const names = namesOf(session);
  // A game's own words for the end, when it has them; a client that fails leaves the shell's words.
  let sentence: string | null = null;
  let score: string | null = null;
  try {
    sentence = result && session.client?.endSentence ? session.client.endSentence(session.state, result, names) : null;
    score = result && session.client?.scoreText ? session.client.scoreText(session.state, result) : null;
  } catch {
    sentence = null;
    score = null;
  }
  const order = result?.kind === 'ranking' ? result.order : session.seats.map((_, i) => i);
  // An online table's moves are kept by its server until the end; then its replay (`final`) is re-run here.
  const online = session.online !== undefined && session.online.final !== true;
  const final = session.online?.final === true;
  const url = useMemo(() => (online ? '' : URL.createObjectURL(new Blob([JSON.stringify(playReplayFile(session))], { type: 'application/json' }))), [session, online]);
  if (online) {
    return (
      <div className="end-screen" role="region" aria-label="Game result">
        {result ? <Outcome result={result} names={names} sentence={sentence} score={score} /> : <h2>The game is over.</h2>}
        <button type="button" className="primary" onClick={() => usePlayStore.getState().quit()}>
          Leave the table
        </button>
      </div>
    );
  }
  return (
    <div className="end-screen" role="region" aria-label="Game result">
      {result ? <Outcome result={result} names={names} sentence={sentence} score={score} notes={session.seats.map((_, i) => standInNote(session, i))} /> : <h2>The game is over.</h2>}
      <Suspense fallback={<p className="hint">Counting the figures…</p>}>
        <EndPositions session={session} order={order} />
      </Suspense>
      <a className="button" href={url} download={`chicane-${session.game.id}-seed-${session.seed}.json`}>
        Download the replay
      </a>
      <button type="button" onClick={() => usePlayStore.getState().watchGame()}>
        Watch the replay
      </button>
      {final ? (
        <>
          <p className="hint">The replay of this online race is kept in your library: it was checked move by move here.</p>
          <button type="button" className="primary" onClick={() => usePlayStore.getState().quit()}>
            Leave the table
          </button>
        </>
      ) : (
        <>
          <button type="button" className="primary" onClick={() => usePlayStore.getState().again()}>
            {session.game.board === 'rail-map' ? 'Play again' : 'Race again'}
          </button>
          <button type="button" onClick={() => usePlayStore.getState().quit()}>
            New game
          </button>
        </>
      )}
    </div>
  );
}
