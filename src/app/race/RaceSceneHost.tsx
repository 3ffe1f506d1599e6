import { useEffect, useMemo } from 'react';
import { catalogFor } from '../../track';
import { createGame, pendingMoveOptions } from '../../rules/start-frei';
import { raceGameConfig } from './record';
import { RaceScene, type SceneFeed } from '../../scene/race';
import { useAppStore } from '../store';
import { loadTrack, useRaceStore } from './race-store';
import { whoActs } from './controller';
import { publishRace } from './debug';

/** Race mode's scene: the live game, with the spaces a person may drive to highlighted and clickable. */
export function RaceSceneHost() {
  const live = useRaceStore((s) => s.track);
  const liveState = useRaceStore((s) => s.state);
  const setup = useRaceStore((s) => s.setup);
  // Before the start: the chosen track with the cars on the grid.
  const preview = useMemo(() => {
    if (live) return null;
    const t = loadTrack(setup);
    if (!t.ok) return null;
    try {
      return { track: t.track, state: createGame(raceGameConfig(t.track, setup.seats), setup.seed) };
    } catch {
      return null;
    }
  }, [live, setup]);
  const track = live ?? preview?.track ?? null;
  const state = liveState ?? preview?.state ?? null;
  const events = useRaceStore((s) => s.events);
  const seq = useRaceStore((s) => s.seq);
  const animate = useRaceStore((s) => s.animate);
  const pace = useRaceStore((s) => s.pace);
  const camera = useRaceStore((s) => s.camera);
  const seats = useRaceStore((s) => s.setup.seats);
  const debug = useAppStore((s) => s.debug);
  useEffect(() => {
    if (debug) publishRace();
  }, [debug]);
  const feed = useMemo<SceneFeed | null>(() => (state ? { state, events, seq, animate, speed: pace === 'instant' ? 8 : pace } : null), [state, events, seq, animate, pace]);
  const options = useMemo(() => {
    if (!state || state.phase !== 'turn' || !state.turn?.pending) return [];
    const who = whoActs(state);
    return seats[who]?.kind === 'human' ? pendingMoveOptions(state) : [];
  }, [state, seats]);
  const reachable = useMemo(() => [...new Set(options.map((o) => o.end))], [options]);
  if (!track || !feed) return null;
  const pick = (space: number) => {
    const o = options.find((x) => x.end === space);
    if (o) useRaceStore.getState().act({ type: 'move', switches: o.switches });
  };
  const follow = Math.max(0, whoActs(feed.state));
  return (
    <RaceScene graph={feed.state.track.graph} laneWidth={catalogFor(track.layout.game).laneWidth} feed={feed} camera={camera} follow={follow} debug={debug} reachable={reachable} onPick={pick} />
  );
}
