import { shownFrame, useTeachStore } from '../../app/teach';
import { TableOverlay } from '../play/PlayOverlay';
import { TeachPresentation } from './TeachPresentation';

/** Over the table: the shell's HUD of the position shown (seat facts from the client), for a board that is not a lane graph the game's board view, and a lesson's presentation view. */
export function TeachOverlay() {
  const position = useTeachStore((s) => s.position);
  if (!position) return null;
  return (
    <>
      <TableOverlay session={shownFrame(position)} handoff={null} flatBoard />
      <TeachPresentation />
    </>
  );
}
