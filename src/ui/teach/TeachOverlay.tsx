import { inTeach, shownFrame, useLearnGame, useTeachStore } from '../../app/teach';
import { useTeachSlots } from '../../app/teach/slots';
import type { TeachSlots } from '../../games/teach-slots';
import { TableOverlay } from '../play/PlayOverlay';
import { LessonPresentation, TeachPresentation } from './TeachPresentation';

/**
 * Over the table: for the shell's teaching view, its HUD of the position shown (seat facts from the client; for a
 * board that is not a lane graph the game's board view) and a lesson's presentation view; for a game's own lesson
 * slots, the same presentation view of its lesson.
 */
export function TeachOverlay() {
  const game = useLearnGame((s) => s.game);
  const own = useLearnGame((s) => !inTeach(s));
  const slots = useTeachSlots(own ? game : null);
  if (own) return slots ? <SlotPresentation slots={slots} /> : null;
  return <ShellOverlay />;
}

function SlotPresentation({ slots }: { slots: TeachSlots }) {
  return <LessonPresentation lesson={slots.usePresented()} />;
}

function ShellOverlay() {
  const position = useTeachStore((s) => s.position);
  if (!position) return null;
  return (
    <>
      <TableOverlay session={shownFrame(position)} handoff={null} flatBoard />
      <TeachPresentation />
    </>
  );
}
