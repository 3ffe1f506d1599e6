/**
 * Where a roll can take a car, and what happens on the way: the single source
 * of the movement rules (the engine applies an option from here; Learn mode
 * shows them all).
 *
 * start-frei: "Rolling & Moving the Race Car", "Chicanes", "Lane Change", "Braking!".
 */
import type { SpaceId } from '../../track/lane-graph-types';
import { isLaid, type TrackContext } from './track-context';
import type { BoostFace } from './data/dice';
import type { OvertakeOutcome, OvertakePlan, PlayerId } from './types';

export type StopReason = 'end' | 'chicane' | 'brake' | 'wall';

export interface MoveOption {
  /** Spaces where a switch is used: the key of the `move` action. */
  readonly switches: readonly SpaceId[];
  /** Spaces entered, in order. */
  readonly path: readonly SpaceId[];
  readonly end: SpaceId;
  readonly stop: StopReason;
  /** A chicane on the end space: exact (+1 coin) or too fast (stop, shift down). */
  readonly chicane: { readonly space: SpaceId; readonly kind: 'normal' | 'dangerous'; readonly exact: boolean } | null;
  readonly ignored: readonly SpaceId[];
  /** The car braked behind this player. */
  readonly brakedBehind: PlayerId | null;
  /** Gears to shift down: 1 normal chicane or braking, 2 dangerous chicane. */
  readonly shiftDown: number;
  readonly crossings: number;
  /** Movement points that lapsed. */
  readonly lapsed: number;
  readonly overtake: { readonly outcome: OvertakeOutcome; readonly overtaken: readonly PlayerId[] } | null;
  readonly drawsDrs: boolean;
  /** Coins won (exact chicane, overtaking); switch costs are `switches.length`. */
  readonly coinsWon: number;
}

export interface MoveInput {
  readonly laid: number;
  /** Space of every car, by player. */
  readonly cars: readonly SpaceId[];
  readonly player: PlayerId;
  readonly points: number;
  readonly coins: number;
  readonly ignores: number;
  readonly overtake: OvertakePlan | null;
  readonly boost: BoostFace | null;
}

function occupant(cars: readonly SpaceId[], player: PlayerId, space: SpaceId): PlayerId {
  for (let i = 0; i < cars.length; i++) if (i !== player && cars[i] === space) return i;
  return -1;
}

interface Walk {
  space: SpaceId;
  path: SpaceId[];
  switches: SpaceId[];
  ignored: SpaceId[];
  coins: number;
  ignores: number;
  crossings: number;
}

type Base = MoveOption;

function record(w: Walk, stop: StopReason, end: SpaceId, lapsed: number, brakedBehind: PlayerId | null, ctx: TrackContext): Base {
  const code = ctx.chicane[end]!;
  const onChicane = code > 0 && w.path.length > 0 && w.path[w.path.length - 1] === end;
  const exact = onChicane && stop === 'end';
  const tooFast = onChicane && stop === 'chicane';
  return {
    switches: w.switches.slice(),
    path: w.path.slice(),
    end,
    stop,
    chicane: exact || tooFast ? { space: end, kind: code === 2 ? 'dangerous' : 'normal', exact } : null,
    ignored: w.ignored.slice(),
    brakedBehind,
    shiftDown: tooFast ? code : brakedBehind !== null ? 1 : 0,
    crossings: w.crossings,
    lapsed,
    overtake: null,
    drawsDrs: false,
    coinsWon: exact ? 1 : 0,
  };
}

/**
 * Enters `to` from the walk's space (the walk is changed in place; `leave`
 * undoes it). Returns false, after recording the stop, when a chicane stops the car there.
 */
function enter(ctx: TrackContext, w: Walk, to: SpaceId, viaSwitch: boolean, cross: number, left: number, out: Base[]): boolean {
  if (viaSwitch) {
    w.switches.push(w.space);
    w.coins--;
  }
  w.path.push(to);
  w.space = to;
  w.crossings += cross;
  // start-frei: "Chicane Approached Too Fast: Stop & Shift Down" — unless the chicane is ignored.
  if (ctx.chicane[to]! > 0 && left > 0) {
    if (w.ignores > 0) {
      w.ignores--;
      w.ignored.push(to);
      return true;
    }
    out.push(record(w, 'chicane', to, left, null, ctx));
    return false;
  }
  return true;
}

/** Undoes `enter` (backtracking keeps one walk for the whole search). */
function leave(ctx: TrackContext, w: Walk, from: SpaceId, viaSwitch: boolean, cross: number): void {
  const to = w.path.pop()!;
  if (w.ignored.length > 0 && w.ignored[w.ignored.length - 1] === to) {
    w.ignored.pop();
    w.ignores++;
  }
  if (viaSwitch) {
    w.switches.pop();
    w.coins++;
  }
  w.crossings -= cross;
  w.space = from;
}

