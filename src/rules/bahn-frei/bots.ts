/**
 * Bahn Frei's bots, pure and deterministic given their seed. `random` picks
 * any listed action; `heuristic` plays for the team: every train heads for
 * the nearest passenger it is the closest train to, or the destination of the
 * most hurried passenger aboard; it boards whoever waits where it stands,
 * lets passengers alight at their destinations, places vouchers on waiting
 * passengers and picks the least harmful option of every event.
 */
import { distancesFrom, stationSpace } from '../../rail';
import { canonicalJson } from '../core/hash';
import { uniformBot } from '../core/bot-random';
import type { Bot, BotFactory, Seat } from '../core/game';
import { aboard, aboardTrain, card, CUBE_ID, driverOf, isExpress, points, waiting } from './rules';
import type { BahnAction, BahnState, Part } from './types';
import { CARS, ROUNDS } from './data';

/** A uniform pick among the listed actions (the core's, as every game's). */
export const randomBot: BotFactory<BahnState, BahnAction> = uniformBot<BahnState, BahnAction>();

const PLACE_ORDER = ['frankfurt', 'berlin', 'hannover', 'munich', 'cologne', 'leipzig', 'hamburg', 'stuttgart'];
/** Where idle trains wait, by train count: spread so that most stations are within a round's reach. */
const HOMES: Readonly<Record<number, readonly string[]>> = {
  2: ['frankfurt', 'hannover'],
  3: ['cologne', 'leipzig', 'stuttgart'],
  4: ['cologne', 'hamburg', 'leipzig', 'munich'],
};

function find(actions: readonly BahnAction[], want: BahnAction): BahnAction | null {
  const key = canonicalJson(want);
  return actions.find((a) => canonicalJson(a) === key) ?? null;
}

function firstOf<T extends BahnAction['type']>(actions: readonly BahnAction[], type: T): Extract<BahnAction, { type: T }>[] {
  return actions.filter((a): a is Extract<BahnAction, { type: T }> => a.type === type);
}

function carOf(s: BahnState, id: string): number {
  const p = s.passengers.find((x) => x.id === id);
  return p?.where.at === 'aboard' ? p.where.car : 0;
}

function optionsOf(s: BahnState, part: Part) {
  return { express: isExpress(s, part), closed: { stations: s.closedStations, routes: s.closedRoutes } };
}

/** Distances from every part (BFS per part). */
function partDistances(s: BahnState): Map<string, readonly number[]> {
  return new Map(s.parts.map((p) => [p.id, distancesFrom(s.map, p.space, optionsOf(s, p))]));
}

function nearestDistance(s: BahnState, station: string, dist: Map<string, readonly number[]>): number {
  const sp = stationSpace(s.map, station);
  if (sp === undefined) return Infinity;
  return Math.min(...s.parts.map((p) => dist.get(p.id)![sp]!));
}

function decide(s: BahnState, actions: readonly BahnAction[]): BahnAction {
  const dec = s.pending[0]!;
  const choose = (option: string) => find(actions, { type: 'choose', option });
  const picks = firstOf(actions, 'pick').map((a) => a.passenger);
  const byCarDesc = [...picks].sort((a, b) => carOf(s, b) - carOf(s, a) || a.localeCompare(b));
  const dist = partDistances(s);
  switch (dec.kind) {
    case 'put-back':
    case 'keep-one': {
      const far = [...picks].sort((a, b) => nearestDistance(s, card(a).from, dist) - nearestDistance(s, card(b).from, dist) || a.localeCompare(b));
      const id = dec.kind === 'put-back' ? far.at(-1)! : far[0]!;
      return find(actions, { type: 'pick', passenger: id })!;
    }
    case 'answer':
      return choose(dec.effect === 'windshield' ? 'yes' : 'no')!;
    case 'either': {
      const pref = ['fewer-spaces', 'train', 'voucher', 'passenger', 'complaint'];
      for (const o of pref) {
        const a = choose(o);
        if (a) return a;
      }
      return actions[0]!;
    }
    case 'lower':
      return find(actions, { type: 'pick', passenger: byCarDesc[0]! })!;
    case 'pick-train': {
      const trains = firstOf(actions, 'pick-train').map((a) => a.train);
      const harm = (colour: string) => {
        const i = s.trains.findIndex((t) => t.colour === colour);
        const on = aboardTrain(s, i);
        if (dec.effect === 'bachelors') return on.filter((p) => p.where.at === 'aboard' && p.where.car === 3).length;
        if (dec.effect === 'delayed-train') return on.filter((p) => p.where.at === 'aboard' && p.where.car === 1).length * 10 + on.length;
        return on.length * 10 + on.filter((p) => p.where.at === 'aboard' && p.where.car === 1).length;
      };
      const best = [...trains].sort((a, b) => harm(a) - harm(b) || a.localeCompare(b))[0]!;
      return find(actions, { type: 'pick-train', train: best })!;
    }
    case 'pass':
      return choose('none')!;
    case 'sinatra': {
      const low = [...picks].sort((a, b) => carOf(s, a) - carOf(s, b) || a.localeCompare(b))[0];
      return low !== undefined ? find(actions, { type: 'pick', passenger: low })! : choose('none')!;
    }
    case 'vouchers':
      if (picks.length > 0) {
        const worst = [...picks].sort((a, b) => points(b) - points(a) || a.localeCompare(b))[0]!;
        return find(actions, { type: 'pick', passenger: worst })!;
      }
      return choose('cash') ?? choose('done')!;
    case 'excuse': {
      const w = new Set(waiting(s).map((p) => p.id));
      const best = [...picks].sort((a, b) => (w.has(b) ? points(b) * 2 : 1) - (w.has(a) ? points(a) * 2 : 1) || a.localeCompare(b))[0];
      return best !== undefined ? find(actions, { type: 'pick', passenger: best })! : choose('none')!;
    }
  }
}

