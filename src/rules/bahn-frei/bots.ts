/**
 * Bahn Frei's bots, pure and deterministic given their seed. `random` picks
 * any listed action; `heuristic` plays for the team: every train heads for
 * the nearest passenger it is the closest train to, or the destination of the
 * most hurried passenger aboard; it boards whoever waits where it stands,
 * lets passengers alight at their destinations, places vouchers on waiting
 * passengers and picks the least harmful option of every event.
 */
import { stationSpace } from '../../rail';
import { uniformBot } from '../core/bot-random';
import type { Bot, BotFactory, Seat } from '../core/game';
import { aboard, aboardTrain, card, CUBE_ID, driverOf, movesOf, passengerOf, points, waiting } from './rules';
import { mapTables } from './tables';
import { TRAIN_COLOURS, type BahnAction, type BahnState, type Part } from './types';
import { CARS, PASSENGER_CARDS, ROUNDS, SPECIAL_CARDS } from './data';

/** A uniform pick among the listed actions (the core's, as every game's). */
export const randomBot: BotFactory<BahnState, BahnAction> = uniformBot<BahnState, BahnAction>();

const PLACE_ORDER = ['frankfurt', 'berlin', 'hannover', 'munich', 'cologne', 'leipzig', 'hamburg', 'stuttgart'];
/** Where idle trains wait, by train count: spread so that most stations are within a round's reach. */
const HOMES: Readonly<Record<number, readonly string[]>> = {
  2: ['frankfurt', 'hannover'],
  3: ['cologne', 'leipzig', 'stuttgart'],
  4: ['cologne', 'hamburg', 'leipzig', 'munich'],
};

/** The listed action equal to `want` (the first, as the list has each once): fields compared, not texts. */
function find(actions: readonly BahnAction[], want: BahnAction): BahnAction | null {
  for (const a of actions) if (sameAction(a, want)) return a;
  return null;
}

function sameAction(a: BahnAction, b: BahnAction): boolean {
  switch (b.type) {
    case 'place':
      return a.type === 'place' && a.train === b.train && a.station === b.station;
    case 'choose':
      return a.type === 'choose' && a.option === b.option;
    case 'pick':
      return a.type === 'pick' && a.passenger === b.passenger;
    case 'pick-train':
      return a.type === 'pick-train' && a.train === b.train;
    case 'step':
      return a.type === 'step' && a.part === b.part && a.to === b.to;
    case 'board':
    case 'alight':
      return a.type === b.type && a.part === b.part && a.passenger === b.passenger;
    case 'transfer':
      return a.type === 'transfer' && a.passenger === b.passenger && a.to === b.to;
    case 'sip':
      return a.type === 'sip' && a.part === b.part;
    case 'start':
    case 'done':
    case 'time-up':
      return a.type === b.type;
  }
}

function firstOf<T extends BahnAction['type']>(actions: readonly BahnAction[], type: T): Extract<BahnAction, { type: T }>[] {
  return actions.filter((a): a is Extract<BahnAction, { type: T }> => a.type === type);
}

function carOf(s: BahnState, id: string): number {
  const p = passengerOf(s, id);
  return p?.where.at === 'aboard' ? p.where.car : 0;
}

/** Distances from every part (one breadth-first search per part and space, kept in the map's tables). */
function partDistances(s: BahnState): Map<string, readonly number[]> {
  const out = new Map<string, readonly number[]>();
  for (const p of s.parts) out.set(p.id, movesOf(s, p).distances(p.space));
  return out;
}

/** Ids in the order `localeCompare` puts them, as numbers: the ties of the bot's sorts are broken as before, without collating text. */
const ranks = new Map<string, number>();
function rankOf(id: string): number {
  let r = ranks.get(id);
  if (r === undefined) {
    const all = [...ranks.keys(), id].sort((a, b) => a.localeCompare(b));
    ranks.clear();
    all.forEach((x, i) => ranks.set(x, i));
    r = ranks.get(id)!;
  }
  return r;
}
for (const id of [...PASSENGER_CARDS, ...SPECIAL_CARDS].map((c) => c.id)) ranks.set(id, 0);
for (const id of [...TRAIN_COLOURS, CUBE_ID]) ranks.set(id, 0);
[...ranks.keys()].sort((a, b) => a.localeCompare(b)).forEach((x, i) => ranks.set(x, i));