/** Free movement: every choice of switches, all points driven out. */
function freeWalk(ctx: TrackContext, input: MoveInput, w: Walk, left: number, out: Base[]): void {
  if (left === 0) {
    out.push(record(w, 'end', w.space, 0, null, ctx));
    return;
  }
  const here = w.space;
  const f = ctx.fwd[here]!;
  if (f < 0 || !isLaid(ctx, input.laid, f)) {
    // assumption: the end of the laid track is a wall; the car stops, surplus lapses.
    out.push(record(w, 'wall', here, left, null, ctx));
  } else {
    const occ = occupant(input.cars, input.player, f);
    if (occ >= 0) {
      // start-frei: "Braking!" — stop behind, surplus lapses, shift down one gear.
      out.push(record(w, 'brake', here, left, occ, ctx));
    } else {
      const cross = ctx.fwdCross[here]!;
      if (enter(ctx, w, f, false, cross, left - 1, out)) freeWalk(ctx, input, w, left - 1, out);
      leave(ctx, w, here, false, cross);
    }
  }
  const s = ctx.sw[here]!;
  // start-frei: "Lane Change" — 1 coin per switch; whoever has no coin cannot change lanes.
  if (s >= 0 && w.coins > 0 && isLaid(ctx, input.laid, s) && occupant(input.cars, input.player, s) < 0) {
    const cross = ctx.swCross[here]!;
    if (enter(ctx, w, s, true, cross, left - 1, out)) freeWalk(ctx, input, w, left - 1, out);
    leave(ctx, w, here, true, cross);
  }
}

// Module-level helpers rather than closures: tsx's keepNames wraps each closure in a defineProperty call.
function canLand(ctx: TrackContext, input: MoveInput, to: SpaceId): boolean {
  return to >= 0 && isLaid(ctx, input.laid, to) && occupant(input.cars, input.player, to) < 0;
}

/** Marks the options of an overtaking roll with its outcome. */
function done(outcome: OvertakeOutcome, overtaken: readonly PlayerId[], drs: boolean, list: Base[]): MoveOption[] {
  for (const b of list) {
    const o = b as { -readonly [K in keyof MoveOption]: MoveOption[K] };
    o.overtake = { outcome, overtaken };
    o.drawsDrs = drs;
    o.coinsWon += overtaken.length;
  }
  return list;
}

/** start-frei: "Outcomes of an Overtaking Manoeuvre". */
function overtakeWalk(ctx: TrackContext, input: MoveInput, plan: OvertakePlan, w: Walk, out: Base[]): MoveOption[] {
  const P = input.points;
  const k1 = plan.firstStep;
  const kF = plan.route.length;
  const drs = input.boost === 'drs';
  // assumption: "in front of the column" needs a space to land on; at the end of the laid track there is none.
  const F = plan.route[kF - 1]!;
  const landing = canLand(ctx, input, ctx.fwd[F]!) || (canLand(ctx, input, ctx.sw[F]!) && input.coins > plan.switches.length);
  const made = !drs && P > kF && landing;
  const approach = made ? k1 - 1 : Math.min(P, k1 - 1);
  const slow: OvertakeOutcome = drs ? 'braked-out-too-slow' : 'too-slow';
  // Drive the announced route up to the column (chicanes still apply there).
  for (let i = 0; i < approach; i++) {
    const to = plan.route[i]!;
    const viaSwitch = ctx.sw[w.space] === to && plan.switches.includes(w.space);
    const cross = viaSwitch ? ctx.swCross[w.space]! : ctx.fwdCross[w.space]!;
    const tmp: Base[] = [];
    if (!enter(ctx, w, to, viaSwitch, cross, P - i - 1, tmp)) return done(slow, [], drs, tmp);
  }
  if (!made) {
    if (P < k1) return done(slow, [], drs, [record(w, 'end', w.space, 0, null, ctx)]);
    const outcome: OvertakeOutcome = drs ? 'braked-out-run-into' : 'braking';
    return done(outcome, [], drs, [record(w, 'brake', w.space, P - approach, plan.column[0]!, ctx)]);
  }
  // start-frei: "Made it!!!" — the chicane under an overtaken car may be ignored.
  for (let i = k1 - 1; i < kF; i++) {
    const to = plan.route[i]!;
    const viaSwitch = ctx.sw[w.space] === to && plan.switches.includes(w.space);
    if (viaSwitch) {
      w.switches.push(w.space);
      w.coins--;
    }
    w.crossings += viaSwitch ? ctx.swCross[w.space]! : ctx.fwdCross[w.space]!;
    w.path.push(to);
    w.space = to;
    if (ctx.chicane[to]! > 0) w.ignored.push(to);
  }
  freeWalk(ctx, input, w, P - kF, out);
  return done('made-it', plan.column, drs, out.filter((o) => o.end !== F));
}

/** Every way the car can drive out `input.points`, with its consequences. */
export function moveOptions(ctx: TrackContext, input: MoveInput): MoveOption[] {
  const start = input.cars[input.player]!;
  const w: Walk = { space: start, path: [], switches: [], ignored: [], coins: input.coins, ignores: input.ignores, crossings: 0 };
  const out: Base[] = [];
  if (input.overtake) return overtakeWalk(ctx, input, input.overtake, w, out);
  freeWalk(ctx, input, w, input.points, out);
  return out;
}

export function sameSwitches(a: readonly SpaceId[], b: readonly SpaceId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
