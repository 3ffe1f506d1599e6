import { useMemo } from 'react';
import { ShellPlayScene } from '../play/ShellPlayScene';
import { shownFrame } from './position';
import { useTeachStore } from './store';

/** The teaching view's table for lane-graph games: the shell's scene with the position shown; the spaces an actor may move to glow, and a press plays that move. */
export function TeachSceneHost() {
  const position = useTeachStore((s) => s.position);
  const frame = position ? shownFrame(position) : null;
  const pickSeats = useMemo(() => (frame ? frame.game.actors(frame.state) : []), [frame]);
  if (!frame || frame.game.board !== 'lane-graph' || !frame.prepared.graph) return null;
  return <ShellPlayScene session={frame} pickSeats={pickSeats} onPlay={(seat, action) => useTeachStore.getState().play(seat, action)} />;
}
