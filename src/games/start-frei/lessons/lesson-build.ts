/** Editing a lesson's position and recording its actions: pure functions over the lesson file. */
import { GEAR_NAMES, applyAction, legalActions, type Action, type BoostFace, type GameState, type Position } from '../../../rules/start-frei';
import type { LaneGraph, SpaceId } from '../../../track';
import { LESSON_FORMAT, LESSON_VERSION, type LessonFile, type LessonTrack } from './lesson-schema';
import type { RollChoice } from './reach';
import { plansFor } from './reach';

export const CAR_NAMES = ['Red', 'Yellow', 'Blue', 'Green'] as const;
export const PLAIN_ROLL_CARD = 4;

export type Car = Position['cars'][number];

/** An empty position: two cars on the first grid slots, Red to move with a card that only rolls. */
export function emptyLesson(track: LessonTrack, graph: LaneGraph): LessonFile {
  const cars = graph.grid.slice(0, 2).map((space, i) => ({ name: CAR_NAMES[i]!, space, gear: GEAR_NAMES[1], coins: 5, drs: [] as number[] }));
  return {
    format: LESSON_FORMAT,
    version: LESSON_VERSION,
    ruleset: 'start-frei',
    title: 'New lesson',
    summary: '',
    track,
    position: { cars, turn: { player: 0, card: PLAIN_ROLL_CARD } },
    dice: [],
    actions: [],
    notes: [],
  };
}

/** A change of the position clears the recorded actions (they may no longer apply). */
export function withPosition(lesson: LessonFile, position: Position): LessonFile {
  return { ...lesson, position, dice: [], actions: [], notes: [] };
}

export function withCar(lesson: LessonFile, index: number, change: Partial<Car>): LessonFile {
  const cars = lesson.position.cars.map((c, i) => (i === index ? { ...c, ...change } : c));
  return withPosition(lesson, { ...lesson.position, cars });
}

/** Moves a car to a space; a car already there swaps places with it. */
export function placeCar(lesson: LessonFile, index: number, space: SpaceId): LessonFile {
  const from = lesson.position.cars[index]!.space;
  const cars = lesson.position.cars.map((c, i) => {
    if (i === index) return { ...c, space, lane: undefined };
    if (c.space === space) return { ...c, space: from, lane: undefined };
    return c;
  });
  return withPosition(lesson, { ...lesson.position, cars });
}

export function addCar(lesson: LessonFile, graph: LaneGraph): LessonFile {
  const cars = lesson.position.cars;
  if (cars.length >= 4) return lesson;
  const taken = new Set(cars.map((c) => c.space));
  const space = graph.grid.find((s) => !taken.has(s)) ?? graph.spaces.find((s) => !taken.has(s.id))!.id;
  const name = CAR_NAMES.find((n) => !cars.some((c) => c.name === n)) ?? `Car ${cars.length + 1}`;
  return withPosition(lesson, { ...lesson.position, cars: [...cars, { name, space, gear: GEAR_NAMES[1], coins: 5, drs: [] }] });
}

export function removeCar(lesson: LessonFile, index: number): LessonFile {
  const cars = lesson.position.cars;
  if (cars.length <= 2) return lesson;
  const turn = lesson.position.turn;
  const player = turn ? (turn.player === index ? 0 : turn.player > index ? turn.player - 1 : turn.player) : 0;
  return withPosition(lesson, { ...lesson.position, cars: cars.filter((_, i) => i !== index), ...(turn ? { turn: { ...turn, player } } : {}) });
}

/** Appends an action if the core accepts it at the end of the lesson; dice are the forced results it needs. */
export function appendAction(lesson: LessonFile, end: GameState, action: Action, dice: readonly (number | 'drs')[] = []): { ok: true; lesson: LessonFile; state: GameState } | { ok: false; error: string } {
  const s = dice.length > 0 ? { ...end, forced: [...end.forced, ...dice] } : end;
  const r = applyAction(s, action);
  if (!r.ok) return { ok: false, error: r.message };
  return { ok: true, lesson: { ...lesson, dice: [...lesson.dice, ...dice], actions: [...lesson.actions, action] }, state: r.state };
}

/** The roll for a chosen die result (and boost die, when announcing an overtaking manoeuvre), then the move to `switches`. */
export function recordMove(lesson: LessonFile, end: GameState, choice: RollChoice, switches: readonly SpaceId[]): { ok: true; lesson: LessonFile } | { ok: false; error: string } {
  let l = lesson;
  let s = end;
  if (!s.turn?.pending) {
    const plan = choice.plan === null ? null : plansFor(s, s.turn?.player ?? 0)[choice.plan];
    const roll: Action = plan ? { type: 'roll', overtake: { target: plan.target, switches: plan.switches } } : { type: 'roll' };
    const dice: (number | 'drs')[] = plan ? [choice.die, choice.boost as BoostFace] : [choice.die];
    const r = appendAction(l, s, roll, dice);
    if (!r.ok) return r;
    l = r.lesson;
    s = r.state;
  }
  // A roll with one way to go moves by itself (start-frei: the points must be driven out).
  if (!s.turn?.pending) return { ok: true, lesson: l };
  if (!legalActions(s).some((a) => a.type === 'move')) return { ok: true, lesson: l };
  const m = appendAction(l, s, { type: 'move', switches: [...switches] });
  return m.ok ? { ok: true, lesson: m.lesson } : m;
}

export function undoAction(lesson: LessonFile, diceUsed: (actions: readonly Action[]) => number): LessonFile {
  const actions = lesson.actions.slice(0, -1);
  return { ...lesson, actions, dice: lesson.dice.slice(0, diceUsed(actions)), notes: lesson.notes.slice(0, actions.length) };
}
