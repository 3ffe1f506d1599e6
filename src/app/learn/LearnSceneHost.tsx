/**
 * Joins Learn mode's store to its scene: reads the lesson, the step and the
 * chosen roll, and passes the scene what to draw and what to call back. The
 * scene (src/scene/learn) never imports the app layer.
 */
import { useMemo } from 'react';
import { LearnScene, type LearnProbes } from '../../scene/learn';
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

export function LearnSceneHost({ debug = false }: { debug?: boolean }) {
  const session = useLearnStore((s) => s.session);
  const step = useLearnStore((s) => s.step);
  const choice = useLearnStore((s) => s.choice);
  const moveCar = useLearnStore((s) => s.moveCar);
  const play = useLearnStore((s) => s.play);
  const view = useMemo(() => learnView(session, choice), [session, choice]);
  const frames = useMemo(() => session?.run.frames ?? [], [session]);
  return (
    <LearnScene
      graph={session?.graph ?? null}
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
