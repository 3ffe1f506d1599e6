/**
 * Using DRS markers (start-frei: "DRS Markers"): at any time of one's own turn,
 * also between race instructions and at the pit-stop exit. A used marker goes
 * face down under the pile.
 */
import { update } from './state-update';
import type { Action, GameEvent, GameState, ShiftDir } from './types';
import { DRS_MARKERS } from './data/material';
import { setPlayer, setTurn, shiftGear } from './state-ops';
import { shiftDirs } from './turn';
import { pendingWith } from './specials';

type UseDrs = Extract<Action, { type: 'use-drs' }>;

/** Every legal use of a marker on the active player's wheel. */
export function drsOptions(state: GameState): UseDrs[] {
  const t = state.turn;
  if (state.phase !== 'turn' || !t || t.drsOffer !== null) return [];
  const p = state.players[t.player]!;
  const out: UseDrs[] = [];
  for (let slot = 0; slot < p.drs.length; slot++) {
    const m = DRS_MARKERS[p.drs[slot]!]!;
    if (m.kind === 'shift' && !t.pending) {
      for (const dir of shiftDirs(p.gear)) out.push({ type: 'use-drs', slot, dir });
    } else if (m.kind === 'roll' && !t.pending) {
      out.push({ type: 'use-drs', slot });
    } else if (m.kind === 'change' && t.pending) {
      out.push({ type: 'use-drs', slot, delta: m.value });
      if (t.pending.points - m.value >= 0) out.push({ type: 'use-drs', slot, delta: -m.value });
    } else if (m.kind === 'ignore-chicane' && t.pending) {
      out.push({ type: 'use-drs', slot });
    }
  }
  return out;
}

export function useDrs(state: GameState, a: UseDrs, events: GameEvent[]): GameState {
  const t = state.turn!;
  const player = t.player;
  const p = state.players[player]!;
  const id = p.drs[a.slot]!;
  const m = DRS_MARKERS[id]!;
  events.push({ type: 'DrsUsed', player, marker: id });
  let s = setPlayer(state, player, { drs: p.drs.filter((_, i) => i !== a.slot) });
  s = update(s, { drsPile: [...s.drsPile, id] });
  switch (m.kind) {
    case 'shift':
      return shiftGear(s, player, (a.dir as ShiftDir) === 'up' ? 1 : -1, 'drs', events);
    case 'roll':
      // A DRS roll is a race instruction carried out now.
      return setTurn(s, { queue: ['roll', ...t.queue], anyOrder: t.anyOrder });
    case 'change': {
      const from = t.pending!.points;
      events.push({ type: 'RollChanged', player, from, to: from + a.delta!, source: 'drs' });
      return setTurn(s, { pending: pendingWith(t.pending!, from + a.delta!, t.pending!.ignores) });
    }
    case 'ignore-chicane':
      return setTurn(s, { pending: pendingWith(t.pending!, t.pending!.points, t.pending!.ignores + 1) });
  }
}

/** Keeping a third marker: swap with a slot, or put it back (slot null); either returned marker goes under the pile. */
export function keepDrsOptions(state: GameState): (number | null)[] {
  const t = state.turn;
  if (!t || t.drsOffer === null) return [];
  return [null, ...state.players[t.player]!.drs.map((_, i) => i)];
}

export function keepDrs(state: GameState, slot: number | null, events: GameEvent[]): GameState {
  const t = state.turn!;
  const offer = t.drsOffer!;
  const p = state.players[t.player]!;
  let s = setTurn(state, { drsOffer: null });
  if (slot === null) {
    events.push({ type: 'DrsReturned', player: t.player, marker: offer });
    return update(s, { drsPile: [...s.drsPile, offer] });
  }
  const old = p.drs[slot]!;
  events.push({ type: 'DrsReturned', player: t.player, marker: old });
  s = setPlayer(s, t.player, { drs: p.drs.map((m, i) => (i === slot ? offer : m)) });
  return update(s, { drsPile: [...s.drsPile, old] });
}
