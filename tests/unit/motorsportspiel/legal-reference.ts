/**
 * A plain reference for Das Motorsportspiel's legal actions, to check the
 * engine's fast one against: no tables, no kept answers, every path of every
 * die walked out with the readable step rule (`stepBlock`, `stepTo`).
 *
 * - Dice placed in order: every order of the rolled dice (their names
 *   sorted, orders in lexicographic order), each read top or bottom (die i
 *   read from the bottom when bit i is set), one plan per sequence of
 *   numbers (read high or low), the first found.
 * - "Read it low" (rulebook: "you must choose the lower die number"): a plan
 *   with a die read high is not listed when it loses points and the same
 *   plan with some of its high dice read low loses fewer: every lowered
 *   variant is compared, found by its sequence of numbers (read high or
 *   low), whichever order of the dice the roll lists it under.
 * - A die's paths: those that drive it whole (or end the move: finished,
 *   stopped in a pit box), else the longest ones; in the order of the board's
 *   edges, each once.
 */
import { DICE, dieReading, type DieName, type MssAction, type MssState, type PlacedDie, type Side } from '../../../src/rules/motorsportspiel';
import { ctxKey, ctxOf, envOf, stepBlock, stepTo, type Ctx, type MoveEnv } from '../../../src/rules/motorsportspiel/moves';
import type { SpaceId } from '../../../src/track/lane-graph-types';

interface Drives {
  readonly full: { readonly path: readonly SpaceId[]; readonly end: Ctx }[];
  readonly partial: readonly (readonly SpaceId[])[];
}

/** Every way to drive `die` from `ctx`. */
export function drivesOf(env: MoveEnv, ctx: Ctx, die: PlacedDie): Drives {
  const full: { path: SpaceId[]; end: Ctx }[] = [];
  let partial: SpaceId[][] = [];
  const walk = (at: Ctx, path: SpaceId[]) => {
    if (path.length === die.value || at.done !== null) {
      full.push({ path, end: at });
      return;
    }
    let moved = false;
    for (const e of env.graph.out[at.space]!) {
      if (stepBlock(env, at, e, die.value, die.low) !== null) continue;
      moved = true;
      walk(stepTo(env, at, e), [...path, e.to]);
    }
    if (!moved) {
      if (partial.length === 0 || path.length > partial[0]!.length) partial = [path];
      else if (path.length === partial[0]!.length) partial.push(path);
    }
  };
  walk(ctx, []);
  return { full, partial: full.length > 0 ? [] : partial };
}

/** The fewest points lost driving `plan` from die `i` on (`seen`: the answers from each place and die, worked out once). */
export function costOf(env: MoveEnv, ctx: Ctx, plan: readonly PlacedDie[], i = 0, seen = new Map<string, number>()): number {
  if (i >= plan.length || ctx.done !== null) return 0;
  const key = `${ctxKey(ctx)}/${i}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  const die = plan[i]!;
  const d = drivesOf(env, ctx, die);
  if (d.full.length === 0) {
    const longest = d.partial[0]?.length ?? 0;
    const lost = die.value - longest + plan.slice(i + 1).reduce((s, x) => s + x.value, 0);
    seen.set(key, lost);
    return lost;
  }
  let best = Infinity;
  for (const f of d.full) best = Math.min(best, costOf(env, f.end, plan, i + 1, seen));
  seen.set(key, best);
  return best;
}

const read = (die: DieName, face: number, side: Side): PlacedDie => {
  const value = dieReading(DICE[die], face, side);
  const other = dieReading(DICE[die], face, side === 'top' ? 'bottom' : 'top');
  return { die, side, value, low: value <= other };
};
const seqOf = (plan: readonly PlacedDie[]) => plan.map((d) => `${d.value}${d.low ? 'l' : 'h'}`).join(',');

/** Every plan of a roll, one per sequence of numbers, in the engine's order. */
export function plansOf(roll: Partial<Record<DieName, number>>): PlacedDie[][] {
  const names = (Object.keys(roll) as DieName[]).sort();
  const orders: DieName[][] = [];
  const permute = (left: DieName[], acc: DieName[]) => {
    if (left.length === 0) orders.push(acc);
    left.forEach((d, i) => permute([...left.slice(0, i), ...left.slice(i + 1)], [...acc, d]));
  };
  permute(names, []);
  const out: PlacedDie[][] = [];
  const seen = new Set<string>();
  for (const o of orders) {
    for (let mask = 0; mask < 1 << o.length; mask++) {
      const plan = o.map((d, i) => read(d, roll[d]!, mask & (1 << i) ? 'bottom' : 'top'));
      if (seen.has(seqOf(plan))) continue;
      seen.add(seqOf(plan));
      out.push(plan);
    }
  }
  return out;
}

/** The legal actions of the car on turn in the order and path phases (null in the other phases). */
export function referenceLegal(state: MssState): MssAction[] | null {
  const turn = state.turn;
  if (state.over || !turn || (turn.phase !== 'order' && turn.phase !== 'move')) return null;
  const car = state.cars[turn.car]!;
  const env = envOf(state, car);
  const ctx = ctxOf(car);
  const out: MssAction[] = [];
  if (turn.phase === 'order') {
    const all = plansOf(turn.roll);
    const cost = new Map<string, number>();
    const costOfPlan = (plan: readonly PlacedDie[]) => {
      const key = seqOf(plan);
      if (!cost.has(key)) cost.set(key, costOf(env, ctx, plan));
      return cost.get(key)!;
    };
    // Every lowered variant is compared: the roll lists one plan per sequence of numbers, so the variant stands for whichever order lists its numbers.
    const listed = new Set(all.map(seqOf));
    for (const plan of all) {
      const high = plan.flatMap((d, i) => (d.low ? [] : [i]));
      let legal = true;
      if (high.length > 0 && costOfPlan(plan) > 0) {
        for (let mask = 1; mask < 1 << high.length && legal; mask++) {
          const lowered = plan.map((d, i) => (high.includes(i) && mask & (1 << high.indexOf(i)) ? read(d.die, turn.roll[d.die]!, d.side === 'top' ? 'bottom' : 'top') : d));
          if (listed.has(seqOf(lowered)) && costOfPlan(lowered) < costOfPlan(plan)) legal = false;
        }
      }
      if (legal) out.push({ type: 'order', dice: plan.map((d) => ({ die: d.die, side: d.side })) });
    }
  } else {
    const d = drivesOf(env, ctx, turn.plan[turn.die]!);
    const paths = d.full.length > 0 ? d.full.map((f) => f.path) : d.partial;
    const seen = new Set<string>();
    for (const path of paths) {
      if (seen.has(path.join(','))) continue;
      seen.add(path.join(','));
      out.push({ type: 'path', to: path });
    }
  }
  if (state.config.timePenalties && !turn.timedOut) out.push({ type: 'time-up' });
  return out;
}
