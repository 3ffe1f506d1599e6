/**
 * The start of a round and its phase 1. Rulebook: "Game Play" (15 rounds of 5 phases), "Phase 1: New Passengers
 * Arrive" (the die, the cards drawn; none in "Round 15"), "Blue Train (St. Martin)" (the cube in rounds 3, 6, 9,
 * 12) and "Yellow Train (Röntgen)" (one card more, one put back under the pile).
 */
import { nextInt } from '../core/rng';
import { card, CUBE_ID, baseRange, draw, place, setP, trainCount, trainWith, type Draft } from './state';
import { DICE, dieFor, isSpecial, RANGE, ROUNDS, SPLIT_ROUNDS } from './data';
import type { BahnEvent } from './types';

export function startRound(d: Draft, ev: BahnEvent[]): void {
  d.played += 1;
  ev.push({ type: 'RoundStarted', round: d.round, chief: d.chief });
  d.parts = d.parts.filter((p) => !p.cube).map((p) => ({ ...p, stop: 'none' }));
  d.parts = d.parts.map((p) => ({ ...p, left: baseRange(d, p) }));
  for (const p of d.passengers) if (p.rode.length > 0) setP(d, p.id, (x) => ({ ...x, rode: x.where.at === 'aboard' ? [x.where.part] : [] }));
  d.done = d.done.map(() => false);
  d.closedStations = [];
  d.closedRoutes = [];
  d.kept = null;
  d.passed = [];
  d.shielded = [];
  d.due = 0;
  d.relief = 0;
  d.event = null;
  d.lastDie = null;
  // St. Martin splits in rounds 3, 6, 9, 12: the cube starts beside the blue locomotive.
  const blue = trainWith(d, 'blue');
  if (blue >= 0 && SPLIT_ROUNDS.includes(d.round)) {
    const loco = d.parts.find((p) => p.train === blue && !p.cube)!;
    d.parts = [...d.parts, { id: CUBE_ID, train: blue, cube: true, space: loco.space, left: RANGE.cube, stop: 'none' }];
    ev.push({ type: 'Split', space: loco.space });
  }
  // Phase 1: new passengers (none in round 15).
  if (d.round < ROUNDS) {
    const die = dieFor(trainCount(d), d.round);
    const r = nextInt(d.rng, 6);
    d.rng = r.state;
    const face = DICE.dice[die][r.value]!;
    d.lastDie = face;
    ev.push({ type: 'DieRolled', die, face });
    const roentgen = trainWith(d, 'yellow') >= 0;
    const drawn = draw(d, face + (roentgen ? 1 : 0));
    if (roentgen && face > 0 && drawn.length === face + 1 && drawn.some((id) => !isSpecial(card(id)))) d.pending = [...d.pending, { kind: 'put-back', seat: d.chief, drawn }];
    else place(d, ev, drawn);
  }
  d.stage = 'event';
}
