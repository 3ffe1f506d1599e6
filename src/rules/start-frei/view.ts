/**
 * What each seat of an online table sees of a Start Frei race (issue 31).
 * Rulebook, "Race section": every player secretly chooses a card and lays it
 * face down until all have chosen; the card draw pile and the DRS pile are
 * face down ("DRS Markers": a third marker is looked at by its player only).
 * So another seat's card before the reveal, another player's third DRS marker,
 * the order of every pile (cards, DRS markers, drawn tiles), the generator and
 * the forced dice stay on the server. What the piles hold is public (the box's
 * contents less what lies open), so a view lists them sorted.
 */
import { HIDDEN, type GameView, type Viewer } from '../core/game';
import { nextInt, seedRng, shuffle, type RngState } from '../core/rng';
import { stateForHash } from './index';
import type { Action, GameState } from './types';

const sorted = (xs: readonly number[]): number[] => xs.slice().sort((a, b) => a - b);
const sortedNames = (xs: readonly string[]): string[] => xs.slice().sort();

function view(state: GameState, viewer: Viewer): unknown {
  const { rng: _rng, forced: _forced, ...rest } = stateForHash(state) as Omit<GameState, 'track'>;
  const turn = state.turn;
  return {
    ...rest,
    chosen: state.phase === 'choose' ? state.chosen.map((card, player) => (card === null || player === viewer ? card : HIDDEN)) : state.chosen,
    turn: turn && turn.drsOffer !== null && turn.player !== viewer ? { ...turn, drsOffer: HIDDEN } : turn,
    drawPile: sorted(state.drawPile),
    drsPile: sorted(state.drsPile),
    ...(state.tiles ? { tiles: { ...state.tiles, piles: Object.fromEntries(Object.entries(state.tiles.piles).map(([shape, pile]) => [shape, sortedNames(pile)])) } } : {}),
  };
}

function reshuffle(state: GameState, viewer: Viewer, seed: number): GameState {
  let rng: RngState = seedRng(seed);
  const mix = <T>(xs: readonly T[]): T[] => {
    const r = shuffle(xs, rng);
    rng = r.state;
    return r.items;
  };
  const pick = (n: number): number => {
    const r = nextInt(rng, n);
    rng = r.state;
    return r.value;
  };
  const chosen = state.phase === 'choose'
    ? state.chosen.map((card, player) => (card === null || player === viewer ? card : state.players[player]!.hand[pick(state.players[player]!.hand.length)] ?? card))
    : state.chosen;
  let drsPile = mix(state.drsPile);
  let turn = state.turn;
  if (turn && turn.drsOffer !== null && turn.player !== viewer && drsPile.length > 0) {
    // Another marker from the pile is the one looked at; the looked-at one goes into the pile.
    const i = pick(drsPile.length);
    const offer = drsPile[i]!;
    drsPile = drsPile.map((m, j) => (j === i ? turn!.drsOffer! : m));
    turn = { ...turn, drsOffer: offer };
  }
  const drawPile = mix(state.drawPile);
  const tiles = state.tiles ? { ...state.tiles, piles: Object.fromEntries(Object.entries(state.tiles.piles).map(([shape, pile]) => [shape, mix(pile)])) } : null;
  return { ...state, chosen, turn, drsPile, drawPile, tiles, rng: seedRng(seed + 1), forced: mix(state.forced) };
}

export const startFreiView: GameView<GameState, Action> = {
  view,
  secret: (action) => action.type === 'choose',
  reshuffle,
};
