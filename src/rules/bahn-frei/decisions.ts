/**
 * The choices the group (or one driver) makes before play goes on, listed and applied. Rulebook: "Yellow Train
 * (Röntgen)" (which card goes back), "Event Cards" (each card's either/or, the train it hits, the passenger it
 * moves), "Green Train (Sinatra)" (the passenger kept), "Vouchers" and "Phase 5: Complaint Management" (where the
 * vouchers go) and "Round 15" (the passenger taken off without complaint).
 */
import { isSpecial } from './data';
import { Acts, choose, pick } from './acts';
import { cashable, shieldable, voucherUse } from './complaints';
import { trainsWithPassengers } from './events';
import { mayJoin } from './operations';
import { aboard, aboardTrain, allAboard, card, complainNow, isHub, moveDown, passengerOf, place, rangeAll, setP, setPart, stationOfPart, underPile, waiting, type Draft } from './state';
import type { BahnAction, BahnEvent, BahnState, Decision, Part } from './types';

export function decisionActions(s: BahnState, dec: Decision): BahnAction[] {
  switch (dec.kind) {
    case 'put-back':
      return pick(dec.drawn.filter((id) => !isSpecial(card(id))));
    case 'answer':
      return choose('yes', 'no');
    case 'either':
      return choose(...dec.options);
    case 'lower': {
      const on = dec.train === null ? allAboard(s) : aboardTrain(s, s.trains.findIndex((x) => x.colour === dec.train));
      return pick(on.map((p) => p.id));
    }
    case 'pick-train':
      return dec.trains.map((train) => Acts.pickTrain(train));
    case 'keep-one':
      return pick(dec.drawn);
    case 'pass': {
      const i = s.trains.findIndex((x) => x.colour === dec.train);
      const next = s.trains[(i + 1) % s.trains.length]!.colour;
      const can = aboardTrain(s, i).filter((p) => !s.passed.includes(p.id) && !(isSpecial(card(p.id)) && card(p.id).kind === 'no-transfer') && mayJoin(s, next, p.id));
      return [...pick(can.map((p) => p.id)), ...choose('none')];
    }
    case 'sinatra': {
      const green = s.trains.find((x) => x.colour === 'green')!;
      return [...pick(aboard(s, green.colour).map((p) => p.id)), ...choose('none')];
    }
    case 'vouchers':
      return [...pick(shieldable(s).map((p) => p.id)), ...(cashable(s) ? choose('cash') : []), ...choose('done')];
    case 'excuse':
      return [...pick([...waiting(s), ...allAboard(s)].map((p) => p.id)), ...choose('none')];
  }
}