/**
 * Who fetches whom: waiting passengers matched greedily to the locomotives that
 * can reach them this round, nearest pairs first, one each before a second;
 * the rest go to their nearest locomotive.
 */
function claimsOf(s: BahnState, dist: Map<string, readonly number[]>): Map<string, string> {
  const locos = s.parts.filter((p) => !p.cube);
  const pairs: { passenger: string; part: string; d: number }[] = [];
  for (const p of waiting(s)) {
    if (p.where.at !== 'waiting') continue;
    const sp = stationSpace(s.map, p.where.station);
    if (sp === undefined) continue;
    for (const q of locos) pairs.push({ passenger: p.id, part: q.id, d: dist.get(q.id)![sp]! });
  }
  pairs.sort((a, b) => a.d - b.d || a.passenger.localeCompare(b.passenger) || a.part.localeCompare(b.part));
  const claims = new Map<string, string>();
  const load = new Map<string, number>();
  for (const cap of [1, Infinity]) {
    for (const { passenger, part, d } of pairs) {
      if (claims.has(passenger)) continue;
      const q = locos.find((x) => x.id === part)!;
      if (d > q.left || (load.get(part) ?? 0) >= cap) continue;
      claims.set(passenger, part);
      load.set(part, (load.get(part) ?? 0) + 1);
    }
  }
  for (const { passenger, part } of pairs) if (!claims.has(passenger)) claims.set(passenger, part);
  return claims;
}

/** The space a part heads for, or null when it has nothing to do. */
function targetOf(s: BahnState, part: Part, dist: Map<string, readonly number[]>, claims: Map<string, string>): number | null {
  const mine = dist.get(part.id)!;
  let best: number | null = null;
  let bestValue = Infinity;
  const consider = (space: number | undefined, value: number) => {
    if (space === undefined || space === part.space || mine[space] === Infinity) return;
    if (value < bestValue) {
      bestValue = value;
      best = space;
    }
  };
  for (const p of aboard(s, part.id)) {
    if (p.where.at !== 'aboard') continue;
    const sp = stationSpace(s.map, card(p.id).to);
    if (sp === undefined) continue;
    // Deliverable this round: go now; else the most hurried first.
    const d = mine[sp]!;
    if (p.where.car === 1) consider(sp, d <= part.left ? d - 100 : d + 50);
    else consider(sp, d + 3 * Math.min(CARS, p.where.car - 1));
  }
  // The cube's passengers must arrive this round: it fetches nobody new.
  if (part.id === CUBE_ID) return best;
  for (const p of waiting(s)) {
    if (p.where.at !== 'waiting' || claims.get(p.id) !== part.id) continue;
    const sp = stationSpace(s.map, p.where.station);
    if (sp === undefined) continue;
    consider(sp, mine[sp]! <= part.left ? mine[sp]! - 50 : mine[sp]! + 12);
  }
  // Nothing to do: wait at a home hub of its own, spread over the map, to be near the next passengers.
  // Round 15 with nothing to do: end in the nearest red station (all trains there excuse one passenger).
  if (best === null && !part.cube && s.round === ROUNDS) {
    let nearest: number | null = null;
    for (const st of s.map.stations) {
      const sp = stationSpace(s.map, st.id);
      if (!st.hub || sp === undefined || mine[sp] === Infinity) continue;
      if (nearest === null || mine[sp]! < mine[nearest]!) nearest = sp;
    }
    return nearest === part.space ? null : nearest;
  }
  if (best === null && !part.cube) {
    const homes = HOMES[s.trains.length] ?? PLACE_ORDER;
    const home = stationSpace(s.map, homes[part.train % homes.length]!);
    if (home !== undefined && home !== part.space && mine[home] !== Infinity) best = home;
  }
  return best;
}

