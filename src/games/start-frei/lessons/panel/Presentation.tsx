/** Start Frei's lesson shown as the shell's projector view presents a lesson (src/ui/teach/TeachPresentation.tsx). */
import { useLearnStore, shownCaption } from '..';
import type { PresentedLesson } from '../../../teach-slot-types';

export function useStartFreiPresented(): PresentedLesson | null {
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const changed = useLearnStore((s) => s.changed);
  const edited = useLearnStore((s) => s.edited);
  if (!session) return null;
  const steps = session.run.frames?.length ?? 0;
  const c = shownCaption({ session, step, changed, edited });
  return {
    title: session.lesson.title,
    count: `Step ${Math.min(step + 1, steps)} of ${steps}`,
    rule: c?.rule ?? null,
    text: c?.text ?? '',
    note: c?.note ?? null,
    canBack: step > 0,
    canNext: step < steps - 1,
    stepBy: (d) => useLearnStore.getState().stepBy(d),
  };
}
