/**
 * Which overtaking manoeuvres a player may announce before rolling.
 *
 * start-frei: "Overtaking Manoeuvres & DRS" — only a single car or the front
 * car of a column reachable with the maximum of the current gear's die (not
 * with DRS markers or special functions); a chicane in between must be
 * ignorable with the card or a DRS marker; the switches used are announced.
 */
import type { SpaceId } from '../../track/lane-graph-types';
import { card } from './data/cards';
import { DRS_MARKERS } from './data/material';
import { GEAR_DICE, maxFace } from './data/dice';
import { isLaid, type TrackContext } from './track-context';
import { isOwned } from './state-update';
import type { GameState, OvertakePlan, PlayerId } from './types';

function occupantAt(state: GameState, player: PlayerId, space: SpaceId): PlayerId {
  const ps = state.players;
  for (let i = 0; i < ps.length; i++) if (i !== player && ps[i]!.space === space) return i;
  return -1;
}

/** Chicanes the player could still ignore this turn, given coins left after switches. */
function ignorable(state: GameState, player: PlayerId, coinsLeft: number): number {
  const p = state.players[player]!;
  let n = state.turn?.pending?.ignores ?? 0;
  for (const m of p.drs) if (DRS_MARKERS[m]!.kind === 'ignore-chicane') n++;
  const cardId = state.turn?.card;
  const sp = cardId ? card(cardId).special : null;
  if (sp?.kind === 'ignore-chicane') n += Math.max(0, Math.min(sp.times - (state.turn?.ignoreUsed ?? 0), coinsLeft));
  return n;
}

interface Search {
  readonly state: GameState;
  readonly player: PlayerId;
  readonly reach: number;
  readonly coins: number;
  readonly route: SpaceId[];
  readonly switches: SpaceId[];
  readonly out: OvertakePlan[];
}

/** The car at `first` ends the approach: collect its column and check reach and chicanes. */
function found(q: Search, first: SpaceId, chicanes: number): void {
  const ctx = q.state.track;
  // The column: cars directly one behind the other in the direction of travel.
  const column: PlayerId[] = [occupantAt(q.state, q.player, first)];
  const colRoute = q.route.slice();
  let at = first;
  for (;;) {
    const nx = ctx.fwd[at]!;
    if (nx < 0 || !isLaid(ctx, q.state.laid, nx)) break;
    const occ = occupantAt(q.state, q.player, nx);
    if (occ < 0) break;
    column.push(occ);
    colRoute.push(nx);
    at = nx;
  }
  if (colRoute.length > q.reach) return;
  if (chicanes > ignorable(q.state, q.player, q.coins - q.switches.length)) return;
  q.out.push({ target: column[column.length - 1]!, switches: q.switches.slice(), route: colRoute, firstStep: q.route.length, column });
}

function step(q: Search, from: SpaceId, to: SpaceId, viaSwitch: boolean, steps: number, chicanes: number): void {
  const ctx = q.state.track;
  if (to < 0 || !isLaid(ctx, q.state.laid, to)) return;
  if (viaSwitch) q.switches.push(from);
  q.route.push(to);
  if (occupantAt(q.state, q.player, to) >= 0) found(q, to, chicanes);
  else walk(q, to, steps + 1, chicanes + (ctx.chicane[to]! > 0 ? 1 : 0));
  q.route.pop();
  if (viaSwitch) q.switches.pop();
}

function walk(q: Search, space: SpaceId, steps: number, chicanes: number): void {
  if (steps === q.reach) return;
  step(q, space, q.state.track.fwd[space]!, false, steps, chicanes);
  if (q.coins > q.switches.length) step(q, space, q.state.track.sw[space]!, true, steps, chicanes);
}

// Fewest moves (forward or switch, laid or not) from each space to each other one, up to the highest
// face of any gear die; 255 beyond. Built once per track: most rolls have no car within reach, and
// then the search over every choice of switches can be skipped (it could not find a car either).
const REACH_LIMIT = Math.max(...GEAR_DICE.map((_, g) => maxFace(g)));
const reachTables = new WeakMap<TrackContext, Uint8Array>();

function reachTable(ctx: TrackContext): Uint8Array {
  const known = reachTables.get(ctx);
  if (known) return known;
  const n = ctx.fwd.length;
  const table = new Uint8Array(n * n).fill(255);
  let frontier: number[] = [];
  for (let from = 0; from < n; from++) {
    frontier.length = 0;
    frontier.push(from);
    for (let d = 1; d <= REACH_LIMIT && frontier.length > 0; d++) {
      const next: number[] = [];
      for (const at of frontier) {
        for (const to of [ctx.fwd[at]!, ctx.sw[at]!]) {
          if (to < 0 || table[from * n + to] !== 255) continue;
          table[from * n + to] = d;
          next.push(to);
        }
      }
      frontier = next;
    }
  }
  reachTables.set(ctx, table);
  return table;
}

/** Whether another car could be reached in `reach` moves at all. */
function carWithin(state: GameState, player: PlayerId, reach: number): boolean {
  const table = reachTable(state.track);
  const n = state.track.fwd.length;
  const row = state.players[player]!.space * n;
  const ps = state.players;
  for (let i = 0; i < ps.length; i++) if (i !== player && table[row + ps[i]!.space]! <= reach) return true;
  return false;
}

// One-entry memo: legality, bots and apply ask about the same (immutable) state in a row.
let memoState: GameState | null = null;
let memoPlans: OvertakePlan[] = [];

/** Every announcement the player whose turn it is may make before the next roll. */
export function overtakeOptions(state: GameState, player: PlayerId): OvertakePlan[] {
  if (state === memoState && state.turn?.player === player) return memoPlans;
  const p = state.players[player]!;
  const q: Search = { state, player, reach: maxFace(p.gear), coins: p.coins, route: [], switches: [], out: [] };
  if (carWithin(state, player, q.reach)) walk(q, p.space, 0, 0);
  // A state applyAction is still building may change: never remembered.
  if (state.turn?.player === player && !isOwned(state)) {
    memoState = state;
    memoPlans = q.out;
  }
  return q.out;
}
