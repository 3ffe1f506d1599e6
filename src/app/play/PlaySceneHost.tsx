import { useEffect, useMemo } from 'react';
import { PlayScene } from '../../scene/play';
import { gameById } from '../../rules/registry';
import { clientOf } from '../../games';
import { useBuilderLayout } from '../builder';
import { editedRailMap, useRailEditor } from '../rail/store';
import { RailTableHost } from '../rail/RailTableHost';
import { useAppStore } from '../store';
import { shownSession, usePlayStore } from './play-store';
import { handoffTo, humanToAct, newSession, prepareBoard, tokensOf, type PlaySession } from './session';
import { tokenColours } from './colours';
import { sceneTokens, targetPicks } from './choices';
import { drawnTokens, publishPlay } from './debug';
import { playbackMoments } from './moments';
import { frameCallouts } from './callouts';

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
    if (debug) publishPlay();
  }, [debug]);
  const session = live ?? preview;
  const tokens = useMemo(() => (session ? tokensOf(session) : []), [session]);
  const colours = useMemo(() => tokenColours(tokens), [tokens]);
  const scene = useMemo(() => sceneTokens(tokens, colours), [tokens, colours]);
  // The spaces the person to act may move to, and which action each one is.
  const picks = useMemo(() => {
    const who = live && !watching && handoffTo(live, holder) === null ? humanToAct(live, holder) : null;
    return live && who !== null ? targetPicks(live, [who]) : new Map<number, { seat: number; action: { readonly type: string } }>();
  }, [live, holder, watching]);
  const targets = useMemo(() => [...picks.keys()], [picks]);
  const callouts = useMemo(() => (watching ? frameCallouts(moments, index, tokens) : {}), [watching, moments, index, tokens]);
  const graph = session?.prepared.graph;
  if (session?.game.board === 'rail-map') return <RailTableHost session={session} />;
  if (!session || session.game.board !== 'lane-graph' || !graph) return null;
  return (
    <PlayScene
      graph={graph}
      layout={session.prepared.source.kind === 'layout' ? session.prepared.source.layout : undefined}
      tokens={scene}
      targets={targets}
      onPick={(space) => {
        const p = picks.get(space);
        if (p) usePlayStore.getState().act(p.seat, p.action);
      }}
      labels
      callouts={callouts}
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
