/**
 * What the teacher sees for the current lesson and roll choice: whose turn,
 * what they may announce, and where the chosen roll (or the pending roll)
 * takes the car. Pure: the panel and the scene memoise it.
 */
import { GEAR_DICE, legalActions, previewMove, type GameState, type OvertakePlan } from '../../../rules/start-frei';
import { describe, plansFor, reachFor, type Reach, type RollChoice } from './reach';
import { thrown, type Session } from './session';
import { endState } from './store';

export interface LearnView {
  readonly end: GameState | null;
  /** The car to move (null: no turn in this position). */
  readonly active: number | null;
  /** The next instruction is a roll: the die chooser applies. */
  readonly canRoll: boolean;
  /** A roll is waiting to be driven out (after a DRS marker or a card's change). */
  readonly pendingPoints: number | null;
  readonly plans: readonly OvertakePlan[];
  /** Faces of the active car's gear die. */
  readonly faces: readonly number[];
  readonly reach: readonly Reach[];
  /** Why the preview could not be computed (the rules core threw), or undefined. */
  readonly error?: string;
}

/** The view; if the rules core throws on this position, an empty view with the reason (the lesson stays open). */
export function learnView(session: Session | null, choice: RollChoice): LearnView {
  try {
    return computeView(session, choice);
  } catch (error) {
    const end = endState(session);
    return { end, active: null, canRoll: false, pendingPoints: null, plans: [], faces: [], reach: [], error: thrown(error) };
  }
}

function computeView(session: Session | null, choice: RollChoice): LearnView {
  const end = endState(session);
  const active = end?.turn?.player ?? null;
  if (!session || !end || active === null || end.phase !== 'turn') {
    return { end, active, canRoll: false, pendingPoints: null, plans: [], faces: [], reach: [] };
  }
  const names = session.lesson.position.cars.map((c) => c.name);
  const faces = GEAR_DICE[end.players[active]!.gear] ?? [];
  const pending = end.turn!.pending;
  if (pending) {
    const options = previewMove(end, pending.points, { player: active, overtake: pending.overtake, boost: pending.boost });
    return { end, active, canRoll: false, pendingPoints: pending.points, plans: [], faces, reach: describe(end, active, options, names) };
  }
  const canRoll = legalActions(end).some((a) => a.type === 'roll');
  if (!canRoll) return { end, active, canRoll, pendingPoints: null, plans: [], faces, reach: [] };
  const plans = plansFor(end, active);
  const safe = choice.plan !== null && choice.plan < plans.length ? choice : { ...choice, plan: null };
  return { end, active, canRoll, pendingPoints: null, plans, faces, reach: reachFor(end, active, safe, names) };
}
