/**
 * Positions built directly, not reached by play (scenario files' `start`,
 * lessons, tests). A position holds what the racing protocol and the table
 * show (rulebook: "Racing Protocol" — the cars, the round, who has moved;
 * "Penalty Flags" — the flags beside each car, the points in its pit box, the
 * black, blue and white flags; "The Dice" and "Game Play" — the white dice
 * stated, the roll, the dice placed and the die being driven). One the rules
 * could never reach is refused in one line naming the conflict: two cars on
 * a space that holds one, a black flag without its points, a plan of dice the
 * "read it low" rule forbids, and so on.
 */
import { z } from 'zod';
import { canonicalJson } from '../core/hash';
import { seedRng } from '../core/rng';
import type { SeatSetup } from '../core/game';
import type { LaneGraph, SpaceId } from '../../track/lane-graph-types';
import { boardInfo, capacityOf, isPit } from './board';
import { configProblem, MssSetupError, resolveConfig } from './config';
import { BLACK_AT, DICE, DIE_NAMES, FLAG_POINTS, MAX_CARS, RED_DIE, STOP_AND_GO_WHITES, WHITE_DIE, type DieName } from './data';
import { racingOrder } from './order';
import { legalPlans } from './plans';
import { advance } from './round';
import type { Car, MssConfig, MssState, Turn } from './types';

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

const carSchema = z.strictObject({
  /** The seat that drives it (its name is the seat's). */
  seat: whole(0, MAX_CARS - 1),
  /** The space it stands on (a board space id; off the track: the space it went off beside). */
  space: whole(0, 100_000),
  /** The lane of that space, when given checked against it (files name it for people reading them). */
  lane: whole(0, 100).optional(),
  /** The lap it is on: 1 is the first (default 1). */
  lap: whole(1, 51).optional(),
  status: z.enum(['racing', 'finished', 'out']).optional(),
  outReason: z.string().min(1).max(120).optional(),
  /** In the gravel beside `space` (it re-enters from there), with turns still to miss. */
  off: z.boolean().optional(),
  miss: whole(0, 2).optional(),
  /** The flag beside the car (earned in its last move; it goes to the pit box after its next move). */
  flag: z.enum(['yellow', 'red']).optional(),
  /** Penalty points in the pit box (yellow 1, red 2; 3 or more with the black flag). */
  box: whole(0, BLACK_AT + FLAG_POINTS.red - 1).optional(),
  black: z.boolean().optional(),
  /** White time-penalty flags (three: stop and go). */
  whites: whole(0, 9).optional(),
  /** Must stop in a pit box (stop and go; the alternate pit rule in the pit lane). Default: three or more white flags. */
  mustStop: z.boolean().optional(),
  /** Blue flags: times lapped (default: whole laps behind the leader). */
  blue: whole(0, 50).optional(),
  /** Pit stops made (the fuel and tyre variant counts them). */
  stops: whole(0, 50).optional(),
  /** Riding out a black or third white flag on the final lap (the Final Lap Alternate Rule), or the choice already made. */
  cautious: z.boolean().optional(),
  chose: z.boolean().optional(),
  /** When it arrived where it stands, as a rank among the cars (lower first: ties of places go to who arrived first). Default: car order. */
  arrived: whole(0, 100_000).optional(),
});

const dieSide = z.strictObject({ die: z.enum(DIE_NAMES as [DieName, ...DieName[]]), side: z.enum(['top', 'bottom']) });

const turnSchema = z.strictObject({
  /** 'dice': the white dice still to state; 'order': rolled, the dice to place; 'move': placed, being driven. */
  phase: z.enum(['dice', 'order', 'move']),
  /** The roll: the red die's top and bottom readings, each white die's top (its bottom is 7 − top). */
  roll: z
    .strictObject({
      red: z.strictObject({ top: whole(1, 3), bottom: whole(1, 3) }),
      white1: whole(1, 6).optional(),
      white2: whole(1, 6).optional(),
    })
    .optional(),
  /** The dice placed in the dice box, in order (phase 'move'). */
  dice: z.array(dieSide).min(1).max(3).optional(),
  /** The index of the die being driven (phase 'move', default 0). */
  die: whole(0, 2).optional(),
  /** The move timer has run out this turn already (time penalties). */
  timedOut: z.boolean().optional(),
});

