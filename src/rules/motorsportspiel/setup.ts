/**
 * The start of a race (rulebook: "Recommended Starting Position Setup" and
 * "Alternate Setup (for up to 12 players)" — the grid in two rows; "Training
 * Round" — "Whoever accomplishes a lap with the least die rolls gets the first
 * pole position … If two players are tied for rolls, use the person who went
 * the furthest past the finish line … add … 1 die roll … for every light
 * error … and … 2 die rolls" for a severe one; "Fuel and Tire Pit Stops" —
 * "In a five (or more) lap race").
 */
import { seedRng, shuffle } from '../core/rng';
import type { SeatSetup } from '../core/game';
import type { LaneGraph } from '../../track/lane-graph-types';
import { boardInfo } from './board';
import { configProblem, MssSetupError, resolveConfig } from './config';
import { MAX_CARS } from './data';
import { advance } from './round';
import type { Car, MssConfig, MssState } from './types';

export function createGame(graph: LaneGraph, config: MssConfig, seats: readonly SeatSetup[], seed: number): MssState {
  const cfg = resolveConfig(config);
  if (graph.game !== 'motorsportspiel') throw new MssSetupError(`this board is a ${graph.game} track, not a Motorsportspiel one`);
  if (seats.length < 2) throw new MssSetupError(`a race needs at least 2 seats, not ${seats.length}`);
  const owners: number[] = [];
  seats.forEach((s, seat) => {
    const t = s.tokens ?? 1;
    if (!Number.isInteger(t) || t < 1) throw new MssSetupError(`seats[${seat}]: a seat drives at least one car`);
    for (let i = 0; i < t; i++) owners.push(seat);
  });
  if (owners.length > MAX_CARS) throw new MssSetupError(`at most ${MAX_CARS} cars race, not ${owners.length}`);
  const problem = configProblem(config);
  if (problem !== null) throw new MssSetupError(problem);
  const info = boardInfo(graph);
  if (info.grid.length < owners.length) throw new MssSetupError(`the grid of this board holds ${info.grid.length} cars, not ${owners.length}`);
  let rng = seedRng(seed);
  // Which car takes which grid slot.
  let carsBySlot = owners.map((_, i) => i);
  if (cfg.training) {
    // Results are by car in car order; a car without one starts behind those with one, and results past the last car are of no car in this race.
    const t = cfg.training;
    const has = (i: number) => (i < t.length ? 0 : 1);
    const score = (i: number) => (i < t.length ? t[i]!.rolls + t[i]!.yellows + 2 * t[i]!.reds : 0);
    const past = (i: number) => (i < t.length ? t[i]!.past : 0);
    carsBySlot.sort((a, b) => has(a) - has(b) || score(a) - score(b) || past(b) - past(a) || a - b);
  } else if (cfg.grid === 'random') {
    const r = shuffle(carsBySlot, rng);
    carsBySlot = r.items;
    rng = r.state;
  }
  const slotOf = new Map(carsBySlot.map((car, slot) => [car, slot]));
  const cars: Car[] = owners.map((seat, id) => {
    const slot = slotOf.get(id)!;
    const space = info.grid[slot]!;
    const behindLine = graph.spaces[space]!.progress > graph.lapLength / 2;
    const name = seats[seat]!.name;
    return {
      id,
      seat,
      number: id + 1,
      name,
      slot: slot + 1,
      space,
      back: false,
      crossings: 0,
      crossOffset: behindLine ? 1 : 0,
      arrival: slot,
      status: 'racing',
      off: false,
      miss: 0,
      pending: [],
      box: 0,
      black: false,
      mustPit: false,
      grace: 0,
      whites: 0,
      mustStop: false,
      stops: 0,
      cautious: false,
      chose: false,
      dry: false,
      outReason: null,
      blue: 0,
    };
  });
  const state: MssState = {
    graph,
    config: cfg,
    names: seats.map((s) => s.name),
    seats: seats.length,
    cars,
    rng,
    tick: owners.length,
    round: 0,
    order: [],
    index: 0,
    turn: null,
    finish: [],
    protocol: [],
    over: false,
    endReason: null,
  };
  return advance(state, []).state;
}
