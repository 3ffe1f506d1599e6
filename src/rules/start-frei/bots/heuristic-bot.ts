/**
 * A bot that plays sensibly: aims for exact chicane stops, overtakes when the
 * odds are good, changes rolls when it pays, buys cards better than its worst.
 */
import {
  DRS_MARKERS,
  GEAR_DICE,
  PIT_MARKERS,
  card,
  describeLayChoice,
  overtakeOptions,
  pendingMoveOptions,
  sameAction,
  sameSwitches,
  type Action,
  type GameState,
  type PendingRoll,
  type PlayerId,
} from '../index';
import type { StartFreiBot as Bot } from './bot';
import { bestMove, cardValue, chicaneAhead, drsRank, gearFit, overtakeOdds, pendingValue } from './heuristics';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

function byType<T extends Action['type']>(actions: readonly Action[], type: T): Of<T>[] {
  return actions.filter((a): a is Of<T> => a.type === type);
}

/**
 * The listed action equal to `chosen` (the engine's own object, which the
 * boundary has already read once), else `chosen` itself: a choice made by its
 * fields goes back as one of the actions the bot was given.
 */
function listed(actions: readonly Action[], chosen: Action): Action {
  for (const a of actions) if (sameAction(a, chosen)) return a;
  return chosen;
}

/** Whether any action has `type` (a loop, no filtered copy: asked several times per decision). */
function has(actions: readonly Action[], type: Action['type']): boolean {
  for (const a of actions) if (a.type === type) return true;
  return false;
}

function choosePending(state: GameState, player: PlayerId, actions: readonly Action[]): Action {
  const t = state.turn!;
  const pending = t.pending!;
  const coins = state.players[player]!.coins;
  const options = pendingMoveOptions(state);
  const base = bestMove(options);
  // Null: the best move (looked up among the listed actions only when it is the choice).
  let best: Action | null = null;
  let bestValue = base.value;
  for (const a of actions) {
    let v = -Infinity;
    if (a.type === 'adjust') {
      const cost = a.pay === 'paid' ? paidCost(state) : 0;
      v = pendingValue(state, player, withPending(pending, pending.points + a.delta, pending.ignores), coins - cost) - cost - (a.pay === 'free' ? 0.3 : 0);
    } else if (a.type === 'ignore-chicane') {
      v = pendingValue(state, player, withPending(pending, pending.points, pending.ignores + 1), coins - 1) - 1;
    } else if (a.type === 'use-drs') {
      const m = DRS_MARKERS[state.players[player]!.drs[a.slot]!]!;
      const next = m.kind === 'change' ? withPending(pending, pending.points + a.delta!, pending.ignores) : withPending(pending, pending.points, pending.ignores + 1);
      v = pendingValue(state, player, next, coins) - 1.2;
    }
    if (v > bestValue + 0.01) {
      bestValue = v;
      best = a;
    }
  }
  return best ?? listed(actions, { type: 'move', switches: base.option.switches });
}

/** The pending roll with other points or ignores (explicit fields: no spread per option). */
function withPending(p: PendingRoll, points: number, ignores: number): PendingRoll {
  return { die: p.die, boost: p.boost, points, ignores, overtake: p.overtake };
}

/** Coins per point of the played card's paid change (start-frei: "Special Functions"). */
function paidCost(state: GameState): number {
  const sp = state.turn!.card ? card(state.turn!.card).special : null;
  if (sp?.kind !== 'position-paid') return 1;
  return { first: 4, mid: 2, last: 1 }[state.turn!.placement];
}

function chooseRoll(state: GameState, player: PlayerId, rolls: readonly Of<'roll'>[]): Action {
  const gear = state.players[player]!.gear;
  let best: Action = rolls.find((r) => !r.overtake) ?? rolls[0]!;
  let bestOdds = 0.45;
  if (rolls.length === 1) return best;
  const plans = overtakeOptions(state, player);
  for (const r of rolls) {
    if (!r.overtake) continue;
    const plan = plans.find((p) => p.target === r.overtake!.target && sameSwitches(p.switches, r.overtake!.switches));
    if (!plan) continue;
    const odds = overtakeOdds(gear, plan);
    if (odds > bestOdds) {
      bestOdds = odds;
      best = r;
    }
  }
  return best;
}

