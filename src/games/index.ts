/**
 * The client registry: each playable game's client part (words, board view),
 * by game id. Like `GAMES` in src/rules/registry.ts it is the one place that
 * lists them; adding a game is its folders plus one line here and one there.
 */
import type { GameId } from '../rules/core';
import type { AnyGameClient } from './client';
import { startFreiClient } from './start-frei/client';
import { formula1Client } from './formula-1/client';
import { motorsportspielClient } from './motorsportspiel/client';
import { bahnFreiClient } from './bahn-frei/client';

export type { GameClient, AnyGameClient, GlossaryEntry, BoardViewProps, HudProps, EndFigure, EndMove } from './client';

export const CLIENTS: Partial<Record<GameId, AnyGameClient>> = {
  'start-frei': startFreiClient,
  'formula-1': formula1Client,
  motorsportspiel: motorsportspielClient,
  'bahn-frei': bahnFreiClient,
};

/** The client part of a game, or null when it has none yet. */
export function clientOf(id: GameId): AnyGameClient | null {
  return CLIENTS[id] ?? null;
}
