import { shownFrame, useTeachStore } from '../../app/teach';
import { TableOverlay } from '../play/PlayOverlay';

/** Over the table: the shell's HUD of the position shown (seat facts from the client) and, for a board that is not a lane graph, the game's board view. */
export function TeachOverlay() {
  const position = useTeachStore((s) => s.position);
  if (!position) return null;
  return <TableOverlay session={shownFrame(position)} handoff={null} />;
}
