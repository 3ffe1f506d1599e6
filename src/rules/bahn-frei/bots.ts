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
import { movesOf } from './operations';
import { aboard, aboardTrain, card, CUBE_ID, driverOf, passengerOf, points, waiting } from './state';
import { mapTables } from './tables';
import { TRAIN_COLOURS, type BahnAction, type BahnState } from './types';
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

/** Distances from every part, by its place in `s.parts` (one breadth-first search per part and space, kept in the map's tables). */
function partDistances(s: BahnState): (readonly number[])[] {
  const out: (readonly number[])[] = [];
  for (const p of s.parts) out.push(movesOf(s, p).distances(p.space));
  return out;
}

function partIndex(s: BahnState, id: string): number {
  const parts = s.parts;
  for (let i = 0; i < parts.length; i++) if (parts[i]!.id === id) return i;
  return -1;
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

function nearestDistance(s: BahnState, station: string, dist: readonly (readonly number[])[]): number {
  const sp = stationSpace(s.map, station);
  if (sp === undefined) return Infinity;
  let min = Infinity;
  for (const row of dist) if (row[sp]! < min) min = row[sp]!;
  return min;
}

function decide(s: BahnState, actions: readonly BahnAction[]): BahnAction {
  const dec = s.pending[0]!;
  const choose = (option: string) => find(actions, { type: 'choose', option });
  const picks = firstOf(actions, 'pick').map((a) => a.passenger);
  switch (dec.kind) {
    case 'put-back':
    case 'keep-one': {
      const dist = partDistances(s);
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
    case 'lower': {
      const byCarDesc = [...picks].sort((a, b) => carOf(s, b) - carOf(s, a) || byId(a, b));
      return find(actions, { type: 'pick', passenger: byCarDesc[0]! })!;
    }
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

const NONE: readonly number[] = Object.freeze([]);
/** Stands for "no way" among the pairs' distances: above every distance, and all alike (as Infinity minus Infinity ties). */
const NO_WAY = 1 << 30;
/** The pairs, sorted in place as they are made (grown as needed): passenger (place in the waiting list), its rank, locomotive, distance. */
let pairW = new Int32Array(256);
let pairR = new Int32Array(256);
let pairK = new Int32Array(256);
let pairD = new Int32Array(256);

/**
 * Who fetches whom: waiting passengers matched greedily to the locomotives that
 * can reach them this round, nearest pairs first, one each before a second;
 * the rest go to their nearest locomotive. By place in `waiting(s)`: the claiming
 * part's place in `s.parts`, or -1.
 */
function claimsOf(s: BahnState, dist: readonly (readonly number[])[]): number[] {
  const list = waiting(s);
  const claims: number[] = new Array<number>(list.length).fill(-1);
  if (list.length === 0) return claims;
  // The locomotives in the order of their ids (the last tie-break).
  const locos: number[] = [];
  const locoRanks: number[] = [];
  for (let i = 0; i < s.parts.length; i++) {
    if (s.parts[i]!.cube) continue;
    const r = rankOf(s.parts[i]!.id);
    let k = locos.length;
    locos.push(i);
    locoRanks.push(r);
    for (; k > 0 && locoRanks[k - 1]! > r; k--) {
      locos[k] = locos[k - 1]!;
      locoRanks[k] = locoRanks[k - 1]!;
    }
    locos[k] = i;
    locoRanks[k] = r;
  }
  const size = list.length * locos.length;
  if (pairW.length < size) {
    pairW = new Int32Array(2 * size);
    pairR = new Int32Array(2 * size);
    pairK = new Int32Array(2 * size);
    pairD = new Int32Array(2 * size);
  }
  const spaceOf = mapTables(s.map).spaceOf;
  // Nearest first; ties by passenger, then by locomotive, in the order of their ids.
  let n = 0;
  for (let w = 0; w < list.length; w++) {
    const p = list[w]!;
    if (p.where.at !== 'waiting') continue;
    const sp = spaceOf.get(p.where.station);
    if (sp === undefined) continue;
    const rank = rankOf(p.id);
    for (let k = 0; k < locos.length; k++) {
      const x = dist[locos[k]!]![sp]!;
      const d = x === Infinity ? NO_WAY : x;
      let j = n++;
      for (; j > 0; j--) {
        const dj = pairD[j - 1]!;
        if (dj < d || (dj === d && (pairR[j - 1]! < rank || (pairR[j - 1] === rank && pairK[j - 1]! < k)))) break;
        pairW[j] = pairW[j - 1]!;
        pairR[j] = pairR[j - 1]!;
        pairK[j] = pairK[j - 1]!;
        pairD[j] = dj;
      }
      pairW[j] = w;
      pairR[j] = rank;
      pairK[j] = k;
      pairD[j] = d;
    }
  }
  const load = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const cap of [1, Infinity]) {
    for (let i = 0; i < n; i++) {
      const w = pairW[i]!;
      if (claims[w]! >= 0) continue;
      const k = pairK[i]!;
      if (pairD[i]! > s.parts[locos[k]!]!.left || load[k]! >= cap) continue;
      claims[w] = locos[k]!;
      load[k]! += 1;
    }
  }
  for (let i = 0; i < n; i++) if (claims[pairW[i]!]! < 0) claims[pairW[i]!] = locos[pairK[i]!]!;
  return claims;
}

/** The space a part (at `index` in `s.parts`) heads for, or null when it has nothing to do. */
function targetOf(s: BahnState, index: number, dist: readonly (readonly number[])[], claims: readonly number[]): number | null {
  const part = s.parts[index]!;
  const mine = dist[index]!;
  let best: number | null = null;
  let bestValue = Infinity;
  for (const p of aboard(s, part.id)) {
    if (p.where.at !== 'aboard') continue;
    const sp = stationSpace(s.map, card(p.id).to);
    if (sp === undefined || sp === part.space || mine[sp] === Infinity) continue;
    // Deliverable this round: go now; else the most hurried first.
    const d = mine[sp]!;
    const value = p.where.car === 1 ? (d <= part.left ? d - 100 : d + 50) : d + 3 * Math.min(CARS, p.where.car - 1);
    if (value < bestValue) {
      bestValue = value;
      best = sp;
    }
  }
  // The cube's passengers must arrive this round: it fetches nobody new.
  if (part.id === CUBE_ID) return best;
  const list = waiting(s);
  for (let w = 0; w < list.length; w++) {
    const p = list[w]!;
    if (p.where.at !== 'waiting' || claims[w] !== index) continue;
    const sp = stationSpace(s.map, p.where.station);
    if (sp === undefined || sp === part.space || mine[sp] === Infinity) continue;
    const value = mine[sp]! <= part.left ? mine[sp]! - 50 : mine[sp]! + 12;
    if (value < bestValue) {
      bestValue = value;
      best = sp;
    }
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
    const i = partIndex(s, b.part);
    const part = s.parts[i]!;
    if (part.id !== CUBE_ID) return b;
    const to = stationSpace(s.map, card(b.passenger).to);
    if (to !== undefined && dist[i]![to]! <= part.left) return b;
  }
  // Changing trains: to a train that can still deliver this round when this one cannot (the cube's
  // passengers change to the locomotive whenever the cube cannot deliver them).
  for (const t of transfers) {
    const p = passengerOf(s, t.passenger);
    if (p?.where.at !== 'aboard') continue;
    const fi = partIndex(s, p.where.part);
    const ti = partIndex(s, t.to);
    const from = s.parts[fi]!;
    const to = s.parts[ti]!;
    const dest = stationSpace(s.map, card(p.id).to);
    if (dest === undefined) continue;
    const dFrom = dist[fi]![dest]!;
    const dTo = dist[ti]![dest]!;
    if (dFrom > from.left && (dTo <= to.left || (from.cube && !to.cube))) return t;
  }
  // Who fetches whom, worked out when first needed (by a locomotive, with passengers waiting).
  let claims: readonly number[] | null = null;
  for (let i = 0; i < s.parts.length; i++) {
    const part = s.parts[i]!;
    if (driverOf(s, part) !== seat || part.left <= 0) continue;
    if (claims === null && !part.cube && waiting(s).length > 0) claims = claimsOf(s, dist);
    const target = targetOf(s, i, dist, claims ?? NONE);
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
