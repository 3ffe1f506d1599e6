/** Chart samples of a Start Frei replay: the standings at the start of every pass and at the end. */
import { distance, standings } from '../../rules/start-frei';
import type { RaceSample } from '../broadcast';
import type { ReplaySession } from './session';

const cache = new WeakMap<ReplaySession, RaceSample[]>();

export function raceSamples(session: ReplaySession): RaceSample[] {
  const hit = cache.get(session);
  if (hit) return hit;
  const steps: { step: number; label: string }[] = [{ step: 0, label: 'Start' }];
  session.seeker.events.forEach((list, i) => {
    for (const e of list) if (e.type === 'PassStarted' && e.pass > 1) steps.push({ step: i + 1, label: `Pass ${e.pass}` });
  });
  const end = session.seeker.length;
  if (steps[steps.length - 1]!.step !== end) steps.push({ step: end, label: 'Finish' });
  const out = steps.map(({ step, label }) => {
    const s = session.seeker.stateAt(step);
    return { step, label, order: s.standings ?? standings(s), distances: s.players.map((_, i) => distance(s, i)) };
  });
  cache.set(session, out);
  return out;
}
