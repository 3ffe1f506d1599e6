/**
 * Phase 2, the event cards. Rulebook: "Phase 2: Draw Event Card" (from round 3, followed at once or during the
 * round) and "Event Cards", sheets 1 to 4 (each card's effect; the choices it asks for are made as decisions,
 * see decisions.ts).
 */
import { railNetwork, routeBetween, stationSpace } from '../../rail';
import { eventCard, FIRST_EVENT_ROUND, ROUNDS, type Effect } from './data';
import { aboardTrain, allAboard, draw, place, rangeAll, trainCount, type Draft } from './state';
import type { BahnEvent, Decision } from './types';

export function trainsWithPassengers(d: Draft): number[] {
  return d.trains.map((_, i) => i).filter((i) => aboardTrain(d, i).length > 0);
}

function closeRoute(d: Draft, ev: BahnEvent[], a: string, b: string, cardNo: number): void {
  const route = routeBetween(d.map, a, b);
  if (route === null) {
    ev.push({ type: 'NoEffect', card: cardNo, why: 'the map has no such route' });
    return;
  }
  d.closedRoutes = [...d.closedRoutes, route];
  ev.push({ type: 'Closed', what: route });
  const net = railNetwork(d.map);
  const r = net.routeIndex.get(route)!;
  // Trains already on the route go on slowly: 2 spaces less.
  rangeAll(d, ev, -2, (p) => {
    const info = net.spaces[p.space];
    return info?.kind === 'route' && info.route === r;
  });
}

function closeStation(d: Draft, ev: BahnEvent[], station: string, cardNo: number): void {
  if (stationSpace(d.map, station) === undefined) {
    ev.push({ type: 'NoEffect', card: cardNo, why: 'the map has no such station' });
    return;
  }
  d.closedStations = [...d.closedStations, station];
  ev.push({ type: 'Closed', what: station });
}

function applyEffect(d: Draft, ev: BahnEvent[], cardNo: number, effect: Effect): void {
  const chief = d.chief;
  const t = trainCount(d);
  const queue: Decision[] = [];
  const none = (why: string) => ev.push({ type: 'NoEffect', card: cardNo, why });
  switch (effect) {
    case 'toilets':
      for (const i of trainsWithPassengers(d)) queue.push({ kind: 'lower', seat: chief, effect, train: d.trains[i]!.colour });
      if (queue.length === 0) none('no train carries passengers');
      break;
    case 'windshield':
    case 'tickets':
    case 'sick-passenger':
      queue.push({ kind: 'answer', seat: chief, effect });
      break;
    case 'delayed-train':
    case 'bachelors': {
      const trains = (effect === 'bachelors' ? d.trains.map((_, i) => i).filter((i) => aboardTrain(d, i).some((p) => p.where.at === 'aboard' && p.where.car === 3)) : trainsWithPassengers(d)).map((i) => d.trains[i]!.colour);
      if (trains.length === 0) none(effect === 'bachelors' ? 'no train has passengers in car 3' : 'no train carries passengers');
      else queue.push({ kind: 'pick-train', seat: chief, effect, trains });
      break;
    }
    case 'software':
      for (const i of trainsWithPassengers(d)) queue.push({ kind: 'pass', seat: chief, train: d.trains[i]!.colour });
      if (queue.length === 0) none('no train carries passengers');
      break;
    case 'connections':
      if (d.round === ROUNDS) {
        none('it does not apply in round 15');
        break;
      }
      for (let i = 0; i < t; i++) {
        const drawn = draw(d, 2);
        if (drawn.length === 2) queue.push({ kind: 'keep-one', seat: chief, drawn });
        else place(d, ev, drawn);
      }
      break;
    case 'strike':
      queue.push({ kind: 'either', seat: chief, effect, options: ['fewer-spaces', 'passengers'] });
      break;
    case 'cyclone':
      d.round = Math.max(1, d.round - 1);
      ev.push({ type: 'MarkerBack', round: d.round });
      break;
    case 'engine-damage':
    case 'heat':
      if (t < 3) none('only with 3 or 4 players');
      else queue.push({ kind: 'either', seat: chief, effect, options: ['train', 'complaint'] });
      break;
    case 'fulda-bomb':
      closeStation(d, ev, 'fulda', cardNo);
      break;
    case 'frankfurt-control':
      closeStation(d, ev, 'frankfurt', cardNo);
      break;
    case 'embankment-fire':
      closeRoute(d, ev, 'cologne', 'frankfurt', cardNo);
      break;
    case 'blackberries':
      closeRoute(d, ev, 'hannover', 'kassel', cardNo);
      break;
    case 'overcrowded':
      rangeAll(d, ev, -1);
      break;
    case 'snow':
      rangeAll(d, ev, -2);
      break;
    case 'early-conductor':
      rangeAll(d, ev, 1);
      break;
    case 'shift-change':
      if (d.seats === 1) none('one player drives every train');
      else {
        d.trains = d.trains.map((x) => ({ ...x, driver: (x.driver + 1) % d.seats }));
        ev.push({ type: 'ShiftChange' });
      }
      break;
    case 'newspapers':
      if (allAboard(d).length === 0) none('no train carries passengers');
      else if (d.vouchers > 0) queue.push({ kind: 'either', seat: chief, effect, options: ['voucher', 'passenger'] });
      else queue.push({ kind: 'lower', seat: chief, effect, train: null });
      break;
    case 'arrangement':
      if (d.vouchers > 0) queue.push({ kind: 'either', seat: chief, effect, options: ['voucher', 'train'] });
      else queue.push({ kind: 'pick-train', seat: chief, effect, trains: d.trains.map((x) => x.colour) });
      break;
    case 'currywurst': {
      const room = d.vouchers < d.maxVouchers;
      if (room) d.vouchers += 1;
      ev.push({ type: 'Voucher', won: room });
      break;
    }
    case 'last-second':
      place(d, ev, draw(d, 1));
      break;
  }
  d.pending = [...queue, ...d.pending];
}

export function drawEvent(d: Draft, ev: BahnEvent[]): void {
  if (d.round < FIRST_EVENT_ROUND || d.eventPile.length === 0) return;
  const cardNo = d.eventPile[0]!;
  d.eventPile = d.eventPile.slice(1);
  d.event = cardNo;
  ev.push({ type: 'EventDrawn', card: cardNo });
  applyEffect(d, ev, cardNo, eventCard(cardNo).effect);
}

