/**
 * Who acts now and what each seat may do: the one source of legality, kept per state. Rulebook: "Chief of
 * Operations" (the chief decides and starts phase 4), "Phase 3: Operations Briefing" and "Phase 4: Rail
 * Operations" (all players at once, each until done or the time is up).
 */
import { canonicalJson } from '../core/hash';
import type { Seat } from '../core/game';
import { Acts, START } from './acts';
import { decisionActions } from './decisions';
import { operationActions } from './operations';
import { mapTables } from './tables';
import type { BahnAction, BahnState } from './types';

/** What is worked out about a state once and kept: states are never changed once made. */
interface Memo {
  /** Each seat's legal list (frozen actions; each caller gets its own array). */
  readonly legal: (readonly BahnAction[] | undefined)[];
  actors: readonly Seat[] | undefined;
}
// The last few states' memos, by identity: the runner, the bots, `apply` and the shells ask about the state
// in hand again and again, then move on; a state pushed out is only worked out again if asked (a ring of
// slots is cheaper to keep than a weak map entry per state).
const MEMO_SLOTS = 8;
const memoStates: (BahnState | undefined)[] = new Array<BahnState | undefined>(MEMO_SLOTS).fill(undefined);
const memoValues: (Memo | undefined)[] = new Array<Memo | undefined>(MEMO_SLOTS).fill(undefined);
let memoNext = 0;

function memoIfAny(s: BahnState): Memo | undefined {
  for (let i = 0; i < MEMO_SLOTS; i++) if (memoStates[i] === s) return memoValues[i];
  return undefined;
}

function memoOf(s: BahnState): Memo {
  const hit = memoIfAny(s);
  if (hit) return hit;
  const m: Memo = { legal: [], actors: undefined };
  memoStates[memoNext] = s;
  memoValues[memoNext] = m;
  memoNext = (memoNext + 1) % MEMO_SLOTS;
  return m;
}

export function legalActions(s: BahnState, seat: Seat): BahnAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  const bySeat = memoOf(s).legal;
  let list = bySeat[seat];
  if (!list) {
    // Every action listed is an interned frozen object (see `Acts`): nothing to copy or freeze here.
    list = computeLegal(s, seat);
    bySeat[seat] = list;
  }
  return list.slice();
}

/** Whether `a` is one of the very objects the engine listed for this state and seat: legal as it stands, no need to read it again. */
export function isListed(s: BahnState, seat: Seat, a: BahnAction): boolean {
  return s.phase !== 'over' && memoIfAny(s)?.legal[seat]?.includes(a) === true;
}

function computeLegal(s: BahnState, seat: Seat): BahnAction[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'place': {
      const hubs = mapTables(s.map).hubs;
      return s.trains.filter((t) => t.driver === seat && !t.placed).flatMap((t) => hubs.map((station) => Acts.place(t.colour, station)));
    }
    case 'decide': {
      const dec = s.pending[0];
      return dec && dec.seat === seat ? decisionActions(s, dec) : [];
    }
    case 'briefing':
      return seat === s.chief ? [START] : [];
    case 'operations':
      return s.done[seat] ? [] : operationActions(s, seat);
  }
}

/** The seats that may act now (kept per state: the runner, `apply` and the shells ask it again and again). */
export function actors(s: BahnState): readonly Seat[] {
  const m = memoOf(s);
  return (m.actors ??= actorList(computeActors(s)));
}

/** Lists of seats made once each and frozen, by the seats in them (at most 4 seats, each once, in order). */
const actorLists = new Map<number, readonly Seat[]>();
function actorList(seats: Seat[]): readonly Seat[] {
  let key = 0;
  for (const seat of seats) key |= 1 << seat;
  let list = actorLists.get(key);
  if (list === undefined) actorLists.set(key, (list = Object.freeze(seats)));
  return list;
}

function computeActors(s: BahnState): Seat[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'place':
      return [...new Set(s.trains.filter((t) => !t.placed).map((t) => t.driver))].sort((a, b) => a - b);
    case 'decide':
      return s.pending[0] ? [s.pending[0].seat] : [];
    case 'briefing':
      return [s.chief];
    case 'operations': {
      const out: Seat[] = [];
      for (let seat = 0; seat < s.done.length; seat++) if (!s.done[seat]) out.push(seat);
      return out;
    }
  }
}

/** Whether `a` is among `listed` (as data: key order does not matter). */
export function listedIn(listed: readonly BahnAction[], a: BahnAction): boolean {
  const key = canonicalJson(a);
  return listed.some((x) => canonicalJson(x) === key);
}