export const positionSchema = z.strictObject({
  /** The cars in car order (car 1 first); in a tie of places the one listed first arrived first. */
  cars: z.array(carSchema).min(2).max(MAX_CARS),
  /** The round (default 1). */
  round: whole(1, 10_000).optional(),
  /** Cars (by their place in `cars`, from 0) that have moved this round, in the order they moved. */
  moved: z.array(whole(0, MAX_CARS - 1)).max(MAX_CARS).optional(),
  /**
   * The racing cars still to move this round, in order (the order was fixed when the round began, so a car that has
   * since moved up by drafting keeps its turn). Default: the rules' racing order at the position.
   */
  next: z.array(whole(0, MAX_CARS - 1)).max(MAX_CARS).optional(),
  /** The car on turn's dice (default: the next car to move, before it states its white dice). */
  turn: turnSchema.optional(),
});

export type MssPosition = z.infer<typeof positionSchema>;

/** The face index (0–5) of a die showing `top` with `bottom` underneath, or -1. */
function faceOf(die: DieName, top: number, bottom: number): number {
  const d = die === 'red' ? RED_DIE : WHITE_DIE;
  for (let i = 0; i < d.faces.length; i++) if (d.faces[i] === top && d.faces[d.opposite[i]!] === bottom) return i;
  return -1;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const fail = (message: string): never => {
  throw new MssSetupError(message);
};

/** The state of `position` on `graph`; throws a one-line reason when the rules could never reach it. */
export function buildPosition(graph: LaneGraph, config: MssConfig, seats: readonly SeatSetup[], position: MssPosition, seed: number): MssState {
  if (graph.game !== 'motorsportspiel') fail(`this board is a ${graph.game} track, not a Motorsportspiel one`);
  const problem = configProblem(config);
  if (problem !== null) fail(problem);
  const cfg = resolveConfig(config);
  if (seats.length < 2) fail(`a race needs at least 2 seats, not ${seats.length}`);
  const info = boardInfo(graph);
  const n = position.cars.length;
  const label = (i: number) => `car #${i + 1}`;
  const where = (s: SpaceId) => `space ${s} (lane ${graph.spaces[s]!.lane})`;
  const spaces = position.cars.map((c, i) => {
    if (c.seat >= seats.length) fail(`${label(i)}: seat ${c.seat} is not at the table (seats 0 to ${seats.length - 1})`);
    const s = c.space;
    if (s >= graph.spaces.length) fail(`${label(i)}: space ${s} is not on this board (spaces 0 to ${graph.spaces.length - 1})`);
    if (c.lane !== undefined && graph.spaces[s]!.lane !== c.lane) fail(`${label(i)}: space ${s} is in lane ${graph.spaces[s]!.lane}, not lane ${c.lane}`);
    return s;
  });
  for (let seat = 0; seat < seats.length; seat++) if (!position.cars.some((c) => c.seat === seat)) fail(`seat ${seat} (${seats[seat]!.name}) drives no car`);
  const lapLength = graph.lapLength;
  // Cars on the track: at most as many on a space as it holds; the second on a dotted space stands behind the first.
  const standing = new Map<SpaceId, number[]>();
  position.cars.forEach((c, i) => {
    if ((c.status ?? 'racing') !== 'racing' || c.off) return;
    const list = standing.get(spaces[i]!) ?? [];
    list.push(i);
    standing.set(spaces[i]!, list);
  });
  for (const [s, ids] of standing) {
    const cap = capacityOf(graph.spaces[s]!);
    if (ids.length > cap) fail(`${ids.map(label).join(' and ')} stand on ${where(s)}, which holds ${cap === 1 ? 'one car' : `${cap} cars`}`);
  }
  // Distances for the blue flags (whole laps behind the leader).
  const cars: Car[] = position.cars.map((c, i): Car => {
    const status = c.status ?? 'racing';
    const space = spaces[i]!;
    const sp = graph.spaces[space]!;
    const lap = c.lap ?? 1;
    if (status === 'racing' && lap > cfg.laps) fail(`${label(i)}: lap ${lap} of a ${cfg.laps}-lap race (a car past its last lap has finished)`);
    if (status === 'finished' && lap <= cfg.laps && c.lap !== undefined) fail(`${label(i)}: finished on lap ${lap} of a ${cfg.laps}-lap race`);
    const crossings = status === 'finished' && c.lap === undefined ? cfg.laps : lap - 1;
    const off = c.off ?? false;
    if (off && status !== 'racing') fail(`${label(i)}: off the track but not racing`);
    if (off && isPit(sp)) fail(`${label(i)}: off the track beside the pit lane (${where(space)}); a car flies off beside the track`);
    const box = c.box ?? 0;
    const black = c.black ?? box >= BLACK_AT;
    if (black !== box >= BLACK_AT) fail(`${label(i)}: ${black ? `a black flag with ${plural(box, 'point', 'points')} in the pit box (it comes at ${BLACK_AT})` : `${plural(box, 'point', 'points')} in the pit box without the black flag (it comes at ${BLACK_AT})`}`);
    if (c.flag && box < FLAG_POINTS[c.flag]) fail(`${label(i)}: a ${c.flag} flag beside the car but ${plural(box, 'point', 'points')} in the pit box (its ${FLAG_POINTS[c.flag]} are counted when it is earned)`);
    const whites = c.whites ?? 0;
    if (whites > 0 && !cfg.timePenalties) fail(`${label(i)}: ${plural(whites, 'white flag', 'white flags')} in a race without time penalties`);
    const mustStop = c.mustStop ?? whites >= STOP_AND_GO_WHITES;
    if (whites >= STOP_AND_GO_WHITES && !mustStop) fail(`${label(i)}: ${whites} white flags call a stop and go (mustStop)`);
    const mustPit = black || (whites >= STOP_AND_GO_WHITES && mustStop);
    if ((c.cautious || c.chose) && !cfg.finalLapAlternate) fail(`${label(i)}: the final-lap choice in a race without the Final Lap Alternate Rule`);
    if (c.cautious && lap !== cfg.laps) fail(`${label(i)}: riding out a flag on lap ${lap}, not the final lap (${cfg.laps})`);
    const miss = c.miss ?? (off ? 1 : 0);
    if (c.outReason !== undefined && status !== 'out') fail(`${label(i)}: a reason for being out, but ${status}`);
    return {
      id: i,
      seat: c.seat,
      number: i + 1,
      name: seats[c.seat]!.name,
      slot: i + 1,
      space,
      back: false,
      crossings,
      crossOffset: 0,
      arrival: c.arrived ?? i,
      status,
      off,
      miss,
      pending: c.flag ? [c.flag] : [],
      box,
      black,
      mustPit: mustPit && !(c.cautious ?? false),
      grace: mustPit && !info.reachesPit[space] && !isPit(sp) ? 1 : 0,
      whites,
      mustStop: mustStop && !(c.cautious ?? false),
      stops: c.stops ?? 0,
      cautious: c.cautious ?? false,
      chose: (c.chose ?? false) || (c.cautious ?? false),
      dry: false,
      outReason: status === 'out' ? (c.outReason ?? 'out of the race') : null,
      blue: 0,
    };
  });
  // On a dotted space the car that arrived first stands at the front, the other behind it.
  for (const ids of standing.values()) {
    if (ids.length < 2) continue;
    const byArrival = [...ids].sort((a, b) => cars[a]!.arrival - cars[b]!.arrival || a - b);
    for (const id of byArrival.slice(1)) cars[id] = { ...cars[id]!, back: true };
  }
  const dist = (c: Car) => c.crossings * lapLength + graph.spaces[c.space]!.progress;
  const lead = Math.max(...cars.filter((c) => c.status !== 'out').map(dist));
  position.cars.forEach((c, i) => {
    const car = cars[i]!;
    const behind = car.status === 'racing' ? Math.max(0, Math.floor((lead - dist(car)) / lapLength)) : 0;
    if (c.blue !== undefined && c.blue < behind) fail(`${label(i)}: ${c.blue} blue flags but ${behind} laps behind the leader`);
    cars[i] = { ...car, blue: c.blue ?? behind };
  });
  if (!cars.some((c) => c.status === 'racing')) fail('no car is racing: the race would be over');
  const finish = cars.filter((c) => c.status === 'finished').map((c) => c.id);
  const moved = position.moved ?? [];
  if (new Set(moved).size !== moved.length) fail(`moved: a car is listed twice (${moved.map((m) => m + 1).join(', ')})`);
  for (const m of moved) if (m >= n) fail(`moved: there is no car #${m + 1} (${n} cars)`);
  const base: MssState = {
    graph,
    config: cfg,
    names: seats.map((s) => s.name),
    seats: seats.length,
    cars,
    rng: seedRng(seed),
    tick: Math.max(n, ...position.cars.map((c) => (c.arrived ?? 0) + 1)),
    round: position.round ?? 1,
    order: [],
    index: 0,
    turn: null,
    finish,
    protocol: [],
    over: false,
    endReason: null,
  };
  // The round's order: the cars that have moved, in the order they moved, then the others as the rules order them now.
  const waiting = racingOrder(base).filter((id) => !moved.includes(id));
  const rest = position.next ?? waiting;
  if (position.next && canonicalJson([...position.next].sort((a, b) => a - b)) !== canonicalJson([...waiting].sort((a, b) => a - b))) {
    fail(`next: the cars still to move are ${waiting.map((id) => `#${id + 1}`).join(', ') || 'none'}, not ${position.next.map((id) => `#${id + 1}`).join(', ') || 'none'}`);
  }
  const order = [...moved.filter((id) => cars[id]!.status === 'racing'), ...rest];
  const index = moved.filter((id) => cars[id]!.status === 'racing').length;
  const state: MssState = { ...base, order, index: index - 1 };
  if (!position.turn) {
    const next = advance(state, []).state;
    if (next.over) fail('no car can move: the race would be over');
    return next;
  }
  const t = position.turn;
  const onTurn = order[index];
  if (onTurn === undefined) fail('turn: every car has moved this round; the next round starts with no dice rolled');
  const car = cars[onTurn!]!;
  if (car.off || car.miss > 0) fail(`turn: ${label(car.id)}, next to move, ${car.off ? 'is off the track' : 'misses this turn'} and rolls no dice`);
  let turn: Turn = { car: car.id, phase: 'dice', roll: {}, plan: [], die: 0, timedOut: t.timedOut ?? false, earned: [] };
  if (t.timedOut && !cfg.timePenalties) fail('turn: the move timer ran out in a race without time penalties');
  if (t.phase === 'dice') {
    if (t.roll || t.dice) fail('turn: no dice are rolled before the white dice are stated');
    if (t.timedOut) fail('turn: the move timer starts when the dice are rolled');
    return { ...state, index, turn };
  }
  if (!t.roll) return fail(`turn: phase '${t.phase}' needs the roll`);
  if (t.roll.white2 !== undefined && t.roll.white1 === undefined) fail('turn: white2 rolled without white1 (one white die is white1)');
  const whitesRolled = t.roll.white2 !== undefined ? 2 : t.roll.white1 !== undefined ? 1 : 0;
  if (car.cautious && whitesRolled > 1) fail(`turn: ${label(car.id)} rides out its flag with the red and one white die at most, not ${whitesRolled}`);
  const roll: Partial<Record<DieName, number>> = {};
  const red = faceOf('red', t.roll.red.top, t.roll.red.bottom);
  if (red < 0) fail(`turn: the red die cannot show ${t.roll.red.top} with ${t.roll.red.bottom} underneath (opposite faces 1–2, 2–3, 3–1)`);
  roll.red = red;
  if (t.roll.white1 !== undefined) roll.white1 = faceOf('white1', t.roll.white1, 7 - t.roll.white1);
  if (t.roll.white2 !== undefined) roll.white2 = faceOf('white2', t.roll.white2, 7 - t.roll.white2);
  turn = { ...turn, phase: 'order', roll };
  const ordering: MssState = { ...state, index, turn };
  if (t.phase === 'order') {
    if (t.dice || t.die !== undefined) fail("turn: the dice are placed in phase 'move', not 'order'");
    return ordering;
  }
  if (!t.dice) return fail("turn: phase 'move' needs the dice placed (dice)");
  const rolled = (Object.keys(roll) as DieName[]).sort();
  const placedDice = t.dice.map((d) => d.die).sort();
  if (canonicalJson(rolled) !== canonicalJson(placedDice)) fail(`turn: the dice placed (${t.dice.map((d) => d.die).join(', ')}) are not the dice rolled (${rolled.join(', ')})`);
  const key = canonicalJson({ type: 'order', dice: t.dice });
  const listed = legalPlans(ordering, turn).find((p) => canonicalJson(p.action) === key);
  if (!listed) fail(`turn: the dice cannot be placed so (${t.dice.map((d) => `${d.die} ${d.side} ${readingOf(d.die, roll[d.die]!, d.side)}`).join(', ')}): a lower reading must be chosen where the higher cannot be driven`);
  const die = t.die ?? 0;
  if (die >= listed!.plan.length) fail(`turn: die ${die} of ${listed!.plan.length} placed`);
  return { ...ordering, turn: { ...turn, phase: 'move', plan: listed!.plan, die } };
}

const readingOf = (die: DieName, face: number, side: 'top' | 'bottom'): number => (side === 'top' ? DICE[die].faces[face]! : DICE[die].faces[DICE[die].opposite[face]!]!);

/** A state written as a position (at a car's turn before its dice are stated, or between turns): what `buildPosition` reads back. */
export function positionOf(state: MssState): MssPosition {
  const arrivals = [...state.cars].sort((a, b) => a.arrival - b.arrival || a.id - b.id).map((c) => c.id);
  const cars = state.cars.map((c) => ({
    seat: c.seat,
    space: c.space,
    lane: state.graph.spaces[c.space]!.lane,
    lap: Math.max(0, c.crossings - c.crossOffset) + 1,
    ...(c.status !== 'racing' ? { status: c.status } : {}),
    ...(c.status === 'out' && c.outReason ? { outReason: c.outReason } : {}),
    ...(c.off ? { off: true } : {}),
    ...(c.miss > 0 ? { miss: c.miss } : {}),
    ...(c.pending.length > 0 ? { flag: c.pending[c.pending.length - 1]! } : {}),
    ...(c.box > 0 ? { box: c.box } : {}),
    ...(c.black ? { black: true } : {}),
    ...(c.whites > 0 ? { whites: c.whites } : {}),
    ...(c.mustStop !== c.whites >= STOP_AND_GO_WHITES ? { mustStop: c.mustStop } : {}),
    ...(c.blue > 0 ? { blue: c.blue } : {}),
    ...(c.stops > 0 ? { stops: c.stops } : {}),
    ...(c.cautious ? { cautious: true } : {}),
    ...(c.chose ? { chose: true } : {}),
    arrived: arrivals.indexOf(c.id),
  }));
  const done = state.turn ? state.index : state.index + 1;
  const moved = state.order.slice(0, done).filter((id) => state.cars[id]!.status === 'racing');
  const next = state.order.slice(done).filter((id) => state.cars[id]!.status === 'racing');
  return { cars, round: Math.max(1, state.round), ...(moved.length > 0 ? { moved } : {}), next };
}
