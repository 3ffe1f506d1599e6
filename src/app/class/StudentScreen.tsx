import { useEffect } from 'react';
import { ClassPhone } from '../../ui/class';
import { CLASS_PARAM } from '../../sim/class-protocol';
import { useClassStudent } from './class-store';

/** A student's phone: the class of the link (`?class=CODE`), or the code typed; back in the class after a reload. */
export function StudentScreen() {
  const phase = useClassStudent((s) => s.phase);
  const view = useClassStudent((s) => s.view);
  const message = useClassStudent((s) => s.message);
  useEffect(() => {
    void useClassStudent.getState().resume();
  }, []);
  const code = new URLSearchParams(window.location.search).get(CLASS_PARAM)?.slice(0, 20) ?? '';
  const s = useClassStudent.getState();
  return <ClassPhone phase={phase} view={view} message={message} code={code} onJoin={(c, n) => void s.join(c, n)} onAnswer={s.answer} />;
}
