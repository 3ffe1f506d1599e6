/**
 * Formuła 1's client part: the words the shells show (buttons, prompts, the
 * HUD, the event log, the glossary). The board is the shell's 3D lane-graph
 * track, so there is no board view here.
 */
import { createElement, lazy, Suspense } from 'react';
import type { GameClient, HudProps, TableObjectsProps } from '../client';
import { glossary } from './glossary';
import type { LaneBoard } from '../../rules/core';
import { ordinal, plural, possessive } from '../../ui/words';
import { sameChance } from '../undo';
import { formula1EndFigures, formula1EndSentence } from './end';
import {
  activeCar,
  boardInfo,
  currentLap,
  entersPit,
  pathRisk,
  speedChangeCost,
  squaresAt,
  throwPlan,
  type Formula1Action,
  type Formula1Event,
  type Formula1State,
} from '../../rules/formula-1';

const tyres = (n: number) => plural(n, 'tyre');
const percent = (p: number) => (p > 0 && p < 0.005 ? 'under 1%' : `${Math.round(p * 100)}%`);

/** A car as people call it: its player's name, with "car 1"/"car 2" when the player drives two. */
function carLabel(state: Formula1State, ci: number, names: readonly string[] = state.names): string {
  const car = state.cars[ci];
  if (!car) return 'A car';
  const name = names[car.seat] ?? state.names[car.seat] ?? `Player ${car.seat + 1}`;
  const two = state.cars.some((c) => c.seat === car.seat && c.index === 1);
  return two ? `${possessive(name)} car ${car.index + 1}` : name;
}

function laneName(state: Formula1State, lane: number): string {
  const lanes = state.graph.lanes;
  if (lanes === 3) return ['left lane', 'middle lane', 'right lane'][lane] ?? 'the pit lane';
  if (lanes === 2) return ['left lane', 'right lane'][lane] ?? 'the pit lane';
  return lane < lanes ? `lane ${lane + 1}` : 'the pit lane';
}

function squareName(state: Formula1State, id: number): string {
  const s = state.graph.spaces[id];
  if (!s) return 'a square';
  if (s.features.pit === 'service') return 'the pit service';
  const corner = s.features.safeSpeed !== undefined ? ` (corner, safe ${s.features.safeSpeed} km/h)` : '';
  return `the ${laneName(state, s.lane)}${corner}`;
}

function speedLabel(state: Formula1State, ci: number, kmh: number): string {
  const car = state.cars[ci]!;
  const cost = speedChangeCost(car.speed, kmh);
  const price = cost === 0 ? 'free' : `costs ${tyres(cost)}`;
  if (kmh === 0) return car.speed === 0 ? 'Stay where you are (0 km/h) — free' : `Stop (0 km/h) — ${price}`;
  const keep = kmh === car.speed ? 'Keep ' : 'Speed ';
  return `${keep}${kmh} km/h, ${plural(squaresAt(kmh), 'square')} — ${price}`;
}

function moveLabel(state: Formula1State, ci: number, path: readonly number[]): string {
  const car = state.cars[ci]!;
  const last = path[path.length - 1];
  if (last === undefined) return 'Drive';
  const pit = entersPit(state, car.space, path);
  const head = pit ? `Into the pit service after ${plural(path.length - 1, 'square')}` : `Drive ${plural(path.length, 'square')} to ${squareName(state, last)}`;
  const plan = throwPlan(state, car, car.speed, path);
  if (plan.length === 0) return `${head} — no throws`;
  const risk = pathRisk(state, car, car.speed, path);
  return `${head} — ${plural(risk.throws, 'throw')}, ${percent(risk.offChance)} chance of leaving the track, about ${risk.expectedTyreLoss.toFixed(1)} tyres lost`;
}

function status(state: Formula1State, ci: number): string[] {
  const car = state.cars[ci]!;
  const info = boardInfo(state.graph);
  const out = [`${car.speed} km/h`, tyres(car.tyres), `Lap ${currentLap(info, car, state.laps)} of ${state.laps}`];
  if (car.finished > 0) out.push(`Finished ${ordinal(car.finished)}`);
  else if (car.off) out.push('Beside the track');
  else if (car.inPit) out.push('In the pit service');
  return out;
}


const howToPlay: readonly string[] = [
  'Each player drives a racing car (two cars each with 2 or 3 players). The first car to cross the finish line on the last lap wins.',
  'On your turn, first choose your speed in steps of 40 km/h, then choose where to drive: exactly one square for each 40 km/h, straight ahead or diagonally into the next lane, never onto or past another car.',
  'Changing speed is free if you keep it, speed up by 40, 80 or 120 km/h, or slow down by 40 km/h. Anything sharper costs tyres, and you cannot spend tyres you do not have.',
  'Corner squares show a safe speed. For every 40 km/h you go over it on a square, throw the die: 1 costs a tyre, 2 costs two, 6 sends you off the track. Off the track your speed drops to 0, you return the tyres for that stop, and you rejoin on your next move.',
  'If cars side by side block the road and you cannot pay to brake, you leave the track beside them.',
  'In a race of several laps you may drive into the pit from the red square after a lap: the next move your tyres go back to 30 and your speed to 0, and the move after you drive out.',
];

/** The speedometers, loaded with the table (not in the first load). */
const SpeedometersLazy = lazy(() => import('./Speedometers').then((m) => ({ default: m.Speedometers })));
function Hud(props: HudProps<Formula1State>) {
  return createElement(Suspense, { fallback: null }, createElement(SpeedometersLazy, props));
}

