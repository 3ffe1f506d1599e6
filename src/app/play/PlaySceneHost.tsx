import { useEffect, useMemo } from 'react';
import { gameById } from '../../rules/registry';
import { clientOf } from '../../games';
import { useBuilderLayout } from '../builder';
import { editedRailMap, useRailEditor } from '../rail/store';
import { RailTableHost } from '../rail/RailTableHost';
import { useAppStore } from '../store';
import { shownSession, usePlayStore } from './play-store';
import { handoffTo, humanToAct, newSession, prepareBoard, tokensOf, type PlaySession } from './session';
import { ShellPlayScene } from './ShellPlayScene';
import { drawnTokens, publishPlay } from './debug';
import { publishTable } from '../../scene/table/table-probe';
import { playbackMoments } from './moments';
import { frameCallouts } from './callouts';
import { useShellCamera } from './camera';
import { incidentTokens } from './incident-tokens';

/** Before the start: the board the game would be played on, with the tokens where the set-up puts them. */
function usePreview(live: boolean): PlaySession | null {
  const setup = usePlayStore((s) => s.setup);
  const layout = useBuilderLayout();
  const rail = useRailEditor((s) => s.map);
  return useMemo(() => {
    if (live || !setup) return null;
    try {
      const game = gameById(setup.game);
      const board = prepareBoard(game, layout, editedRailMap(rail));
      if (!board.ok) return null;
      const r = newSession(game, clientOf(game.id), board.value, setup.seats, setup.seed);
      return r.ok ? r.value : null;
    } catch {
      return null;
    }
  }, [live, setup, layout, rail]);
}

/** The shell's scene for lane-graph games: the live game (or the preview before the start), its tokens and the spaces a person may pick. */
export function PlaySceneHost() {
  const playing = usePlayStore((s) => s.session);
  const watching = usePlayStore((s) => s.watching !== null);
  // The moments of the playback watched (once per playback), and the callouts of the move shown.
  const frames = usePlayStore((s) => s.watching?.frames ?? null);
  const index = usePlayStore((s) => s.watching?.index ?? 0);
  const moments = useMemo(() => (frames ? playbackMoments({ title: '', frames }) : []), [frames]);
  const live = usePlayStore(shownSession);
  const holder = usePlayStore((s) => s.holder);
  const preview = usePreview(live !== null || playing !== null);
  const debug = useAppStore((s) => s.debug);
  useEffect(() => {
    if (debug) {
      publishPlay();
      publishTable();
    }
  }, [debug]);
  const session = live ?? preview;
  const tokens = useMemo(() => (session ? tokensOf(session) : []), [session]);
  // The seats whose moves the table offers: the person to act, once the device is theirs.
  const pickSeats = useMemo(() => {
    const who = live && !watching && handoffTo(live, holder) === null ? humanToAct(live, holder) : null;
    return who !== null ? [who] : [];
  }, [live, holder, watching]);
  const callouts = useMemo(() => (watching ? frameCallouts(moments, index, tokens) : {}), [watching, moments, index, tokens]);
  const pick = useShellCamera((s) => s.race);
  const incident = useMemo(() => (watching ? incidentTokens(moments, index) : []), [watching, moments, index]);
  if (session?.game.board === 'rail-map') return <RailTableHost session={session} />;
  if (!session || session.game.board !== 'lane-graph' || !session.prepared.graph) return null;
  return (
    <ShellPlayScene
      session={session}
      pickSeats={pickSeats}
      onPlay={(seat, action) => usePlayStore.getState().act(seat, action)}
      callouts={callouts}
      camera={{ mode: pick.camera, follow: pick.follow, incident }}
      onDrawn={
        debug
          ? (list, targets) => {
              drawnTokens.list = list;
              drawnTokens.targets = targets;
            }
          : undefined
      }
    />
  );
}
