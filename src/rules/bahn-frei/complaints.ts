/**
 * Phase 5 and the end of the game. Rulebook: "Phase 5: Complaint Management" ("Move Passengers Within Train",
 * "Delays at the Departure Station", "Delays at the Destination Station"), "Vouchers" (how they are used: one on
 * a waiting passenger, a full circle cashed against a complaint), "Green Train (Sinatra)" (one passenger kept in
 * his car), "Blue Train (St. Martin)" (passengers left in the cube complain), "Round 15" and "End of Game".
 */
import { isSpecial, LOSING_COMPLAINTS, ROUNDS } from './data';
import { startRound } from './round-start';
import { aboard, allAboard, card, CUBE_ID, isHub, lose, points, setP, stationOfPart, trainWith, waiting, type Draft } from './state';
import type { BahnEvent, BahnState, Passenger } from './types';

export function allInRedStations(s: BahnState): boolean {
  return s.parts.filter((p) => !p.cube).every((p) => isHub(s.map, stationOfPart(s, p)));
}

export function endOperations(d: Draft): void {
  d.done = d.done.map(() => true);
  if (d.round === ROUNDS) {
    const left = [...waiting(d), ...allAboard(d)];
    if (left.length > 0 && allInRedStations(d)) d.pending = [...d.pending, { kind: 'excuse', seat: d.chief }];
    d.stage = 'final';
    if (voucherUse(d)) d.pending = [...d.pending, { kind: 'vouchers', seat: d.chief }];
    return;
  }
  const green = trainWith(d, 'green');
  if (green >= 0 && aboard(d, d.trains[green]!.colour).length > 0) d.pending = [...d.pending, { kind: 'sinatra', seat: d.trains[green]!.driver }];
  d.stage = 'shift';
}

/** Phase 5's first step: the cube leaves, every passenger moves one car lower, late ones complain. */
export function shift(d: Draft, ev: BahnEvent[]): void {
  for (const p of aboard(d, CUBE_ID)) {
    setP(d, p.id, (x) => ({ ...x, where: { at: 'complained' } }));
    d.due += points(p.id);
    ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'left in the second part of the blue train' });
  }
  d.parts = d.parts.filter((p) => !p.cube);
  for (const p of allAboard(d)) {
    if (p.where.at !== 'aboard') continue;
    if (p.id === d.kept) {
      ev.push({ type: 'Kept', passenger: p.id });
      continue;
    }
    const car = p.where.car - 1;
    if (car >= 1) {
      const part = p.where.part;
      setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part, car } }));
    } else {
      setP(d, p.id, (x) => ({ ...x, where: { at: 'complained' } }));
      d.due += points(p.id);
      ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'late at the destination' });
    }
  }
  if (voucherUse(d)) d.pending = [...d.pending, { kind: 'vouchers', seat: d.chief }];
  d.stage = 'settle';
}

/** Waiting passengers a voucher may be placed on now (never in round 15; the car must stay 1 or more). */
export function shieldable(s: BahnState): Passenger[] {
  if (s.round === ROUNDS || s.vouchers === 0) return [];
  return waiting(s).filter((p) => {
    const c = card(p.id);
    if (s.shielded.includes(p.id)) return false;
    if (isSpecial(c) && c.kind === 'no-voucher') return false;
    return c.time - p.vouchers - 1 >= 1;
  });
}

/** Complaint points still to come in this phase 5 (before a full circle is cashed). */
export function pendingPoints(s: BahnState): number {
  if (s.stage === 'final') {
    const w = waiting(s).reduce((n, p) => n + points(p.id), 0);
    const a = allAboard(s).reduce((n, p) => n + points(p.id), 0);
    return w + Math.floor(a / 2);
  }
  return s.due + waiting(s).filter((p) => !s.shielded.includes(p.id)).reduce((n, p) => n + points(p.id), 0);
}

export function cashable(s: BahnState): boolean {
  return s.maxVouchers > 0 && s.vouchers === s.maxVouchers && s.complaints + pendingPoints(s) - s.relief > 0;
}

export function voucherUse(s: BahnState): boolean {
  return shieldable(s).length > 0 || cashable(s);
}

export function settle(d: Draft, ev: BahnEvent[]): void {
  let pts = d.due;
  for (const p of waiting(d)) {
    if (d.shielded.includes(p.id)) continue;
    setP(d, p.id, (x) => ({ ...x, where: { at: 'complained' } }));
    pts += points(p.id);
    ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'left waiting at the departure station' });
  }
  d.complaints = Math.max(0, d.complaints + pts - d.relief);
  d.due = 0;
  d.relief = 0;
  if (d.complaints >= LOSING_COMPLAINTS) {
    lose(d, ev);
    return;
  }
  ev.push({ type: 'RoundEnded', round: d.round, complaints: d.complaints });
  d.round += 1;
  d.chief = (d.chief + 1) % d.seats;
  startRound(d, ev);
}

export function finalSettle(d: Draft, ev: BahnEvent[]): void {
  let pts = 0;
  for (const p of waiting(d)) {
    pts += points(p.id);
    ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'still waiting at the end of round 15' });
  }
  const onTrains = allAboard(d).reduce((n, p) => n + points(p.id), 0);
  if (onTrains >= 2) ev.push({ type: 'Complaint', passenger: null, points: Math.floor(onTrains / 2), why: `${onTrains} passengers still on the trains (1 for every 2)` });
  pts += Math.floor(onTrains / 2);
  d.complaints = Math.max(0, d.complaints + pts - d.relief);
  d.relief = 0;
  d.phase = 'over';
  d.won = d.complaints < LOSING_COMPLAINTS;
  d.reason = d.won ? `round 15 played with ${d.complaints} complaint${d.complaints === 1 ? '' : 's'}` : `${d.complaints} complaints after round 15`;
  ev.push({ type: 'RoundEnded', round: d.round, complaints: d.complaints });
  ev.push({ type: 'GameOver', won: d.won, complaints: d.complaints });
}