function operate(s: BahnState, seat: Seat, actions: readonly BahnAction[]): BahnAction {
  const sip = firstOf(actions, 'sip')[0];
  if (sip) return sip;
  const alight = firstOf(actions, 'alight')[0];
  if (alight) return alight;
  const dist = partDistances(s);
  for (const b of firstOf(actions, 'board')) {
    const part = s.parts.find((p) => p.id === b.part)!;
    if (part.id !== CUBE_ID) return b;
    const to = stationSpace(s.map, card(b.passenger).to);
    if (to !== undefined && dist.get(part.id)![to]! <= part.left) return b;
  }
  // Changing trains: to a train that can still deliver this round when this one cannot (the cube's
  // passengers change to the locomotive whenever the cube cannot deliver them).
  for (const t of firstOf(actions, 'transfer')) {
    const p = s.passengers.find((x) => x.id === t.passenger);
    if (p?.where.at !== 'aboard') continue;
    const from = s.parts.find((x) => x.id === (p.where as { part: string }).part)!;
    const to = s.parts.find((x) => x.id === t.to)!;
    const dest = stationSpace(s.map, card(p.id).to);
    if (dest === undefined) continue;
    const dFrom = dist.get(from.id)![dest]!;
    const dTo = dist.get(to.id)![dest]!;
    if (dFrom > from.left && (dTo <= to.left || (from.cube && !to.cube))) return t;
  }
  const claims = claimsOf(s, dist);
  for (const part of s.parts) {
    if (driverOf(s, part) !== seat || part.left <= 0) continue;
    const target = targetOf(s, part, dist, claims);
    if (target === null) continue;
    // The next space: the step from which the target is nearest.
    const options = optionsOf(s, part);
    let next: number | undefined;
    let nd = Infinity;
    for (const a of actions) {
      if (a.type !== 'step' || a.part !== part.id) continue;
      const d = a.to === target ? 0 : distancesFrom(s.map, a.to, options)[target]!;
      if (d < nd) {
        nd = d;
        next = a.to;
      }
    }
    if (next === undefined) continue;
    const step = find(actions, { type: 'step', part: part.id, to: next });
    if (step) return step;
  }
  return find(actions, { type: 'done' }) ?? actions[0]!;
}

export const heuristicBot: BotFactory<BahnState, BahnAction> = (_seed): Bot<BahnState, BahnAction> => ({
  kind: 'heuristic',
  choose(s, seat, actions) {
    switch (s.phase) {
      case 'place': {
        const first = actions[0];
        const train = first?.type === 'place' ? s.trains.findIndex((t) => t.colour === first.train) : -1;
        const home = HOMES[s.trains.length]?.[train];
        const atHome = home !== undefined ? actions.find((x) => x.type === 'place' && x.station === home) : undefined;
        if (atHome) return atHome;
        const placed = new Set(s.trains.filter((t) => t.placed).map((t) => s.parts.find((p) => p.id === t.colour)!.space));
        for (const station of PLACE_ORDER) {
          const sp = stationSpace(s.map, station);
          if (sp === undefined || placed.has(sp)) continue;
          const a = actions.find((x) => x.type === 'place' && x.station === station);
          if (a) return a;
        }
        return actions[0]!;
      }
      case 'decide':
        return decide(s, actions);
      case 'operations':
        return operate(s, seat, actions);
      default:
        return actions[0]!;
    }
  },
});

export const bahnBots: Readonly<Record<string, BotFactory<BahnState, BahnAction>>> = { heuristic: heuristicBot, random: randomBot };