export function resolveDecision(d: Draft, ev: BahnEvent[], dec: Decision, a: BahnAction): void {
  const rest = d.pending.slice(1);
  d.pending = rest;
  const effect = 'effect' in dec ? dec.effect : null;
  const option = a.type === 'choose' ? a.option : null;
  if (option !== null) ev.push({ type: 'Decided', option });
  switch (dec.kind) {
    case 'put-back': {
      if (a.type !== 'pick') return;
      underPile(d, ev, a.passenger);
      place(
        d,
        ev,
        dec.drawn.filter((id) => id !== a.passenger),
      );
      return;
    }
    case 'answer':
      if (effect === 'tickets' && option === 'yes') rangeAll(d, ev, 2);
      if (effect === 'sick-passenger' && option === 'no') rangeAll(d, ev, -1);
      if (effect === 'windshield') {
        if (option === 'yes') d.parts = d.parts.map((p) => ({ ...p, stop: 'owed' }));
        else
          for (const p of d.parts) {
            if (isHub(d.map, stationOfPart(d, p))) ev.push({ type: 'Refuelled', part: p.id });
            else setPart(d, p.id, (x) => ({ ...x, stop: 'refuel' }));
          }
      }
      return;
    case 'either': {
      const trains = d.trains.map((x) => x.colour);
      if (option === 'fewer-spaces') rangeAll(d, ev, -1);
      else if (option === 'passengers') d.pending = [...trainsWithPassengers(d).map((i): Decision => ({ kind: 'lower', seat: dec.seat, effect: 'strike', train: d.trains[i]!.colour })), ...d.pending];
      else if (option === 'train') d.pending = [{ kind: 'pick-train', seat: dec.seat, effect: dec.effect, trains }, ...d.pending];
      else if (option === 'complaint') complainNow(d, ev, null, 1, 'the team chose a complaint');
      else if (option === 'voucher') d.vouchers -= 1;
      else if (option === 'passenger') d.pending = [{ kind: 'lower', seat: dec.seat, effect: dec.effect, train: null }, ...d.pending];
      return;
    }
    case 'lower':
      if (a.type === 'pick') moveDown(d, ev, a.passenger);
      return;
    case 'pick-train': {
      if (a.type !== 'pick-train') return;
      const i = d.trains.findIndex((x) => x.colour === a.train);
      const mine = (p: Part) => p.train === i;
      if (dec.effect === 'delayed-train') for (const p of aboardTrain(d, i)) moveDown(d, ev, p.id);
      else if (dec.effect === 'bachelors') {
        for (const p of aboardTrain(d, i)) {
          if (p.where.at === 'aboard' && p.where.car === 3) {
            const part = p.where.part;
            setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part, car: 2 } }));
            ev.push({ type: 'MovedDown', passenger: p.id, car: 2 });
          }
        }
      } else if (dec.effect === 'arrangement') rangeAll(d, ev, -1, mine);
      else {
        // Engine damage, heat: the train does not move this round.
        for (const p of d.parts.filter(mine)) {
          ev.push({ type: 'Range', part: p.id, by: -p.left });
          setPart(d, p.id, (x) => ({ ...x, left: 0 }));
        }
      }
      return;
    }
    case 'keep-one':
      if (a.type !== 'pick') return;
      place(d, ev, [a.passenger]);
      for (const id of dec.drawn) if (id !== a.passenger) underPile(d, ev, id);
      return;
    case 'pass': {
      if (a.type !== 'pick') return;
      const from = d.trains.findIndex((x) => x.colour === dec.train);
      const to = d.trains[(from + 1) % d.trains.length]!.colour;
      const p = passengerOf(d, a.passenger)!;
      if (p.where.at !== 'aboard') return;
      const car = p.where.car;
      const fromPart = p.where.part;
      setP(d, a.passenger, (x) => ({ ...x, where: { at: 'aboard', part: to, car }, rode: [...x.rode, to] }));
      d.passed = [...d.passed, a.passenger];
      ev.push({ type: 'Passed', passenger: a.passenger, from: fromPart, to });
      return;
    }
    case 'sinatra':
      if (a.type === 'pick') d.kept = a.passenger;
      return;
    case 'vouchers':
      if (a.type === 'pick') {
        d.vouchers -= 1;
        d.shielded = [...d.shielded, a.passenger];
        setP(d, a.passenger, (x) => ({ ...x, vouchers: x.vouchers + 1 }));
        ev.push({ type: 'Shielded', passenger: a.passenger });
      } else if (option === 'cash') {
        d.vouchers = 0;
        d.relief += 1;
        ev.push({ type: 'Cashed' });
      }
      // Still something to use the vouchers on: the decision stays.
      if (option !== 'done' && voucherUse(d)) d.pending = [dec, ...d.pending];
      return;
    case 'excuse':
      if (a.type === 'pick') {
        setP(d, a.passenger, (x) => ({ ...x, where: { at: 'excused' } }));
        ev.push({ type: 'Excused', passenger: a.passenger });
        // A cashed circle may no longer be of use.
        const v = d.pending.findIndex((x) => x.kind === 'vouchers');
        if (v >= 0 && !voucherUse(d)) d.pending = d.pending.filter((_, k) => k !== v);
      }
      return;
  }
}