/** The speedometers, tyre piles and the die on the 3D table, loaded with the scene. */
const TableObjectsLazy = lazy(() => import('./TableObjects').then((m) => ({ default: m.Formula1TableObjects })));
function TableObjects(props: TableObjectsProps<Formula1State, LaneBoard>) {
  return createElement(Suspense, { fallback: null }, createElement(TableObjectsLazy, props));
}

export const formula1Client: GameClient<Formula1State, Formula1Action, Formula1Event, LaneBoard> = {
  id: 'formula-1',
  // A choice may be taken back until the safe-speed dice are thrown (nothing else is hidden).
  undoable: (before, _action, after) => sameChance(before, after),
  actionLabel(state, _seat, action) {
    const ci = activeCar(state);
    if (ci === null) return 'The race is over';
    switch (action.type) {
      case 'speed':
        return speedLabel(state, ci, action.kmh);
      case 'move':
        return moveLabel(state, ci, action.path);
      case 'service':
        return 'Pit service: speed to 0, tyres topped up to 30';
      case 'leave':
        return `Leave the track (blocked) — returns ${tyres(Math.min(state.cars[ci]!.tyres, speedChangeCost(state.cars[ci]!.speed, 0)))}`;
    }
  },
  actionGroup(_state, _seat, action) {
    return { speed: 'Speed', move: 'Move', service: 'Pit', leave: 'Blocked' }[action.type];
  },
  prompt(state, seat) {
    const ci = activeCar(state);
    if (ci === null) return 'The race is over.';
    const car = state.cars[ci]!;
    if (car.seat !== seat) return `${carLabel(state, ci)} is driving.`;
    const who = carLabel(state, ci);
    if (state.phase === 'move') return `Choose where ${who} drives: exactly ${plural(squaresAt(car.speed), 'square')} at ${car.speed} km/h.`;
    if (car.inPit) return `${who} is in the pit: take the service.`;
    if (car.off) return `${who} is beside the track: choose the speed to drive back on (now 0 km/h, ${tyres(car.tyres)}).`;
    return `Choose the speed for ${who} (now ${car.speed} km/h, ${tyres(car.tyres)}).`;
  },
  seatStatus(state, seat) {
    const mine = state.cars.map((c, i) => [c, i] as const).filter(([c]) => c.seat === seat);
    if (mine.length === 1) return status(state, mine[0]![1]);
    // Two cars: the short facts of each (speed and tyres, and where it is when not racing), the lap only in a race of several.
    return mine.map(([c, i]) => `Car ${c.index + 1}: ${status(state, i).filter((f) => state.laps > 1 || !f.startsWith('Lap ')).join(', ')}`);
  },
  eventText(state, event, names) {
    const who = (ci: number) => carLabel(state, ci, names);
    switch (event.type) {
      case 'round':
        return `Round ${event.round}: ${event.order.map(who).join(', ')}.`;
      case 'speed':
        if (event.from === 0 && event.to === 0) return `${who(event.car)} stays put at 0 km/h.`;
        if (event.from === event.to) return `${who(event.car)} keeps ${event.to} km/h.`;
        return `${who(event.car)} goes from ${event.from} to ${event.to} km/h${event.cost > 0 ? `, returning ${tyres(event.cost)} (${event.tyres} left)` : ''}.`;
      case 'move':
        return `${who(event.car)} ${event.rejoined ? 'drives back onto the track and ' : ''}drives ${plural(event.path.length, 'square')} to ${squareName(state, event.path[event.path.length - 1] ?? event.from)}.`;
      case 'throw': {
        const what = event.off ? (event.die === 6 ? 'off the track' : 'not enough tyres left') : event.tyresLost > 0 ? `${tyres(event.tyresLost)} lost` : 'no harm';
        return `${who(event.car)} throws ${event.die} on a ${event.safeSpeed} km/h corner: ${what}.`;
      }
      case 'off': {
        const why = event.reason === 'blocked' ? 'is blocked and leaves the track' : event.reason === 'no-tyres' ? 'has no tyres left to give and leaves the track' : 'spins off the track';
        const car = state.cars[event.car];
        // Where it waits beside the track and its place in the queue there ("the second car is placed beside the first").
        const queue = car?.off ? state.cars.filter((c) => c.off && c.space === car.space && c.offSeq < car.offSeq).length : -1;
        const where = queue < 0 ? '' : ` It stands beside ${squareName(state, car!.space)}, ${ordinal(queue + 1)} in the queue to drive back on.`;
        return `${who(event.car)} ${why} at ${event.speed} km/h, returning ${tyres(event.tyresLost)} (${event.tyres} left).${where}`;
      }
      case 'pit-in':
        return `${who(event.car)} drives into the pit service.`;
      case 'service':
        return `${who(event.car)} is serviced: speed 0, tyres topped up to ${event.tyres}.`;
      case 'lap':
        return `${who(event.car)} starts lap ${event.lap} of ${state.laps}.`;
      case 'finish':
        return event.place === 1 ? `${who(event.car)} crosses the finish line and wins the race!` : `${who(event.car)} crosses the finish line, ${ordinal(event.place)}.`;
      case 'end':
        return event.reason === 'finish' ? `The race is over. Winner: ${names[event.order[0] ?? 0] ?? 'nobody'}.` : `The race is stopped at the round limit. Leader: ${names[event.order[0] ?? 0] ?? 'nobody'}.`;
    }
  },
  actionTarget(_state, _seat, action) {
    return action.type === 'move' ? (action.path[action.path.length - 1] ?? null) : null;
  },
  glossary,
  howToPlay,
  Hud,
  TableObjects,
  endFigures: formula1EndFigures,
  endSentence: formula1EndSentence,
};
