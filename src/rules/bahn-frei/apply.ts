/**
 * Applying a listed action and carrying the round on to the next choice. Rulebook: "Game Play" (the five phases
 * in order), "Setup and Preparation" (the trains placed, then round 1) and "Round 15" (the final settlement).
 */
import { stationSpace } from '../../rail';
import type { Seat } from '../core/game';
import { ROUNDS } from './data';
import { finalSettle, settle, shift } from './complaints';
import { resolveDecision } from './decisions';
import { drawEvent } from './events';
import { applyOperation } from './operations';
import { startRound } from './round-start';
import { draftOf, operationsSeconds, sealPassengers, setPart, type Draft } from './state';
import type { BahnAction, BahnEvent, BahnState } from './types';

function advance(d: Draft, ev: BahnEvent[]): void {
  for (let guard = 0; guard < 64; guard++) {
    if (d.phase === 'over' || (d.phase === 'place' && d.trains.some((t) => !t.placed))) return;
    if (d.pending.length > 0) {
      d.phase = 'decide';
      return;
    }
    switch (d.stage) {
      case 'event':
        drawEvent(d, ev);
        d.stage = 'briefing';
        continue;
      case 'briefing':
        d.phase = 'briefing';
        return;
      case 'operations':
        d.phase = 'operations';
        return;
      case 'shift':
        shift(d, ev);
        continue;
      case 'settle':
        settle(d, ev);
        continue;
      case 'final':
        finalSettle(d, ev);
        return;
    }
  }
  throw new Error('the round does not advance');
}

/** Applies an action known to be in `legalActions(s, seat)`; returns the new state and what happened. */
export function applyListed(s: BahnState, seat: Seat, a: BahnAction): { state: BahnState; events: BahnEvent[] } {
  const d = draftOf(s);
  const ev: BahnEvent[] = [];
  switch (s.phase) {
    case 'place': {
      if (a.type !== 'place') break;
      const space = stationSpace(d.map, a.station)!;
      d.trains = d.trains.map((t) => (t.colour === a.train ? { ...t, placed: true } : t));
      setPart(d, a.train, (p) => ({ ...p, space }));
      ev.push({ type: 'Placed', train: a.train, station: a.station });
      if (d.trains.every((t) => t.placed)) startRound(d, ev);
      break;
    }
    case 'decide':
      resolveDecision(d, ev, s.pending[0]!, a);
      break;
    case 'briefing':
      d.stage = 'operations';
      ev.push({ type: 'OperationsStarted', seconds: operationsSeconds(s) });
      break;
    case 'operations':
      applyOperation(d, ev, seat, a);
      break;
    case 'over':
      break;
  }
  advance(d, ev);
  sealPassengers(d);
  return { state: d, events: ev };
}

/** Every game ends within this many actions (see `maxActionsFor`). */
export function maxActionsFor(trains: number, deck: number): number {
  // Rounds: 15, one more after the cyclone. Per round at most: 2 decisions per train and 3 more (phase 1, the event,
  // the Sinatra), the briefing, 11 steps per part (8 + 2 tickets + 1) on up to trains + 1 parts and a sip each, the seats'
  // done and a time-up, 4 changes of train per passenger aboard and, in phase 5, a voucher decision per voucher plus
  // cash, done and the round-15 excuse. Each passenger boards and alights once in a game.
  const parts = trains + 1;
  const perRound = 2 * trains + 3 + 1 + parts * 12 + trains + 1 + 4 * deck + trains + 3;
  return trains + (ROUNDS + 1) * perRound + 2 * deck;
}
