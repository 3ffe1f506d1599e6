/**
 * Chances of the outcomes of an overtaking manoeuvre, counted over the faces
 * of the gear die and the boost die (GEAR_DICE, BOOST_DIE: each face equally
 * likely). Each outcome comes from previewMove, as in a real roll.
 */
import { BOOST_DIE, GEAR_DICE, previewMove, type GameState, type OvertakeOutcome, type OvertakePlan } from '../../../rules/start-frei';

export interface OutcomeOdds {
  readonly outcome: OvertakeOutcome;
  /** Ways out of `total` equally likely face combinations. */
  readonly ways: number;
  readonly total: number;
}

function outcomeOf(state: GameState, player: number, plan: OvertakePlan, die: number, boost: (typeof BOOST_DIE)[number]): OvertakeOutcome | null {
  const points = die + (typeof boost === 'number' ? boost : 0);
  const o = previewMove(state, points, { player, overtake: plan, boost })[0];
  return o?.overtake?.outcome ?? null;
}

function tally(counts: Map<OvertakeOutcome, number>, total: number): OutcomeOdds[] {
  return [...counts.entries()].map(([outcome, ways]) => ({ outcome, ways, total })).sort((a, b) => b.ways - a.ways);
}

/** Over both dice: the chances before rolling. */
export function overtakeOdds(state: GameState, player: number, plan: OvertakePlan): OutcomeOdds[] {
  const faces = GEAR_DICE[state.players[player]!.gear] ?? [];
  const counts = new Map<OvertakeOutcome, number>();
  for (const die of faces) {
    for (const boost of BOOST_DIE) {
      const out = outcomeOf(state, player, plan, die, boost);
      if (out) counts.set(out, (counts.get(out) ?? 0) + 1);
    }
  }
  return tally(counts, faces.length * BOOST_DIE.length);
}

/** With the gear die's result chosen: the chances over the boost die alone. */
export function boostOdds(state: GameState, player: number, plan: OvertakePlan, die: number): OutcomeOdds[] {
  const counts = new Map<OvertakeOutcome, number>();
  for (const boost of BOOST_DIE) {
    const out = outcomeOf(state, player, plan, die, boost);
    if (out) counts.set(out, (counts.get(out) ?? 0) + 1);
  }
  return tally(counts, BOOST_DIE.length);
}

export function percent(o: OutcomeOdds): string {
  return `${Math.round((100 * o.ways) / o.total)}%`;
}
