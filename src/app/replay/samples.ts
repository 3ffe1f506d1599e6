/** Chart samples of a Start Frei replay: the standings at the start of every pass and at the end. */
import { chartSamples } from '../../games/start-frei/replay';
import type { RaceSample } from '../broadcast';
import type { ReplaySession } from './session';

const cache = new WeakMap<ReplaySession, RaceSample[]>();

export function raceSamples(session: ReplaySession): RaceSample[] {
  const hit = cache.get(session);
  if (hit) return hit;
  const out = chartSamples((k) => session.seeker.stateAt(k), session.seeker.events);
  cache.set(session, out);
  return out;
}
