import { shownSession, usePlayStore } from '../../app/play/play-store';
import { useShellBots } from '../../app/play/useShellBots';
import { botOf, handoffTo, namesOf, tokensOf, type PlaySession } from '../../app/play/session';
import { tokenColours } from '../../app/play/colours';
import { PlayHud } from './PlayHud';
import { ExplainBubble } from './ExplainBubble';
import { ShellHourglass } from '../rail/ShellHourglass';
import { useRailView } from '../../app/rail/view';
import { LowerThird } from '../broadcast';
import { captionAt, type Moment } from '../../app/broadcast';
import { playbackMoments } from '../../app/play/moments';

const NO_GLOSSARY: readonly never[] = [];

/** What lies over the table for a session: the game's board view (boards that are not lane graphs), the HUD, the hand-over cover. */
export function TableOverlay({ session, handoff, caption, flatBoard = false }: { session: PlaySession; handoff: number | null; caption?: Moment | null | undefined; flatBoard?: boolean }) {
  // `flatBoard`: a view without the 3D rail table (the teaching view) always draws the flat board.
  const flat = useRailView((s) => s.view === 'map') || flatBoard || session.game.board !== 'rail-map';
  const BoardView = session.game.board === 'lane-graph' || !flat ? undefined : session.client?.BoardView;
  const tokens = tokensOf(session);
  const colours = tokenColours(tokens);
  const live = usePlayStore((s) => !s.watching && s.session === session);
  const act = usePlayStore((s) => s.act);
  const isPerson = (seat: number) => session.seats[seat]?.kind === 'human' && botOf(session, seat) === null;
  return (
    <div className={BoardView ? 'overlay play-overlay with-board' : 'overlay play-overlay'}>
      <PlayHud session={session} />
      <ExplainBubble glossary={session.client?.glossary ?? NO_GLOSSARY} />
      {session.client?.Hud && <session.client.Hud state={session.state} tokens={tokens} colours={tokenColours(tokens)} live={live} isPerson={isPerson} act={act} />}
      {BoardView && (
        <div className="play-board" aria-label="Board">
          <BoardView board={session.prepared.board} state={session.state} tokens={tokens} colours={colours} />
        </div>
      )}
      {caption !== undefined && <LowerThird caption={caption} colours={tokens.map((t) => colours[t.id] ?? '#ccc')} />}
      {handoff !== null && (
        <div className="play-cover" aria-hidden="true">
          <p>Hand the device to {namesOf(session)[handoff]}</p>
        </div>
      )}
    </div>
  );
}

/** Over the table in the shell: the game in progress or the replay frame shown. Drives the bots and the replay's pace. */
export function PlayOverlay() {
  const session = usePlayStore(shownSession);
  const watching = usePlayStore((s) => s.watching !== null);
  const caption = usePlayStore((s) => (s.watching ? captionAt(playbackMoments(s.watching), s.watching.index) : undefined));
  const holder = usePlayStore((s) => s.holder);
  useShellBots();
  if (!session) return null;
  return (
    <>
      <TableOverlay session={session} handoff={watching ? null : handoffTo(session, holder)} caption={caption} />
      <ShellHourglass />
    </>
  );
}
