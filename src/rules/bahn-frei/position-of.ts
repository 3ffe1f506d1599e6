/**
 * A Bahn Frei state written as a position (positions.ts builds it back): the round, the chief, each train where it
 * stands with its passengers by car, the passengers waiting, delivered and out, the vouchers, the complaints, the
 * event in force and both piles, and in phase 4 who is done, who changed trains and the windshield's sips. Only a
 * state between the group's choices is a position: phase 3 ("Phase 3: Operations Briefing") or phase 4 under way
 * ("Phase 4: Rail Operations"), nothing pending.
 */
import { stationAt } from '../../rail';
import { BahnSetupError } from './setup';
import type { BahnPosition } from './positions';
import type { BahnState, Part, Passenger } from './types';

type PartPosition = NonNullable<BahnPosition['cube']>;

function partPosition(s: BahnState, part: Part): PartPosition {
  const passengers = s.passengers
    .filter((p): p is Passenger & { where: { at: 'aboard'; part: string; car: number } } => p.where.at === 'aboard' && p.where.part === part.id)
    .map((p) => {
      // The passenger's parts this round end with the one it is in; the ones before it are where it changed from.
      const before = p.rode.slice(0, -1);
      return { id: p.id, car: p.where.car, ...(before.length > 0 ? { rode: before } : {}) };
    });
  return {
    at: stationAt(s.map, part.space) ?? part.space,
    left: part.left,
    ...(passengers.length > 0 ? { passengers } : {}),
    ...(part.stop !== 'none' ? { stop: part.stop } : {}),
  };
}

/** The position of `state`; throws (one line) when it is not one (choices pending, the set-up's placing, the game over). */
export function positionOf(s: BahnState): BahnPosition {
  if ((s.phase !== 'briefing' && s.phase !== 'operations') || s.pending.length > 0) throw new BahnSetupError(`a position is phase 3 or 4 with nothing pending, not phase '${s.phase}'`);
  const odd = s.passengers.find((p) => p.where.at === 'drawn' || p.where.at === 'excused');
  if (odd) throw new BahnSetupError(`passenger ${odd.id} is ${odd.where.at}, which a position does not hold`);
  const at = (where: Passenger['where']['at']) => s.passengers.filter((p) => p.where.at === where);
  const cube = s.parts.find((p) => p.cube);
  const done = s.done.flatMap((d, seat) => (d ? [seat] : []));
  return {
    round: s.round,
    phase: s.phase,
    chief: s.chief,
    trains: s.trains.map((t, i) => ({ colour: t.colour, driver: t.driver, ...partPosition(s, s.parts.find((p) => p.train === i && !p.cube)!) })),
    ...(cube ? { cube: partPosition(s, cube) } : {}),
    waiting: at('waiting').map((p) => ({ id: p.id, ...(p.vouchers > 0 ? { vouchers: p.vouchers } : {}) })),
    delivered: at('delivered').map((p) => p.id),
    complained: at('complained').map((p) => p.id),
    pile: [...s.pile],
    vouchers: s.vouchers,
    complaints: s.complaints,
    event: s.event,
    eventPile: [...s.eventPile],
    ...(done.length > 0 ? { done } : {}),
  };
}
