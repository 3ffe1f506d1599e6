/**
 * The one way to derive a new game state. It lists every field in a fixed
 * order so all states share one V8 shape; `{ ...state, x }` spreads made the
 * states megamorphic and cost microseconds per copy.
 */
import type { GameState } from './types';

export function update(s: GameState, p: Partial<GameState>): GameState {
  return {
    ruleset: s.ruleset,
    track: s.track,
    names: s.names,
    players: p.players ?? s.players,
    phase: p.phase ?? s.phase,
    pass: p.pass ?? s.pass,
    section: p.section ?? s.section,
    chosen: p.chosen ?? s.chosen,
    order: p.order ?? s.order,
    turnIndex: p.turnIndex ?? s.turnIndex,
    turn: p.turn !== undefined ? p.turn : s.turn,
    pit: p.pit !== undefined ? p.pit : s.pit,
    supply: p.supply ?? s.supply,
    drsPile: p.drsPile ?? s.drsPile,
    drawPile: p.drawPile ?? s.drawPile,
    display: p.display ?? s.display,
    box: p.box ?? s.box,
    laid: p.laid ?? s.laid,
    rng: p.rng ?? s.rng,
    forced: p.forced ?? s.forced,
    endTriggered: p.endTriggered ?? s.endTriggered,
    standings: p.standings !== undefined ? p.standings : s.standings,
    endReason: p.endReason !== undefined ? p.endReason : s.endReason,
  };
}
