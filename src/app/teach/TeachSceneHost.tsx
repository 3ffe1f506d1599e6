import { useMemo } from 'react';
import { PlayScene } from '../../scene/play';
import { tokensOf } from '../play/session';
import { tokenColours } from '../play/colours';
import { shownFrame } from './position';
import { useTeachStore } from './store';

/** The teaching view's table for lane-graph games: the shell's scene with the position shown; the spaces an actor may move to glow, and a press plays that move. */
export function TeachSceneHost() {
  const position = useTeachStore((s) => s.position);
  const frame = position ? shownFrame(position) : null;
  const tokens = useMemo(() => (frame ? tokensOf(frame) : []), [frame]);
  const colours = useMemo(() => tokenColours(tokens), [tokens]);
  const scene = useMemo(() => tokens.map((t) => ({ id: t.id, space: t.space, colour: colours[t.id] ?? '#ffffff', label: t.label })), [tokens, colours]);
  const picks = useMemo(() => {
    const out = new Map<number, { seat: number; action: { readonly type: string } }>();
    if (!frame?.client?.actionTarget) return out;
    for (const seat of frame.game.actors(frame.state)) {
      for (const a of frame.game.legalActions(frame.state, seat)) {
        let space: number | null = null;
        try {
          space = frame.client.actionTarget(frame.state, seat, a);
        } catch {
          space = null;
        }
        if (space !== null && !out.has(space)) out.set(space, { seat, action: a });
      }
    }
    return out;
  }, [frame]);
  const targets = useMemo(() => [...picks.keys()], [picks]);
  const graph = frame?.prepared.graph;
  if (!frame || frame.game.board !== 'lane-graph' || !graph) return null;
  return (
    <PlayScene
      graph={graph}
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
