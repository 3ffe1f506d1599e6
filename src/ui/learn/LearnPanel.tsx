import { useEffect, useMemo } from 'react';
import { learnView, lessonFromHash, publishLearn, restoreLearn, useLearnStore } from '../../app/learn';
import { LessonPicker } from './LessonPicker';
import { StepControls } from './StepControls';
import { Caption } from './Caption';
import { RollChooser } from './RollChooser';
import { ReachList } from './ReachList';
import { CarEditor } from './CarEditor';
import { TurnEditor } from './TurnEditor';
import { ExtraActions } from './ExtraActions';
import { FileBar } from './FileBar';
import { useLearnKeys } from './useLearnKeys';
import { LearnGamePicker } from '../teach/LearnGamePicker';
import './learn.css';

/** Learn mode's side panel: lessons, steps with the rule, the "what if" roll, the position editor, files. */
export function LearnPanel({ debug = false }: { debug?: boolean }) {
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const choice = useLearnStore((s) => s.choice);
  const error = useLearnStore((s) => s.error);
  const notice = useLearnStore((s) => s.notice);
  const dismiss = useLearnStore((s) => s.dismiss);
  const view = useMemo(() => learnView(session, choice), [session, choice]);
  const frames = useMemo(() => session?.run.frames ?? [], [session]);
  const atEnd = step >= frames.length - 1;
  useLearnKeys();
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
    if (debug && session) publishLearn(session.lesson.title, step, frames, atEnd ? view.reach : []);
  }, [debug, session, step, frames, view, atEnd]);
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-learn" className="panel learn-panel">
      <h1>{session?.lesson.title ?? 'Learn'}</h1>
      <LearnGamePicker />
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
      {session ? (
        <>
          <StepControls />
          <Caption />
          {atEnd ? <RollChooser view={view} /> : <p className="muted">Step to the end to choose the next roll.</p>}
          <ReachList view={view} atEnd={atEnd} />
          <ExtraActions view={view} atEnd={atEnd} />
        </>
      ) : null}
      <LessonPicker />
      {session ? (
        <>
          <details>
            <summary>Position</summary>
            <p className="muted">Drag a car onto a space on the first step, or type its space. Changing the position clears the recorded moves.</p>
            <TurnEditor />
            {session.lesson.position.cars.map((c, i) => (
              <CarEditor key={i} index={i} car={c} canRemove={session.lesson.position.cars.length > 2} />
            ))}
          </details>
          <FileBar />
        </>
      ) : null}
    </section>
  );
}