function byId(a: string, b: string): number {
  return a === b ? 0 : rankOf(a) - rankOf(b);
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
  const byCarDesc = [...picks].sort((a, b) => carOf(s, b) - carOf(s, a) || byId(a, b));
  const dist = partDistances(s);
  switch (dec.kind) {
    case 'put-back':
    case 'keep-one': {
      const far = [...picks].sort((a, b) => nearestDistance(s, card(a).from, dist) - nearestDistance(s, card(b).from, dist) || byId(a, b));
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
      const best = [...trains].sort((a, b) => harm(a) - harm(b) || byId(a, b))[0]!;
      return find(actions, { type: 'pick-train', train: best })!;
    }
    case 'pass':
      return choose('none')!;
    case 'sinatra': {
      const low = [...picks].sort((a, b) => carOf(s, a) - carOf(s, b) || byId(a, b))[0];
      return low !== undefined ? find(actions, { type: 'pick', passenger: low })! : choose('none')!;
    }
    case 'vouchers':
      if (picks.length > 0) {
        const worst = [...picks].sort((a, b) => points(b) - points(a) || byId(a, b))[0]!;
        return find(actions, { type: 'pick', passenger: worst })!;
      }
      return choose('cash') ?? choose('done')!;
    case 'excuse': {
      const w = new Set(waiting(s).map((p) => p.id));
      const best = [...picks].sort((a, b) => (w.has(b) ? points(b) * 2 : 1) - (w.has(a) ? points(a) * 2 : 1) || byId(a, b))[0];
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
  const claims = new Map<string, string>();
  const list = waiting(s);
  if (list.length === 0) return claims;
  const locos = s.parts.filter((p) => !p.cube);
  const rows = locos.map((q) => dist.get(q.id)!);
  const pairs: { passenger: string; loco: number; d: number; rank: number }[] = [];
  const spaceOf = mapTables(s.map).spaceOf;
  for (const p of list) {
    if (p.where.at !== 'waiting') continue;
    const sp = spaceOf.get(p.where.station);
    if (sp === undefined) continue;
    const rank = rankOf(p.id);
    for (let k = 0; k < locos.length; k++) pairs.push({ passenger: p.id, loco: k, d: rows[k]![sp]!, rank });
  }
  const partRank = locos.map((q) => rankOf(q.id));
  // Nearest first; ties by passenger, then by locomotive, in the order of their ids.
  pairs.sort((a, b) => a.d - b.d || a.rank - b.rank || partRank[a.loco]! - partRank[b.loco]!);
  const load = locos.map(() => 0);
  for (const cap of [1, Infinity]) {
    for (const { passenger, loco, d } of pairs) {
      if (claims.has(passenger)) continue;
      if (d > locos[loco]!.left || load[loco]! >= cap) continue;
      claims.set(passenger, locos[loco]!.id);
      load[loco]! += 1;
    }
  }
  for (const { passenger, loco } of pairs) if (!claims.has(passenger)) claims.set(passenger, locos[loco]!.id);
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
  // One pass over the list: a sip first, then an alighting, then boardings and changes of train.
  let sip: BahnAction | undefined;
  let alight: BahnAction | undefined;
  const boards: Extract<BahnAction, { type: 'board' }>[] = [];
  const transfers: Extract<BahnAction, { type: 'transfer' }>[] = [];
  for (const a of actions) {
    if (a.type === 'sip') sip ??= a;
    else if (a.type === 'alight') alight ??= a;
    else if (a.type === 'board') boards.push(a);
    else if (a.type === 'transfer') transfers.push(a);
  }
  if (sip) return sip;
  if (alight) return alight;
  const dist = partDistances(s);
  for (const b of boards) {
    const part = s.parts.find((p) => p.id === b.part)!;
    if (part.id !== CUBE_ID) return b;
    const to = stationSpace(s.map, card(b.passenger).to);
    if (to !== undefined && dist.get(part.id)![to]! <= part.left) return b;
  }
  // Changing trains: to a train that can still deliver this round when this one cannot (the cube's
  // passengers change to the locomotive whenever the cube cannot deliver them).
  for (const t of transfers) {
    const p = passengerOf(s, t.passenger);
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
    const moves = movesOf(s, part);
    let next: BahnAction | undefined;
    let nd = Infinity;
    for (const a of actions) {
      if (a.type !== 'step' || a.part !== part.id) continue;
      const d = a.to === target ? 0 : moves.distances(a.to)[target]!;
      if (d < nd) {
        nd = d;
        next = a;
      }
    }
    if (next) return next;
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
