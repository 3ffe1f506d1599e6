import { useMemo } from 'react';
import { PlayScene } from '../../scene/play';
import { tokensOf } from '../play/session';
import { tokenColours } from '../play/colours';
import { sceneTokens, targetPicks } from '../play/choices';
import { shownFrame } from './position';
import { useTeachStore } from './store';

/** The teaching view's table for lane-graph games: the shell's scene with the position shown; the spaces an actor may move to glow, and a press plays that move. */
export function TeachSceneHost() {
  const position = useTeachStore((s) => s.position);
  const frame = position ? shownFrame(position) : null;
  const tokens = useMemo(() => (frame ? tokensOf(frame) : []), [frame]);
  const colours = useMemo(() => tokenColours(tokens), [tokens]);
  const scene = useMemo(() => sceneTokens(tokens, colours), [tokens, colours]);
  const picks = useMemo(() => (frame ? targetPicks(frame, frame.game.actors(frame.state)) : new Map<number, { seat: number; action: { readonly type: string } }>()), [frame]);
  const targets = useMemo(() => [...picks.keys()], [picks]);
  const graph = frame?.prepared.graph;
  if (!frame || frame.game.board !== 'lane-graph' || !graph) return null;
  return (
    <PlayScene
      graph={graph}
      layout={frame.prepared.source.kind === 'layout' ? frame.prepared.source.layout : undefined}
      tokens={scene}
      targets={targets}
      onPick={(space) => {
        const p = picks.get(space);
        if (p) useTeachStore.getState().play(p.seat, p.action);
      }}
      labels
    />
  );
}
