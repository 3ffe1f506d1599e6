/**
 * Das Motorsportspiel's end screen: how the race ended in a sentence, and each player's figures (laps, driving
 * errors, flags, pit stops, drafting), counted from the events of the race (never guessed).
 */
import type { EndFigure, EndMove } from '../client';
import type { GameResult } from '../../rules/core';
import { lapsDone, type MssEvent, type MssState } from '../../rules/motorsportspiel';

/** "1 lap", "3 laps". */
const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
/** The verb for a seat's name: "You are", "Anna is" (the person's seat is called "You"). */
const verb = (name: string, third: string, plain: string) => (name === 'You' ? plain : third);

type Count = (e: MssEvent) => number;

const ROWS: readonly (readonly [string, string, Count])[] = [
  ['Driving errors', 'Moves with points of the dice the car could not drive (1 to 3 a light error, 4 or more a severe one)', (e) => (e.type === 'error' ? 1 : 0)],
  ['Yellow flags', 'Light errors: the car stood and moved last in the next round', (e) => (e.type === 'flag' && e.flag === 'yellow' ? 1 : 0)],
  ['Red flags', 'Severe errors or two yellow flags: off into the gravel, a turn missed', (e) => (e.type === 'flag' && e.flag === 'red' ? 1 : 0)],
  ['Pit stops', 'Drives through the pit lane or stops in the pit box, clearing the penalty flags', (e) => (e.type === 'pit' ? 1 : 0)],
  ['Drafting', 'Times the car moved up behind the front car in the fast lane', (e) => (e.type === 'draft' ? 1 : 0)],
];

/** Each player's figures over the race: a player with a team of cars counts them all. */
export function mssEndFigures(history: readonly EndMove<MssState, MssEvent>[]): EndFigure[] {
  const first = history[0]?.before;
  if (!first) return [];
  const seats = first.names.length;
  const seatOf = (car: number) => first.cars[car]?.seat ?? -1;
  const values = ROWS.map(() => Array.from({ length: seats }, () => 0));
  for (const m of history) {
    for (const e of m.events) {
      if (!('car' in e)) continue;
      const seat = seatOf(e.car);
      if (seat < 0 || seat >= seats) continue;
      ROWS.forEach(([, , count], i) => (values[i]![seat]! += count(e)));
    }
  }
  // Laps from the cars at the end (the last crossing is the finish, not a "lap" event): a team counts its best car.
  const end = history[history.length - 1]!.after;
  const laps = Array.from({ length: seats }, (_, seat) => Math.min(end.config.laps, Math.max(0, ...end.cars.filter((c) => c.seat === seat).map((c) => lapsDone(c)))));
  return [{ label: 'Laps completed', hint: 'Laps each player’s car drove to the end, the finish included (a team: its best car)', values: laps }, ...ROWS.map(([label, hint], i) => ({ label, hint, values: values[i]! }))];
}

/** "Anna is first over the finish line after 3 laps; 1 car went out of the race." */
export function mssEndSentence(state: MssState, result: GameResult, names: readonly string[]): string {
  const winner = result.kind === 'ranking' ? (names[result.order[0] ?? 0] ?? 'Nobody') : 'Nobody';
  const out = state.cars.filter((c) => c.status === 'out').length;
  const outs = out > 0 ? `; ${plural(out, 'car')} went out of the race` : '';
  const laps = plural(state.config.laps, 'lap');
  if (result.reason === 'finish') return `${winner} ${verb(winner, 'is', 'are')} first over the finish line after ${laps}${outs}.`;
  return `The race was stopped at its round limit before ${laps} ${state.config.laps === 1 ? 'was' : 'were'} driven: the order on the track counts, and ${winner} ${verb(winner, 'was', 'were')} ahead${outs}.`;
}
