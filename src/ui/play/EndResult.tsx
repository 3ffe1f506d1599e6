import { lazy, Suspense, useMemo } from 'react';
import type { GameResult } from '../../rules/core';
import { usePlayStore } from '../../app/play/play-store';
import { namesOf, type PlaySession } from '../../app/play/session';
import { playReplayFile } from '../../app/play/replay-file';
import { ordinal } from '../words';

/** The position chart of a race: loaded only once a game ends (it re-runs the game). */
const EndPositions = lazy(() => import('./EndPositions'));


/** A result's reason in words: a sentence as the game gives it, or its short name spelt out ("pass-limit": "Pass limit"). */
function reasonText(reason: string): string {
  const words = /\s/.test(reason) ? reason : reason.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function Outcome({ result, names }: { result: GameResult; names: readonly string[] }) {
  if (result.kind === 'team') {
    return (
      <>
        <h2>{result.won ? 'You won together!' : 'You lost together.'}</h2>
        <p>
          Score: {result.score}. {reasonText(result.reason)}.
        </p>
      </>
    );
  }
  return (
    <>
      <h2>Winner: {names[result.order[0] ?? 0]}</h2>
      <ol className="final-standings" aria-label="Final places">
        {result.order.map((seat, i) => (
          <li key={seat}>
            {ordinal(i + 1)}: {names[seat]}
          </li>
        ))}
      </ol>
      <p className="hint">How it ended: {reasonText(result.reason).toLowerCase()}.</p>
    </>
  );
}

/** The game is over: the result, the replay to download, and a new game. */
export function EndResult({ session }: { session: PlaySession }) {
  const result = session.game.result(session.state);
  const url = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(playReplayFile(session))], { type: 'application/json' })), [session]);
  return (
    <div className="end-screen" role="region" aria-label="Game result">
      {result ? <Outcome result={result} names={namesOf(session)} /> : <h2>The game is over.</h2>}
      {session.game.watch && (
        <Suspense fallback={<p className="hint">Drawing the chart…</p>}>
          <EndPositions session={session} />
        </Suspense>
      )}
      <a className="button" href={url} download={`chicane-${session.game.id}-seed-${session.seed}.json`}>
        Download the replay
      </a>
      <button type="button" onClick={() => usePlayStore.getState().watchGame()}>
        Watch the replay
      </button>
      <button type="button" className="primary" onClick={() => usePlayStore.getState().quit()}>
        New game
      </button>
    </div>
  );
}
