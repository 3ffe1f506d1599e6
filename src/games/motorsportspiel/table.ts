/**
 * What Das Motorsportspiel's objects on the table show, as plain data (the
 * components in TableObjects.tsx only draw it): the dice of the car on turn
 * (each with its top and the number on its bottom), the chosen order laid into
 * a dice box (slots 1-2-3), and the flags beside each car and in its pit box.
 * Read from the state (so a replay's seek shows them at once) and the move's
 * events (to know what to animate), never re-derived.
 */
import { BIG_ERROR_ABOVE, DICE, DIE_NAMES, dieReading, FLAG_POINTS, BLACK_AT, legalActions, previewPath, SEVERE_FROM, type Car, type DieName, type MssEvent, type MssState } from '../../rules/motorsportspiel';

export interface DieShown {
  readonly die: DieName;
  /** The face on top (its index in the die's face list: the red die has each number twice). */
  readonly face: number;
  readonly top: number;
  readonly bottom: number;
  /** Its slot in the dice box (0 = box 1), once the order is chosen; null while still lying where it was rolled. */
  readonly slot: number | null;
  /** The reading chosen (once placed): the number it gives and which side is read. */
  readonly value: number | null;
  readonly side: 'top' | 'bottom' | null;
  /** Already driven this turn. */
  readonly used: boolean;
}

export type FlagKind = 'yellow' | 'red' | 'black' | 'white' | 'blue';

export interface CarFlags {
  readonly car: number;
  readonly token: string;
  /** Beside the car: the flags it earned, waiting to go to the pit box after its next move. */
  readonly beside: readonly FlagKind[];
  /** In its pit box: the penalty flags (by points: one yellow, a red, or the black flag) and the white time penalties. */
  readonly box: readonly FlagKind[];
}

export interface MssTable {
  /** The car whose dice are on the table, or null between turns. */
  readonly car: number | null;
  readonly token: string | null;
  readonly dice: readonly DieShown[];
  readonly flags: readonly CarFlags[];
  /** What the move shown did to the dice: rolled them (they tumble), placed them (they go into the box), or neither. */
  readonly motion: 'rolled' | 'placed' | null;
}

/**
 * The die's faces as a cube's six sides (+x, −x, +y, −y, +z, −z, whose pairs 0–1, 2–3, 4–5 are opposite), so the side
 * under the top face shows the rulebook's bottom number: `sides[k]` is the face index on side k.
 */
export function cubeSides(die: DieName): number[] {
  const { opposite } = DICE[die];
  const sides: number[] = [];
  const done = new Set<number>();
  for (let f = 0; f < opposite.length; f++) {
    if (done.has(f)) continue;
    sides.push(f, opposite[f]!);
    done.add(f).add(opposite[f]!);
  }
  return sides;
}

/** The flags in a pit box from its points: 1 a yellow, 2 a red (two yellows make a red), 3 or more the black flag; then the white time penalties. */
export function boxFlags(points: number, black: boolean, whites: number): FlagKind[] {
  const out: FlagKind[] = [];
  if (black || points >= BLACK_AT) out.push('black');
  else if (points >= FLAG_POINTS.red) out.push('red');
  else if (points >= FLAG_POINTS.yellow) out.push('yellow');
  for (let i = 0; i < whites; i++) out.push('white');
  return out;
}

/**
 * Where a car's penalty flags stand now. The rules count a flag in the box's points the moment it is earned (two
 * yellows make a red at once), but the rulebook moves each flag to the pit box only after the car's next move: a flag
 * earned this turn or the turn before stands beside the car, and the box holds the points without those.
 */
export function penaltyFlags(state: MssState, car: Car): { readonly beside: readonly FlagKind[]; readonly box: readonly FlagKind[] } {
  const earned = state.turn?.car === car.id ? state.turn.earned : [];
  const beside: FlagKind[] = [...car.pending, ...earned];
  const besidePoints = beside.reduce((n, f) => n + (f === 'yellow' || f === 'red' ? FLAG_POINTS[f] : 0), 0);
  const inBox = Math.max(0, car.box - besidePoints);
  // The black flag applies the moment it is earned: it stands beside the car until its flags go to the box.
  const blackInBox = car.black && inBox >= BLACK_AT;
  if (car.black && !blackInBox) beside.push('black');
  return { beside, box: boxFlags(inBox, blackInBox, car.whites) };
}

export function mssTable(state: MssState, events: readonly { readonly type: string }[]): MssTable {
  const flags = state.cars.map((c) => {
    const shown = penaltyFlags(state, c);
    return { car: c.id, token: `car-${c.id}`, beside: [...shown.beside, ...Array.from({ length: c.blue }, () => 'blue' as const)], box: shown.box };
  });
  let motion: MssTable['motion'] = null;
  for (const e of events as readonly MssEvent[]) {
    if (e.type === 'rolled') motion = 'rolled';
    else if (e.type === 'placed') motion = 'placed';
  }
  const turn = state.turn;
  if (!turn || turn.phase === 'dice') return { car: null, token: null, dice: [], flags, motion };
  const dice: DieShown[] = [];
  for (const name of DIE_NAMES) {
    const face = turn.roll[name];
    if (face === undefined) continue;
    const slot = turn.plan.findIndex((p) => p.die === name);
    const placed = slot >= 0 ? turn.plan[slot]! : null;
    dice.push({ die: name, face, top: dieReading(DICE[name], face, 'top'), bottom: dieReading(DICE[name], face, 'bottom'), slot: placed ? slot : null, value: placed?.value ?? null, side: placed?.side ?? null, used: placed !== null && turn.phase === 'move' && slot < turn.die });
  }
  const car = state.cars.find((c) => c.id === turn.car);
  return { car: turn.car, token: car ? `car-${car.id}` : null, dice, flags, motion };
}

/** A path the die on turn may drive, as the preview on the table shows it. */
export interface PathPreview {
  readonly spaces: readonly number[];
  readonly end: number;
  readonly unusable: number;
  /** The driving error the unusable points make, in words, or null when the die is driven in full. */
  readonly error: 'a light error (yellow flag)' | 'a severe error (red flag, off the track)' | 'the BIG error (out of the race)' | null;
  /** The words at the path's end: "4 points unusable: a severe error (red flag, off the track)", or null. */
  readonly text: string | null;
}

/** The paths the die on turn may drive now, with the points each leaves unusable and the error they make (empty outside the move phase). */
export function pathPreviews(state: MssState): PathPreview[] {
  const turn = state.turn;
  if (!turn || turn.phase !== 'move') return [];
  const car = state.cars[turn.car];
  if (!car) return [];
  const out: PathPreview[] = [];
  for (const a of legalActions(state, car.seat)) {
    if (a.type !== 'path') continue;
    const { end, unusable } = previewPath(state, a.to);
    const error = unusable === 0 ? null : state.config.bigError && unusable > BIG_ERROR_ABOVE ? 'the BIG error (out of the race)' : unusable >= SEVERE_FROM ? 'a severe error (red flag, off the track)' : 'a light error (yellow flag)';
    out.push({ spaces: a.to, end, unusable, error, text: error === null ? null : `${unusable} point${unusable === 1 ? '' : 's'} unusable: ${error}` });
  }
  return out;
}
