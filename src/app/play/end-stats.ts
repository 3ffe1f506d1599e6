/**
 * The story of a finished game in figures, for the shell's end screen: the
 * game is re-run move by move (the events say what happened, never guessed)
 * and each game's client counts its own figures from that history (laps,
 * tyres, flags, passengers); a game that counts none still gets the moves
 * each seat made. Start Frei's counts (overtakes, chicanes, braking, coins,
 * turns led: src/games/start-frei/end-figures.ts) are the model the others
 * follow.
 */
import type { EndFigure, EndMove } from '../../games';
import type { Playback } from './playback';
import { namesOf } from './session';

/** The moves of a game's playback as its client's figures read them: seat, action, the state before and after, the events. */
export function endHistory(playback: Playback): EndMove[] {
  const out: EndMove[] = [];
  const f = playback.frames;
  for (let i = 1; i < f.length; i++) {
    const move = f[i]!.moves[i - 1];
    if (!move) continue;
    out.push({ seat: move.seat, action: move.action, before: f[i - 1]!.state, after: f[i]!.state, events: f[i]!.lastEvents ?? [] });
  }
  return out;
}

/** The shell's own row, for every game: the moves (decisions) each seat made. */
export function movesFigure(history: readonly EndMove[], seats: number): EndFigure {
  const values = Array.from({ length: seats }, (_, s) => history.filter((m) => m.seat === s).length);
  return { label: 'Moves made', hint: 'Decisions each seat took during the game (a bot’s as well as a person’s)', values };
}

/**
 * The figures table of a finished game: the game's own rows (its client's `endFigures`) and the moves each seat made.
 * A client's rows that do not give a value for every seat are left out, and a client that fails gives the shell's row
 * alone: the end screen always has its table.
 */
export function endFigures(playback: Playback): EndFigure[] {
  const last = playback.frames[playback.frames.length - 1];
  if (!last) return [];
  const seats = last.seats.length;
  const history = endHistory(playback);
  let own: readonly EndFigure[] = [];
  try {
    own = last.client?.endFigures?.(history, namesOf(last)) ?? [];
  } catch {
    own = [];
  }
  return [...own.filter((r) => r.values.length === seats), movesFigure(history, seats)];
}

/** A figure's value with its unit, for a cell: 3 → "3", with unit "¢" → "3¢". */
export function figureText(row: EndFigure, seat: number): string {
  const v = row.values[seat];
  if (v === undefined) return '–';
  return typeof v === 'number' && row.unit ? `${v}${row.unit}` : String(v);
}

