import { lazy, Suspense } from 'react';
import { describeSaved, usePlayStore } from '../../app/play/play-store';
import { useOnlineEntry } from '../../app/online/entry';
import { useGameChoice } from '../../app/play/choice';
import { gameNoun, isOver, tokensOf } from '../../app/play/session';
import { CameraChoice } from './CameraChoice';
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
import { OnlineAway } from './OnlineAway';
import { GamePicker } from './GamePicker';
import { PlaySetupForm, playableGame } from './PlaySetupForm';

/** Play online's screens (and the game server's client): loaded only when they open. */
const OnlineScreens = lazy(() => import('../../app/online/OnlineScreens').then((m) => ({ default: m.OnlineScreens })));
/** An online race's watcher: its timeline, back to live, the camera and charts (loaded with the online screens). */
const OnlineWatch = lazy(() => import('../../app/online/OnlineWatch').then((m) => ({ default: m.OnlineWatch })));

/** The generic shell's side panel (the bottom sheet on phones): set-up, then the choices, the log, "How to play" and the end. */
export function PlayPanel() {
  const session = usePlayStore((s) => s.session);
  const error = usePlayStore((s) => s.error);
  const saveNote = usePlayStore((s) => s.saveNote);
  const abandoned = usePlayStore((s) => s.abandoned);
  const replaced = usePlayStore((s) => s.replaced);
  const chosen = useGameChoice((c) => c.game);
  const watching = usePlayStore((s) => s.watching);
  const onlineOpen = useOnlineEntry((s) => s.open);
  const online = session?.online ?? null;
  let body;
  if (watching && session && online && online.you === null && !online.final) {
    body = (
      <>
        <OnlineNote code={online.code} you={null} />
        <OnlineAway away={online.away} host={online.host} onHand={(seat) => online.handToBot(seat)} />
        <Suspense fallback={<p role="status">Opening the race’s timeline…</p>}>
          <OnlineWatch />
        </Suspense>
        <button type="button" onClick={() => usePlayStore.getState().quit()}>
          Leave the table
        </button>
      </>
    );
  } else if (watching) {
    body = <PlaybackPanel />;
  } else if (!session && onlineOpen) {
    body = (
      <Suspense fallback={<p role="status">Opening Play online…</p>}>
        <OnlineScreens />
      </Suspense>
    );
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
        {online && <OnlineNote code={online.code} you={online.you === null ? null : (session.seats[online.you]?.name ?? '')} />}
        <EndResult session={session} />
        <PlayLog log={session.log} />
      </>
    );
  } else {
    body = (
      <>
        {online && <OnlineNote code={online.code} you={online.you === null ? null : (session.seats[online.you]?.name ?? '')} />}
        {online && <OnlineAway away={online.away} host={online.host} onHand={(seat) => online.handToBot(seat)} />}
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
        {session.game.board === 'lane-graph' && <CameraChoice tab="race" names={tokensOf(session).map((t) => t.label)} />}
        <PlayLog log={session.log} />
        {session.client && <HowToPlay title={session.game.title} client={session.client} />}
        <button type="button" onClick={() => usePlayStore.getState().quit()}>
          {online ? 'Leave the table' : `Abandon the ${gameNoun(session.game)}`}
        </button>
      </>
    );
  }
  const title = session?.online ? session.game.title : watching ? watching.frames[0]!.game.title : session ? session.game.title : onlineOpen ? 'Play online' : GAME_TITLES[chosen];
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

/** Which online table this is, and whom this device plays. */
function OnlineNote({ code, you }: { code: string; you: string | null }) {
  return (
    <p className="online-table-note" role="note">
      Online table {code} · {you === null ? 'you are watching' : `you play ${you}`}
    </p>
  );
}
