import { useEffect } from 'react';
import { ClassProjector } from '../../ui/class';
import { useTeachStore } from '../teach';
import { classLink, useClassTeacher } from './class-store';

/** Saves the class's names and answers as a CSV file on the teacher's machine (the only copy that leaves the room). */
function download(csv: string, code: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `class-${code}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** In the Teach panel: "Open a class", and once open the projector's class view over the table. */
export function ClassTeacherBox() {
  const phase = useClassTeacher((s) => s.phase);
  const view = useClassTeacher((s) => s.view);
  const message = useClassTeacher((s) => s.message);
  const csv = useClassTeacher((s) => s.csv);
  const askedAt = useClassTeacher((s) => s.askedAt);
  const position = useTeachStore((s) => s.position);
  useEffect(() => {
    // After a reload the teacher's tab takes its class back.
    void useClassTeacher.getState().resume();
  }, []);
  const c = useClassTeacher.getState();
  if (phase !== 'open' || !view) {
    return (
      <div className="class-open-box">
        <button type="button" className="class-open" onClick={() => void c.open()} disabled={phase === 'connecting'}>
          {phase === 'connecting' ? 'Opening the class…' : 'Open a class'}
        </button>{' '}
        <a href="?class=">Join a class</a>
        {message && (
          <p role="alert" className="alert">
            {message}
          </p>
        )}
      </div>
    );
  }
  return (
    <ClassProjector
      view={view}
      link={classLink(view.code)}
      message={message}
      canPlayOut={view.phase === 'revealed' && askedAt !== null && askedAt === position}
      onAsk={c.ask}
      onReveal={c.reveal}
      onNext={c.advance}
      onEnd={c.end}
      onDownload={() => csv && download(csv, view.code)}
      onClose={() => void c.close()}
    />
  );
}
