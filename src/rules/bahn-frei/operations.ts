/**
 * Phase 4, the rail operations. Rulebook: "Phase 4: Rail Operations" ("Move Train", "Passenger Boarding",
 * "Passenger Changes Trains", "Passenger Alights", "Vouchers": won for an early arrival), "Red Train (Express)"
 * (the move table), "Special Passengers" (who travels alone, who never changes) and the windshield card of
 * "Event Cards", sheet 1 (the sip, the refuel in a red station).
 */
import { stationAt } from '../../rail';
import type { Seat } from '../core/game';
import { isSpecial } from './data';
import { Acts, DONE, TIME_UP } from './acts';
import { endOperations } from './complaints';
import { aboard, boardingCar, card, driverOf, isExpress, isHub, partById, passengerOf, setP, setPart, waitingAt, type Draft } from './state';
import { mapTables, type MoveTable } from './tables';
import type { BahnAction, BahnEvent, BahnState, Part } from './types';

/** Whether a passenger may join a part now (the special passengers who travel alone). */
export function mayJoin(s: BahnState, partId: string, id: string): boolean {
  const on = aboard(s, partId);
  const c = card(id);
  if (isSpecial(c) && c.kind === 'alone' && on.length > 0) return false;
  return !on.some((p) => {
    const o = card(p.id);
    return isSpecial(o) && o.kind === 'alone';
  });
}

/** The table of a part's steps and distances this round (as the Express or not, with this round's closures). */
export function movesOf(s: BahnState, part: Part): MoveTable {
  return mapTables(s.map).move(isExpress(s, part), s.closedStations, s.closedRoutes);
}

export function operationActions(s: BahnState, seat: Seat): BahnAction[] {
  const out: BahnAction[] = [];
  const tables = mapTables(s.map);
  for (const part of s.parts) {
    if (driverOf(s, part) !== seat) continue;
    if (part.stop === 'due') {
      out.push(Acts.sip(part.id));
      continue;
    }
    if (part.left > 0) for (const to of movesOf(s, part).targets[part.space] ?? []) out.push(Acts.step(part.id, to));
    const station = tables.stationOf[part.space] ?? null;
    if (station === null || part.stop === 'refuel') continue;
    for (const p of aboard(s, part.id)) if (card(p.id).to === station) out.push(Acts.alight(part.id, p.id));
    for (const p of waitingAt(s, station)) if (mayJoin(s, part.id, p.id)) out.push(Acts.board(part.id, p.id));
    for (const other of s.parts) {
      if (other.id === part.id || other.space !== part.space || other.stop === 'refuel') continue;
      for (const p of aboard(s, part.id)) {
        const c = card(p.id);
        if (c.to === station) continue;
        if (isSpecial(c) && c.kind === 'no-transfer') continue;
        if (p.rode.includes(other.id) || !mayJoin(s, other.id, p.id)) continue;
        out.push(Acts.transfer(p.id, other.id));
      }
    }
  }
  out.push(DONE, TIME_UP);
  return out;
}


export function applyOperation(d: Draft, ev: BahnEvent[], seat: Seat, a: BahnAction): void {
  switch (a.type) {
    case 'step': {
      const part = partById(d, a.part)!;
      const station = stationAt(d.map, a.to);
      let stop = part.stop;
      if (station !== null && stop === 'owed') stop = 'due';
      if (station !== null && stop === 'refuel' && isHub(d.map, station)) {
        stop = 'none';
        ev.push({ type: 'Refuelled', part: part.id });
      }
      setPart(d, part.id, (x) => ({ id: x.id, train: x.train, cube: x.cube, space: a.to, left: x.left - 1, stop }));
      ev.push({ type: 'Moved', part: part.id, from: part.space, to: a.to });
      return;
    }
    case 'board': {
      const p = passengerOf(d, a.passenger)!;
      const car = boardingCar(p);
      setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part: a.part, car }, rode: [...x.rode, a.part] }));
      ev.push({ type: 'Boarded', part: a.part, passenger: p.id, car });
      return;
    }
    case 'alight': {
      const p = passengerOf(d, a.passenger)!;
      const car = p.where.at === 'aboard' ? p.where.car : 1;
      setP(d, p.id, (x) => ({ ...x, where: { at: 'delivered' } }));
      ev.push({ type: 'Alighted', part: a.part, passenger: p.id, car });
      // Early (car 2–5): a voucher for the team, if the circle has room.
      if (car >= 2) {
        const room = d.vouchers < d.maxVouchers;
        if (room) d.vouchers += 1;
        ev.push({ type: 'Voucher', won: room });
      }
      return;
    }
    case 'transfer': {
      const p = passengerOf(d, a.passenger)!;
      if (p.where.at !== 'aboard') return;
      const { part: from, car } = p.where;
      setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part: a.to, car }, rode: [...x.rode, a.to] }));
      ev.push({ type: 'Transferred', passenger: p.id, from, to: a.to });
      return;
    }
    case 'sip':
      setPart(d, a.part, (x) => ({ ...x, stop: 'sipped' }));
      ev.push({ type: 'Sipped', part: a.part });
      return;
    case 'done':
      d.done = d.done.map((x, i) => x || i === seat);
      ev.push({ type: 'SeatDone', seat });
      if (d.done.every(Boolean)) endOperations(d);
      return;
    case 'time-up':
      ev.push({ type: 'TimeUp', seat });
      endOperations(d);
      return;
    default:
      return;
  }
}
