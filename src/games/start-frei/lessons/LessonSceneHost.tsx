/**
 * Joins Learn mode's store to its scene: reads the lesson, the step and the
 * chosen roll, and passes the scene what to draw and what to call back. The
 * table (./table) takes everything as props and imports no store.
 */
import { useMemo } from 'react';
import { LearnScene, stripLayout, type LearnPrint, type LearnProbes } from './table';
import type { Layout } from '../../../track';
import type { LessonTrack } from './lesson-schema';
import { useLearnStore } from './store';
import { learnView } from './view';
import { learnDebug, publishScreen } from './debug';

const PROBES: LearnProbes = {
  publishScreen,
  carPoses: () => learnDebug()?.carPoses,
  setCarPoses: (poses) => {
    const l = learnDebug();
    if (l) l.carPoses = poses;
  },
};

/** The pieces the lesson's track is printed on: its layout, or a practice strip laid of plain straights. */
function printOf(layout: Layout | null, track: LessonTrack | undefined): LearnPrint | null {
  if (layout) return { layout, features: 'layout' };
  const strip = track && 'strip' in track ? stripLayout(track.strip.length) : null;
  return strip ? { layout: strip, features: 'graph' } : null;
}

export function LearnSceneHost({ debug = false }: { debug?: boolean }) {
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const choice = useLearnStore((s) => s.choice);
  const moveCar = useLearnStore((s) => s.moveCar);
  const play = useLearnStore((s) => s.play);
  const view = useMemo(() => learnView(session, choice), [session, choice]);
  const frames = useMemo(() => session?.run.frames ?? [], [session]);
  // By the track, not the session: editing the position keeps the printed pieces.
  const layout = session?.layout ?? null;
  const track = session?.lesson.track;
  const print = useMemo(() => printOf(layout, track), [layout, track]);
  return (
    <LearnScene
      graph={session?.graph ?? null}
      print={print}
      frames={frames}
      step={step}
      reach={view.reach}
      active={view.active}
      onMoveCar={moveCar}
      onPick={(i) => {
        const r = view.reach[i];
        if (r) play(r.option.switches);
      }}
      {...(debug ? { probes: PROBES } : {})}
    />
  );
}
