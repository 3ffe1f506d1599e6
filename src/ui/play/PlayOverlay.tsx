import { shownSession, usePlayStore } from '../../app/play/play-store';
import { useShellBots } from '../../app/play/useShellBots';
import { handoffTo, namesOf, tokensOf } from '../../app/play/session';
import { tokenColours } from '../../app/play/colours';
import { PlayHud } from './PlayHud';

/** Over the table: the seats' HUD, the board view of games not on a lane graph, the hand-over notice. Drives the bots. */
export function PlayOverlay() {
  const session = usePlayStore(shownSession);
  const watching = usePlayStore((s) => s.watching !== null);
  const holder = usePlayStore((s) => s.holder);
  useShellBots();
  if (!session) return null;
  const BoardView = session.game.board === 'lane-graph' ? undefined : session.client?.BoardView;
  const handoff = watching ? null : handoffTo(session, holder);
  const tokens = tokensOf(session);
  return (
    <div className="overlay play-overlay">
      {BoardView && (
        <div className="play-board" aria-label="Board">
          <BoardView board={session.prepared.board} state={session.state} tokens={tokens} colours={tokenColours(tokens)} />
        </div>
      )}
      <PlayHud session={session} />
      {handoff !== null && (
        <div className="play-cover" aria-hidden="true">
          <p>Hand the device to {namesOf(session)[handoff]}</p>
        </div>
      )}
    </div>
  );
}