function chooseShift(state: GameState, player: PlayerId, shifts: readonly Of<'shift'>[]): Action {
  const gear = state.players[player]!.gear;
  const d = chicaneAhead(state, player);
  if (d === Infinity) return shifts.find((s) => s.dir === 'up') ?? shifts[0]!;
  let best = shifts[0]!;
  let score = -Infinity;
  for (const s of shifts) {
    const g = gear + (s.dir === 'up' ? 1 : -1);
    const v = gearFit(g, d);
    if (v > score) {
      score = v;
      best = s;
    }
  }
  return best;
}

function chooseCard(state: GameState, player: PlayerId, choices: readonly Of<'choose'>[]): Action {
  const gear = state.players[player]!.gear;
  let best = choices[0]!;
  let score = -Infinity;
  for (const c of choices) {
    const instr = card(c.card).instructions;
    const first = Array.isArray(instr) ? instr[0] : 'roll';
    const v = cardValue(c.card) + (first === 'shift' && gear < GEAR_DICE.length - 1 ? 1 : 0);
    if (v > score) {
      score = v;
      best = c;
    }
  }
  return best;
}

function choosePit(state: GameState, player: PlayerId, actions: readonly Action[]): Action {
  const markers = byType(actions, 'turn-marker');
  if (markers.length > 0) {
    const pref = ['roll', 'coins', 'shift'];
    return markers.reduce((a, b) => (pref.indexOf(markerKind(b.marker)) < pref.indexOf(markerKind(a.marker)) ? b : a));
  }
  const p = state.players[player]!;
  const worst = p.deck.reduce((a, b) => (cardValue(b) < cardValue(a) ? b : a));
  let best: Action | null = null;
  let gain = 1.5;
  for (const b of byType(actions, 'buy')) {
    if (b.returnCard !== worst || p.coins - card(b.card).price < 1) continue;
    const g = cardValue(b.card) - cardValue(worst);
    if (g > gain) {
      gain = g;
      best = b;
    }
  }
  return best ?? listed(actions, { type: 'pass' });
}

/**
 * Laying as the last car: the field ahead reaches the new piece first, so the
 * bot lays what hinders the cars in front and helps a chaser: fewer switches
 * (no way round the pack), heavier chicanes; the plan's way on a tie.
 */
function chooseLay(state: GameState, actions: readonly Of<'lay'>[]): Action {
  let best = actions[0]!;
  let bestScore = -Infinity;
  for (const a of actions) {
    const info = describeLayChoice(state.track, state.laying!.piece, a);
    const score = info ? 2 * info.dangerousChicanes + info.normalChicanes - info.switches : 0;
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

function markerKind(m: number): string {
  return PIT_MARKERS[m]!.kind;
}

export function heuristicBot(_seed: number): Bot {
  return {
    kind: 'heuristic',
    choose(state, player, actions) {
      if (state.phase === 'choose') return chooseCard(state, player, byType(actions, 'choose'));
      if (state.phase === 'pit') return choosePit(state, player, actions);
      if (state.phase === 'lay') return chooseLay(state, byType(actions, 'lay'));
      const t = state.turn!;
      if (has(actions, 'keep-drs')) {
        const offer = drsRank(t.drsOffer!);
        const wheel = state.players[player]!.drs;
        let slot: number | null = null;
        let low = offer;
        for (let i = 0; i < wheel.length; i++) {
          if (drsRank(wheel[i]!) < low) {
            low = drsRank(wheel[i]!);
            slot = i;
          }
        }
        return listed(actions, { type: 'keep-drs', slot });
      }
      for (const a of actions) if (a.type === 'take-coins') return a;
      if (t.pending) return choosePending(state, player, actions);
      if (has(actions, 'roll')) return chooseRoll(state, player, byType(actions, 'roll'));
      if (has(actions, 'shift')) return chooseShift(state, player, byType(actions, 'shift'));
      // After the last instruction: a DRS roll is a free move; a DRS shift only upwards.
      const drs = byType(actions, 'use-drs');
      const roll = drs.find((a) => DRS_MARKERS[state.players[player]!.drs[a.slot]!]!.kind === 'roll');
      if (roll) return roll;
      const up = drs.find((a) => a.dir === 'up');
      if (up) return up;
      return actions.find((a) => a.type === 'end-turn') ?? actions[0]!;
    },
  };
}
