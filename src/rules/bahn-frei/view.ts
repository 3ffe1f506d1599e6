/**
 * What each seat of an online table sees of a game of Bahn Frei (issue 31).
 * Rulebook, "Setup and Preparation": the passenger cards and the event cards
 * are shuffled into face-down piles, so their order and the generator stay on
 * the server; what the piles hold is public (the box's cards less those
 * drawn), so a view lists them sorted (the passengers still in the pile by id,
 * in the places they hold among the others: the order of the passengers in
 * play is public, the game lists its choices in it). The rail
 * operations are played simultaneously but on the board, in everyone's sight
 * ("move trains on the board simultaneously"): nothing of them is secret.
 */
import type { GameView } from '../core/game';
import { seedRng, shuffle, type RngState } from '../core/rng';
import type { BahnAction, BahnState, Passenger } from './types';

/** The passengers with those still in the pile put in the pile's places in another order (`order`); the rest stay. */
function pileInPlaces(passengers: readonly Passenger[], order: (pile: readonly Passenger[]) => readonly Passenger[]): Passenger[] {
  const inPile = passengers.filter((p) => p.where.at === 'pile');
  const again = order(inPile);
  let k = 0;
  return passengers.map((p) => (p.where.at === 'pile' ? again[k++]! : p));
}

function view(state: BahnState): unknown {
  const { map: _map, rng: _rng, ...rest } = state;
  return {
    ...rest,
    pile: state.pile.slice().sort(),
    eventPile: state.eventPile.slice().sort((a, b) => a - b),
    passengers: pileInPlaces(state.passengers, (pile) => pile.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))),
  };
}

function reshuffle(state: BahnState, _viewer: unknown, seed: number): BahnState {
  let rng: RngState = seedRng(seed);
  const mix = <T>(xs: readonly T[]): T[] => {
    const r = shuffle(xs, rng);
    rng = r.state;
    return r.items;
  };
  return { ...state, pile: mix(state.pile), eventPile: mix(state.eventPile), passengers: pileInPlaces(state.passengers, mix), rng: seedRng(seed + 1) };
}

export const bahnFreiView: GameView<BahnState, BahnAction> = { view, reshuffle };
