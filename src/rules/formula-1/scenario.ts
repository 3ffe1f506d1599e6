/**
 * Fixed positions (scenarios, lessons, tests): a race set up as usual, then
 * each car put where the position says. Checked like a race: squares on the
 * board, one car per square on the track, speeds in steps up to the top speed,
 * tyres not negative.
 */
import { z } from 'zod';
import type { LaneGraph } from '../../track/lane-graph-types';
import { PIT_TYRES } from './data/material';
import { SPEED_STEP, TOP_SPEED } from './data/speed';
import { runningOrder } from './order';
import { createRace, Formula1SetupError } from './setup';
import type { Formula1Config, Formula1State } from './types';

export const positionCarSchema = z
  .object({
    seat: z.number().int().min(0),
    space: z.number().int().min(0),
    speed: z.number().int().min(0).max(TOP_SPEED).multipleOf(SPEED_STEP).optional(),
    tyres: z.number().int().min(0).max(PIT_TYRES).optional(),
    crossings: z.number().int().min(0).optional(),
    off: z.boolean().optional(),
    inPit: z.boolean().optional(),
  })
  .strict();

export const positionSchema = z
  .object({
    names: z.array(z.string().min(1)).min(2),
    cars: z.array(positionCarSchema).min(2),
    /** The car to act first (an index into `cars`); default: the leader. */
    toMove: z.number().int().min(0).optional(),
  })
  .strict();

export type Formula1Position = z.infer<typeof positionSchema>;

export function positionState(graph: LaneGraph, position: Formula1Position, config: Formula1Config = {}, seed = 1): Formula1State {
  const { names, cars } = position;
  const perSeat = names.map((_, seat) => cars.filter((c) => c.seat === seat).length);
  perSeat.forEach((n, seat) => {
    if (n < 1 || n > 2) throw new Formula1SetupError(`seat ${seat} has ${n} cars in the position (1 or 2)`);
  });
  if (cars.some((c) => c.seat >= names.length)) throw new Formula1SetupError('a car belongs to no seat');
  const taken = new Set<number>();
  for (const [i, c] of cars.entries()) {
    if (c.space >= graph.spaces.length) throw new Formula1SetupError(`car ${i}: no square ${c.space}`);
    if (c.off) continue;
    if (taken.has(c.space)) throw new Formula1SetupError(`two cars on square ${c.space}`);
    taken.add(c.space);
  }
  const seats = names.map((name, seat) => ({ name, kind: 'human', tokens: perSeat[seat]! }));
  // Cars in seat order, as the race numbers them.
  const ordered = [...cars.entries()].sort(([i, a], [j, b]) => a.seat - b.seat || i - j);
  const base = createRace(graph, { ...config, grid: ordered.map((_, k) => k + 1) }, seats, seed);
  const placed = base.cars.map((c, k) => {
    const p = ordered[k]![1];
    return { ...c, space: p.space, speed: p.off ? 0 : (p.speed ?? 0), tyres: p.tyres ?? c.tyres, crossings: p.crossings ?? 0, off: p.off ?? false, offSeq: p.off ? k + 1 : 0, inPit: p.inPit ?? false };
  });
  const state: Formula1State = { ...base, cars: placed, clock: placed.length };
  const order = runningOrder(state);
  if (position.toMove !== undefined) {
    const k = ordered.findIndex(([i]) => i === position.toMove);
    if (k < 0) throw new Formula1SetupError(`toMove ${position.toMove} is not a car`);
    return { ...state, order: [k, ...order.filter((x) => x !== k)] };
  }
  return { ...state, order };
}
