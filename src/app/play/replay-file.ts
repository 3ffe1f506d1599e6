/**
 * The replay of a game played in the shell, to download. The shape is the
 * replay format's version 3 (game id, board, config, seats, seed,
 * `{ seat, action }` moves, result).
 * NOTE: src/sim/game-replay.ts (`gameReplayFile(game, log)`, with the move
 * chain and checkpoints) replaces this once it is on the main branch; until
 * then the shell writes the moves log itself, without the hashes.
 */
import type { GameResult } from '../../rules/core';
import type { Layout } from '../../track';
import { resultOf, type PlaySession } from './session';

export interface PlayReplayFile {
  readonly format: 'chicane-replay';
  readonly version: 3;
  readonly game: string;
  readonly board: { readonly kind: 'lane-graph'; readonly layout: Layout } | { readonly kind: 'example'; readonly name: string };
  readonly config: unknown;
  readonly seats: readonly { readonly name: string; readonly kind: string }[];
  readonly seed: number;
  readonly moves: readonly { readonly seat: number; readonly action: { readonly type: string } }[];
  readonly result: GameResult | null;
}

export function playReplayFile(session: PlaySession): PlayReplayFile {
  const src = session.prepared.source;
  return {
    format: 'chicane-replay',
    version: 3,
    game: session.game.id,
    board: src.kind === 'layout' ? { kind: 'lane-graph', layout: src.layout } : { kind: 'example', name: src.name },
    config: session.prepared.config,
    seats: session.seats.map((s, i) => ({ name: s.name || `Seat ${i + 1}`, kind: s.kind })),
    seed: session.seed,
    moves: session.moves.map((m) => ({ seat: m.seat, action: m.action })),
    result: resultOf(session),
  };
}
