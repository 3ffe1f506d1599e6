/**
 * Formuła 1's end screen: how the race ended in a sentence, and each player's figures (tyres spent, throws, leaving
 * the track, pit services, top speed), counted from the events of the race (never guessed).
 */
import type { EndFigure, EndMove } from '../client';
import type { GameResult } from '../../rules/core';
import type { Formula1Event, Formula1State } from '../../rules/formula-1';

/** "1 lap", "3 laps". */
const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
/** The verb for a seat's name: "You are", "Anna is" (the person's seat is called "You"). */
const verb = (name: string, third: string, plain: string) => (name === 'You' ? plain : third);

type Count = (e: Formula1Event) => number;

const ROWS: readonly (readonly [string, string, Count, string?])[] = [
  ['Tyres spent', 'Tyre tokens returned for sharp speed changes, throws of 1 or 2 and leaving the track', (e) => (e.type === 'speed' ? e.cost : e.type === 'throw' ? e.tyresLost : e.type === 'off' ? e.tyresLost : 0)],
  ['Throws', 'Throws of the die on corners taken faster than their safe speed', (e) => (e.type === 'throw' ? 1 : 0)],
  ['Off the track', 'Times a car left the track (a throw of 6, blocked, or no tyres left to give)', (e) => (e.type === 'off' ? 1 : 0)],
  ['Pit services', 'Times a car drove into the pit service for fresh tyres', (e) => (e.type === 'pit-in' ? 1 : 0)],
];

/** Each player's figures over the race: a player with two cars counts both. */
export function formula1EndFigures(history: readonly EndMove<Formula1State, Formula1Event>[]): EndFigure[] {
  const first = history[0]?.before;
  if (!first) return [];
  const seats = first.names.length;
  const seatOf = (car: number) => first.cars[car]?.seat ?? -1;
  const rows = ROWS.map(([label, hint, count]) => ({ label, hint, values: Array.from({ length: seats }, () => 0), count }));
  const top = Array.from({ length: seats }, () => 0);
  for (const m of history) {
    for (const e of m.events) {
      if (!('car' in e)) continue;
      const seat = seatOf(e.car);
      if (seat < 0 || seat >= seats) continue;
      for (const r of rows) r.values[seat]! += r.count(e);
      if (e.type === 'speed') top[seat] = Math.max(top[seat]!, e.to);
    }
  }
  return [
    ...rows.map(({ label, hint, values }) => ({ label, hint, values })),
    { label: 'Top speed', hint: 'The highest speed set during the race', values: top, unit: ' km/h' },
  ];
}

/** "Anna crosses the finish line first after 2 laps; the round was played out, and the others are ranked by position." */
export function formula1EndSentence(state: Formula1State, result: GameResult, names: readonly string[]): string {
  const winner = result.kind === 'ranking' ? (names[result.order[0] ?? 0] ?? 'Nobody') : 'Nobody';
  const laps = plural(state.laps, 'lap');
  if (result.reason === 'finish') return `${winner} ${verb(winner, 'crosses', 'cross')} the finish line first after ${laps}; the round was played out, and the others are ranked by how far along the race they are.`;
  return `The race was stopped at its round limit before ${laps} ${state.laps === 1 ? 'was' : 'were'} driven: the places are as the cars stood, and ${winner} ${verb(winner, 'was', 'were')} furthest along.`;
}
