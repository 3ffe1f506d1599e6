import { useEffect, useMemo } from 'react';
import { learnView, lessonFromHash, publishLearn, restoreLearn, useLearnStore } from '..';
import { LessonPicker } from './LessonPicker';
import { StepControls } from './StepControls';
import { Caption } from './Caption';
import { RollChooser } from './RollChooser';
import { ReachList } from './ReachList';
import { CarEditor } from './CarEditor';
import { TurnEditor } from './TurnEditor';
import { ExtraActions } from './ExtraActions';
import { FileBar } from './FileBar';
import './lessons.css';

/**
 * Start Frei's lessons in the Teach shell's panel (its `Lessons` slot, src/games/teach-slots.ts): the lessons first,
 * then the lesson open with its steps and the rule, the "what if" roll, the position editor and files. The shell
 * draws the header, the game picker, the keys and the projector view around it.
 */
export function StartFreiLessons({ debug = false }: { debug?: boolean }) {
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const choice = useLearnStore((s) => s.choice);
  const source = useLearnStore((s) => s.source);
  const error = useLearnStore((s) => s.error);
  const notice = useLearnStore((s) => s.notice);
  const dismiss = useLearnStore((s) => s.dismiss);
  const view = useMemo(() => learnView(session, choice), [session, choice]);
  const frames = useMemo(() => session?.run.frames ?? [], [session]);
  const atEnd = step >= frames.length - 1;
  useEffect(() => {
    // A shared link opens its lesson; otherwise the lesson kept from the last visit, or an empty position on the Oval.
    const st = useLearnStore.getState();
    if (st.session) return;
    void lessonFromHash(window.location.hash).then((r) => {
      if (r === null) {
        if (!restoreLearn()) st.newLesson('the-oval');
      } else if (r.ok) st.open(r.lesson, 'link');
      else {
        st.newLesson('the-oval');
        st.refuse(`The shared lesson was not opened: ${r.error}`);
      }
    });
  }, []);
  useEffect(() => {
    if (debug && session) publishLearn(session.lesson.title, source, step, frames, atEnd ? view.reach : []);
  }, [debug, session, source, step, frames, view, atEnd]);
  return (
    <>
      {error ? (
        <div role="alert" className="alert">
          {error}{' '}
          <button type="button" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
      {view.error ? (
        <p role="status" className="notice">
          No preview of the next roll: {view.error}
        </p>
      ) : null}
      <LessonPicker />
      {session ? (
        <section className="learn-lesson" aria-label="Lesson">
          <h2 data-testid="lesson-title">{session.lesson.title}</h2>
          {source === 'new' ? <p className="muted">Your own position: drag a car onto a space, or set it under “Position” below; then choose the die and press a highlighted space to play the move.</p> : null}
          <StepControls />
          <Caption />
          {atEnd ? <RollChooser view={view} /> : step === 0 ? <p className="muted">Step through the lesson; at its last step you choose the next roll.</p> : null}
          <ReachList view={view} atEnd={atEnd} />
          <ExtraActions view={view} atEnd={atEnd} />
          <details>
            <summary>Position</summary>
            <p className="muted">Drag a car onto a space on the first step, or type its space. Changing the position clears the recorded moves.</p>
            <TurnEditor />
            {session.lesson.position.cars.map((c, i) => (
              <CarEditor key={i} index={i} car={c} canRemove={session.lesson.position.cars.length > 2} />
            ))}
          </details>
          <FileBar />
        </section>
      ) : null}
    </>
  );
}
