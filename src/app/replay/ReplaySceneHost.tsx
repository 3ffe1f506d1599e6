import { useMemo } from 'react';
import { catalogFor } from '../../track';
import { RaceScene } from '../../scene/race';
import type { SceneFeed } from '../../scene/race';
import { useAppStore } from '../store';
import { useReplayStore } from './replay-store';

/** Replay mode's scene: the open replay's own track and the state at the current step. */
export function ReplaySceneHost() {
  const session = useReplayStore((s) => s.session);
  const state = useReplayStore((s) => s.state);
  const step = useReplayStore((s) => s.step);
  const seq = useReplayStore((s) => s.seq);
  const animate = useReplayStore((s) => s.animate);
  const speed = useReplayStore((s) => s.speed);
  const camera = useReplayStore((s) => s.camera);
  const follow = useReplayStore((s) => s.follow);
  const debug = useAppStore((s) => s.debug);
  const feed = useMemo<SceneFeed | null>(() => {
    if (!session || !state) return null;
    return { state, events: step > 0 ? (session.seeker.events[step - 1] ?? []) : [], seq, animate, speed };
  }, [session, state, step, seq, animate, speed]);
  if (!session || !feed) return null;
  const laneWidth = catalogFor(session.track.layout.game).laneWidth;
  return <RaceScene graph={feed.state.track.graph} laneWidth={laneWidth} feed={feed} camera={camera} follow={follow} debug={debug} />;
}
