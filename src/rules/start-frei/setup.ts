/** Setting up a race (start-frei: "Game Material"; the set-up values are from reviews, see data/material.ts). */
import type { LaneGraph } from '../../track/lane-graph-types';
import type { Layout } from '../../track/layout-schema';
import { seedRng, shuffle } from '../core/rng';
import { A_CARD_IDS, drawPileCards, starterHand } from './data/cards';
import { COIN_TOTAL, DRS_MARKERS, STARTING_COINS, STARTING_GEAR } from './data/material';
import { trackContext } from './track-context';
import { laneGraphProblem } from './graph-check';
import { buildLaneGraph } from '../../track/build-graph';
import { drawTile, makePiles } from './tiles';
import type { GameConfig, GameState, PlayerState, TilePiles } from './types';

export interface StartFreiConfig extends GameConfig {
  readonly track: LaneGraph;
  /** The layout `track` was built from: with it the last car's player chooses how to lay each piece (laying.ts); without it laying follows the plan. */
  readonly layout?: Layout;
}

export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}

/** A new race: cars on the grid in seat order (assumption), the A-cards drawn and the piles shuffled with the seed. */
export function createGame(config: StartFreiConfig, seed: number): GameState {
  const n = config.players.length;
  if (n < 2 || n > 4) throw new SetupError(`Start Frei is for 2 to 4 players, got ${n}`);
  // A hand-made graph that does not hold together is refused here, never a TypeError later.
  const graphProblem = laneGraphProblem(config.track);
  if (graphProblem) throw new SetupError(`the track does not hold together: ${graphProblem.slice(0, 200)}`);
  let track = trackContext(config.track, config.layout);
  if (config.tiles === 'drawn' && !config.layout) throw new SetupError('drawing the tiles needs the layout of the track');
  if (config.track.grid.length < n) throw new SetupError(`the track has ${config.track.grid.length} grid spaces for ${n} cars`);
  const aCards = config.aCards ?? 8;
  if (!Number.isInteger(aCards) || aCards < 0 || aCards > A_CARD_IDS.length) throw new SetupError(`aCards must be 0 to ${A_CARD_IDS.length}, got ${aCards}`);
  let rng = seedRng(seed);
  // The track's number of A-cards is drawn at random from the 14, then shuffled with all B-cards.
  const drawn = shuffle(A_CARD_IDS, rng);
  rng = drawn.state;
  const pile = shuffle(drawPileCards(drawn.items.slice(0, aCards)), rng);
  rng = pile.state;
  const drs = shuffle(
    DRS_MARKERS.map((_, i) => i),
    rng,
  );
  rng = drs.state;
  const players: PlayerState[] = config.players.map((_, seat) => {
    const deck = starterHand(seat);
    const space = config.track.grid[seat]!;
    // start-frei: "Lap: Beginning with the start/finish line ..." and "the game ends after the
    // second lap, i.e. ... crosses the start/finish line for the second time": a car on the grid
    // behind the line has not begun its first lap, so driving over the line at the start is not
    // a lap (laps -1 → 0); two full laps then end the race.
    const behindLine = config.track.spaces[space]!.progress * 2 >= config.track.lapLength;
    return { space, gear: STARTING_GEAR, coins: STARTING_COINS, deck, hand: deck, drs: [], laps: behindLine ? -1 : 0 };
  });
  // assumption: the pieces under the start grid are always laid.
  let gridPieces = 0;
  for (let i = 0; i < n; i++) gridPieces = Math.max(gridPieces, track.pieceOrder[config.track.grid[i]!]! + 1);
  const laid = Math.max(gridPieces, Math.min(track.pieceCount, config.laid ?? track.pieceCount));
  // Drawn tiles: the piles are shuffled last (races with planned tiles keep their generator), then the tiles on the table at the start are drawn.
  let tiles: TilePiles | null = null;
  if (config.tiles === 'drawn' && config.layout) {
    const made = makePiles(config.layout, rng);
    rng = made.rng;
    track = trackContext(buildLaneGraph(made.layout), made.layout);
    tiles = made.piles;
    for (let order = 1; order < laid; order++) {
      const d = drawTile(track, tiles, order);
      track = d.track;
      tiles = d.piles;
    }
  }
  return {
    ruleset: 'start-frei',
    track,
    names: config.players.map((p) => p.name),
    players,
    phase: 'choose',
    pass: 1,
    section: 1,
    chosen: players.map(() => null),
    order: [],
    turnIndex: 0,
    turn: null,
    pit: null,
    supply: COIN_TOTAL - STARTING_COINS * n,
    drsPile: drs.items,
    drawPile: pile.items,
    display: [],
    box: [],
    laid,
    laying: null,
    layChoices: [],
    tiles,
    rng,
    forced: [],
    endTriggered: false,
    standings: null,
    endReason: null,
  };
}
