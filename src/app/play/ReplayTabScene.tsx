import { useEffect, useMemo } from 'react';
import { useAppStore } from '../store';
import { RailTableHost } from '../rail/RailTableHost';
import { publishTable } from '../../scene/table/table-probe';
import { ShellPlayScene } from './ShellPlayScene';
import { drawnTokens, publishPlay } from './debug';
import { playbackMoments } from './moments';
import { frameCallouts } from './callouts';
import { incidentTokens } from './incident-tokens';
import { useShellCamera } from './camera';
import { replayFrame, useReplayTab } from './replay-tab';
import { tokensOf } from './session';

/** The Replay tab's table, for every game: the frame shown, the callouts of its move, the camera chosen. */
export function ReplayTabScene() {
  const session = useReplayTab(replayFrame);
  const frames = useReplayTab((s) => s.watching?.frames ?? null);
  const index = useReplayTab((s) => s.watching?.index ?? 0);
  const moments = useMemo(() => (frames ? playbackMoments({ title: '', frames }) : []), [frames]);
  const tokens = useMemo(() => (session ? tokensOf(session) : []), [session]);
  const callouts = useMemo(() => frameCallouts(moments, index, tokens), [moments, index, tokens]);
  const incident = useMemo(() => incidentTokens(moments, index), [moments, index]);
  const pick = useShellCamera((s) => s.replay);
  const debug = useAppStore((s) => s.debug);
  useEffect(() => {
    if (debug) {
      publishPlay();
      publishTable();
    }
  }, [debug]);
  if (!session) return null;
  if (session.game.board === 'rail-map') return <RailTableHost session={session} />;
  if (session.game.board !== 'lane-graph' || !session.prepared.graph) return null;
  return (
    <ShellPlayScene
      session={session}
      pickSeats={[]}
      onPlay={() => undefined}
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
