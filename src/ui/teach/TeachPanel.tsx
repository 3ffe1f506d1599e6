import { useEffect } from 'react';
import { inTeach, lessonStepShown, laterMoves, openSavedOrSetup, publishTeach, shownFrame, useLearnGame, useTeachStore } from '../../app/teach';
import { useTeachSlots } from '../../app/teach/slots';
import type { TeachSlots } from '../../games/teach-slots';
import { GAME_TITLES } from '../../rules/core/game';
import { HowToPlay } from '../play/HowToPlay';
import { PlayLog } from '../play/PlayLog';
import { LearnGamePicker } from './LearnGamePicker';
import { TeachActions } from './TeachActions';
import { TeachCaption } from './TeachCaption';
import { TeachFiles } from './TeachFiles';
import { LessonStepView, TeachLessons } from './TeachLessons';
import { TeachSteps } from './TeachSteps';
import { useLessonKeys, useTeachKeys } from './useTeachKeys';
import { ClassTeacherBox } from '../../app/class/ClassTeacherBox';

/**
 * Learn mode, one shell for every game: the header and the game picker, then the game's own lesson slots where it
 * has them (src/games/teach-slots.ts), else the shell's teaching view.
 */
export function TeachPanel({ debug = false }: { debug?: boolean }) {
  const game = useLearnGame((s) => s.game);
  const own = useLearnGame((s) => !inTeach(s));
  const slots = useTeachSlots(own ? game : null);
  if (!own) return <ShellTeachPanel debug={debug} />;
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-learn" className="panel learn-panel teach-panel">
      <h1>Learn {GAME_TITLES[game]}</h1>
      <LearnGamePicker />
      {slots ? <SlotLessons slots={slots} debug={debug} /> : <p role="status">Loading the lessons…</p>}
    </section>
  );
}

/** A game's lesson slots, with the shell's keys stepping its lessons. */
function SlotLessons({ slots, debug }: { slots: TeachSlots; debug: boolean }) {
  const presented = slots.usePresented();
  useLessonKeys((d) => presented?.stepBy(d));
  return <slots.Lessons debug={debug} />;
}

/** The shell's own teaching view: the position, its moves with captions, every legal action to branch with, files. */
function ShellTeachPanel({ debug }: { debug: boolean }) {
  const game = useLearnGame((s) => s.game);
  const position = useTeachStore((s) => s.position);
  const error = useTeachStore((s) => s.error);
  const notice = useTeachStore((s) => s.notice);
  const saveNote = useTeachStore((s) => s.saveNote);
  const canUndo = useTeachStore((s) => s.history.length > 0);
  const onLessonStep = useTeachStore((s) => lessonStepShown(s.lesson, s.position) !== null);
  useTeachKeys();
  const shownGame = position ? position.frames[0]!.game.id : null;
  useEffect(() => {
    // The game chosen: the position kept from the last visit, else its set-up.
    if (shownGame !== game) openSavedOrSetup(game);
  }, [game, shownGame]);
  useEffect(() => {
    if (debug) publishTeach();
  }, [debug]);
  const frame = position && shownGame === game ? shownFrame(position) : null;
  const { undo, dismiss } = useTeachStore.getState();
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-learn" className="panel learn-panel teach-panel">
      <h1>Learn {GAME_TITLES[game]}</h1>
      {position?.file.title && shownGame === game ? <p className="muted teach-title">{position.file.title}</p> : null}
      <LearnGamePicker />
      {position && frame && <LessonStepView />}
      {position && frame && <ClassTeacherBox />}
      <TeachLessons game={game} />
      {error ? (
        <div role="alert" className="alert">
          {error}{' '}
          <button type="button" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
      {notice || canUndo ? (
        <p className="notice teach-notice" aria-label="What just happened">
          {notice}{' '}
          {canUndo && (
            <button type="button" onClick={undo}>
              Undo
            </button>
          )}
        </p>
      ) : null}
      {saveNote ? <p className="notice">{saveNote}</p> : null}
      {position && frame ? (
        <>
          <TeachSteps position={position} />
          {!onLessonStep && <TeachCaption position={position} />}
          <TeachActions session={frame} later={laterMoves(position)} />
          {frame.client && <HowToPlay title={frame.game.title} client={frame.client} />}
          <details className="teach-log">
            <summary>Every move so far</summary>
            <PlayLog log={frame.log} />
          </details>
          <TeachFiles position={position} />
        </>
      ) : (
        !error && <p role="status">Setting up the table…</p>
      )}
    </section>
  );
}
