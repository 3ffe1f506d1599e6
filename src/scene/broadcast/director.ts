/**
 * The TV director: which cars to show and from which angle. Pure (no three.js,
 * no clock: the caller hands in the frame time), so its rules are unit tested.
 *
 * How broadcast directors work, and what we take from it (docs/assumptions.md,
 * "The broadcast director"):
 * - hold a shot long enough to read it (MIN_HOLD), change the angle of a shot
 *   held too long (MAX_HOLD);
 * - never cut during a move: viewers complain of "camera cutting during moves
 *   which show you less of the action" — cut between moves;
 * - an incident (an overtake, a penalty, a car off the track) preempts the
 *   hold; a battle comes next ("if you've got two cars side by side at the
 *   front, you have to stick with that"); the car acting; the leader when
 *   nothing happens.
 */

/** What the race offers the camera now, best first. Cars are indices into the drawn cars. */
export interface Story {
  /** Cars of an incident in the action shown now (empty: none). */
  readonly incident: readonly number[];
  /** Groups of cars close together, the closest first. */
  readonly battles: readonly (readonly number[])[];
  /** The car acting now, or null. */
  readonly actor: number | null;
  /** The car in the lead, or null. */
  readonly leader: number | null;
}

export type ShotKind = 'incident' | 'battle' | 'action' | 'leader';
/** Camera angles the director cuts between (the rig turns each into a pose). */
export type Angle = 'high' | 'trackside' | 'chase';
export const ANGLES: readonly Angle[] = ['high', 'trackside', 'chase'];

export interface Shot {
  readonly kind: ShotKind;
  readonly cars: readonly number[];
  readonly angle: Angle;
}

export interface DirectorState {
  shot: Shot;
  /** Seconds since the last cut. */
  held: number;
  cuts: number;
}

/** Seconds a shot is held before the director may cut to another subject. */
export const MIN_HOLD = 4;
/** Seconds after which a shot of the same subject is shown from another angle. */
export const MAX_HOLD = 9;

export function createDirector(): DirectorState {
  return { shot: { kind: 'leader', cars: [], angle: 'high' }, held: 0, cuts: 0 };
}

/** The shot the story asks for: an incident, a battle the actor is in, the actor, any battle, the leader. */
export function wantedShot(story: Story): { kind: ShotKind; cars: readonly number[] } | null {
  if (story.incident.length > 0) return { kind: 'incident', cars: story.incident };
  const actor = story.actor;
  const ownBattle = actor === null ? undefined : story.battles.find((b) => b.includes(actor));
  if (ownBattle) return { kind: 'battle', cars: ownBattle };
  if (actor !== null) return { kind: 'action', cars: [actor] };
  const battle = story.battles[0];
  if (battle) return { kind: 'battle', cars: battle };
  if (story.leader !== null) return { kind: 'leader', cars: [story.leader] };
  return null;
}

function covers(shot: Shot, cars: readonly number[]): boolean {
  return cars.every((c) => shot.cars.includes(c));
}

/**
 * Advances the director by `dt` seconds. `moving`: a car is driving now (no
 * cut). Returns true when it cut (the rig may jump instead of gliding).
 */
export function direct(d: DirectorState, story: Story, moving: boolean, dt: number): boolean {
  d.held += dt;
  if (moving) return false;
  const want = wantedShot(story);
  const first = d.cuts === 0 && d.shot.cars.length === 0;
  const fresh = want !== null && !covers(d.shot, want.cars);
  const preempt = fresh && want.kind === 'incident' && d.shot.kind !== 'incident';
  let cars: readonly number[] | null = null;
  let kind: ShotKind = d.shot.kind;
  if (want && (first || preempt || (fresh && d.held >= MIN_HOLD))) {
    cars = want.cars;
    kind = want.kind;
  } else if (d.held >= MAX_HOLD && d.shot.cars.length > 0) {
    // The same subject, a new angle: a long shot of nothing new is stale.
    cars = want && !fresh ? d.shot.cars : (want?.cars ?? d.shot.cars);
    kind = want && fresh ? want.kind : d.shot.kind;
  }
  if (cars === null) return false;
  d.cuts += 1;
  d.shot = { kind, cars: [...cars], angle: ANGLES[d.cuts % ANGLES.length]! };
  d.held = 0;
  return true;
}
