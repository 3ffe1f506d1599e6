import { describeSaved, usePlayStore } from '../../app/play/play-store';
import { useGameChoice } from '../../app/play/choice';
import { gameNoun, isOver } from '../../app/play/session';
import { clientOf } from '../../games';
import { GAME_TITLES } from '../../rules/core/game';
import { UndoToast } from '../builder/UndoToast';
import { ActionPanel } from './ActionPanel';
import { PlayControls } from './PlayControls';
import { PlayLog } from './PlayLog';
import { HowToPlay } from './HowToPlay';
import { EndResult } from './EndResult';
import { ComingSoon } from './ComingSoon';
import { PlaybackPanel } from './PlaybackPanel';
import { GamePicker } from './GamePicker';
import { PlaySetupForm, playableGame } from './PlaySetupForm';

/** The generic shell's side panel (the bottom sheet on phones): set-up, then the choices, the log, "How to play" and the end. */
export function PlayPanel() {
  const session = usePlayStore((s) => s.session);
  const error = usePlayStore((s) => s.error);
  const saveNote = usePlayStore((s) => s.saveNote);
  const abandoned = usePlayStore((s) => s.abandoned);
  const replaced = usePlayStore((s) => s.replaced);
  const chosen = useGameChoice((c) => c.game);
  const watching = usePlayStore((s) => s.watching);
  let body;
  if (watching) {
    body = <PlaybackPanel />;
  } else if (!session) {
    const game = playableGame(chosen);
    const client = clientOf(chosen);
    body =
      game && client ? (
        <>
          <PlaySetupForm game={game} />
          <HowToPlay title={game.title} client={client} />
        </>
      ) : (
        <div className="race-setup">
          <GamePicker />
          <ComingSoon game={chosen} rules={game !== null} />
        </div>
      );
  } else if (isOver(session)) {
    body = (
      <>
        <EndResult session={session} />
        <PlayLog log={session.log} />
      </>
    );
  } else {
    body = (
      <>
        <p className="play-status">
          {session.moves.length === 0 ? 'The game begins.' : `Move ${session.moves.length + 1}`} · {session.prepared.sentence}
          {session.client?.raceName && <> The race: {session.client.raceName(session.state)}.</>}
        </p>
        <ActionPanel session={session} />
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {saveNote && <p className="hint">{saveNote}</p>}
        <PlayControls session={session} />
        <PlayLog log={session.log} />
        {session.client && <HowToPlay title={session.game.title} client={session.client} />}
        <button type="button" onClick={() => usePlayStore.getState().quit()}>
          Abandon the {gameNoun(session.game)}
        </button>
      </>
    );
  }
  const title = watching ? watching.frames[0]!.game.title : session ? session.game.title : GAME_TITLES[chosen];
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-race" className="panel race-panel play-panel">
      <h1>{title}</h1>
      {body}
      {replaced && (
        <UndoToast
          text={`The saved ${gameNoun(replaced.session.game)} (${describeSaved(replaced.session)}) was put aside for this new one.`}
          onUndo={() => usePlayStore.getState().undoReplace()}
          onDismiss={() => usePlayStore.getState().forgetReplaced()}
        />
      )}
      {abandoned && (
        <UndoToast
          text={`${gameNoun(abandoned.session.game) === 'race' ? 'Race' : 'Game'} abandoned (${abandoned.session.moves.length === 1 ? '1 move' : `${abandoned.session.moves.length} moves`} made).`}
          onUndo={() => usePlayStore.getState().undoAbandon()}
          onDismiss={() => usePlayStore.getState().forgetAbandoned()}
        />
      )}
    </section>
  );
}
