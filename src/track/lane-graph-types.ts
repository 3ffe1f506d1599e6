/**
 * The lane graph: what every rules engine sees of a layout.
 *
 * This file is the contract between `src/track/` (which builds the graph from a
 * layout) and `src/rules/` (which drives cars on it). Spaces and edges are
 * addressed by dense integer ids so the rules core can keep its hot loops on
 * plain arrays.
 */

import type { TrackGameId } from './games';

/** A game played on a track layout (src/track/games.ts lists every game once). */
export type GameId = TrackGameId;

/** Dense index into `LaneGraph.spaces`. */
export type SpaceId = number;

export type ChicaneKind = 'normal' | 'dangerous';

/** What is printed on a space (only what some rule needs). */
export interface SpaceFeatures {
  /** start-frei / motorsportspiel: a chicane printed on this space. */
  readonly chicane?: ChicaneKind;
  /** start-frei: a switch (Weiche) leaves this space; its edge has kind 'switch'. */
  readonly switch?: boolean;
  /** formula-1: safe speed printed on a corner square, in km/h. */
  readonly safeSpeed?: number;
  /** motorsportspiel: maximum gear printed in a curve. */
  readonly maxGear?: number;
  /** motorsportspiel: red/white marked zone of a curve. */
  readonly zone?: 'red' | 'white';
  /** motorsportspiel: fast-lane space; `capacity` cars may stand on it (2 for the long dotted ones). */
  readonly fastLane?: { readonly capacity: number; readonly dot: boolean };
  /** formula-1: red finish square. */
  readonly finish?: boolean;
  /** Start grid slot printed on this space (1-based; 1 is pole). */
  readonly grid?: number;
  /** Pit areas: the lane itself, a box, formula-1 service square, formula-1 red entry square. */
  readonly pit?: 'lane' | 'box' | 'service' | 'entry';
}

export interface Space {
  readonly id: SpaceId;
  /** Id of the piece in the layout document. */
  readonly piece: string;
  /** Lane index: 0 is the leftmost lane looking in the direction of travel. */
  readonly lane: number;
  /** Index of the space along its lane on that piece, 0 first in the direction of travel. */
  readonly index: number;
  readonly features: SpaceFeatures;
  /**
   * Distance along the lap from the start/finish line, measured in spaces, in
   * [0, lapLength). Spaces side by side in different lanes have equal progress,
   * so equal progress is a lane tie. Pit-lane spaces carry the progress of the
   * track beside them.
   */
  readonly progress: number;
  /**
   * Added by the track model (optional, default 1): length of the space along
   * the lap in progress units, so `progress + length` is its front edge.
   * Differs from 1 where lanes hold different numbers of spaces (formula-1
   * corners, motorsportspiel long fast-lane spaces, pit lanes).
   */
  readonly length?: number;
  /** Position in the plan order of the piece (Start Frei lays the track during the race). */
  readonly pieceOrder: number;
  /** Centre of the space on the table (x, z in table units) and heading (radians, 0 = +x, counter-clockwise). */
  readonly x: number;
  readonly z: number;
  readonly heading: number;
}

/** How a step is made; the rules price each kind. */
export type EdgeKind = 'forward' | 'switch' | 'diagonal' | 'pit-entry' | 'pit-exit';

export interface Edge {
  readonly from: SpaceId;
  readonly to: SpaceId;
  readonly kind: EdgeKind;
  /** True when this step crosses the start/finish line (lap counting). */
  readonly crossesStart: boolean;
}

export interface LaneGraph {
  readonly game: GameId;
  readonly lanes: number;
  /** The lane on the inside of the layout (ties in position go to it in Start Frei). */
  readonly innerLane: number;
  /** Length of a lap in spaces (along the reference lane). */
  readonly lapLength: number;
  readonly spaces: readonly Space[];
  /** Outgoing edges per space id. */
  readonly out: readonly (readonly Edge[])[];
  /** Start grid: space ids ordered by grid slot (pole first). */
  readonly grid: readonly SpaceId[];
}
