/**
 * Bahn Frei's end screen: the team's score with its unit and what winning takes, how the game ended in a sentence,
 * and each player's figures: the trains they really drove (a change of shift passes every train on), the passengers
 * they took on and delivered, the vouchers they earned. Counted from the events of the game, never guessed.
 */
import type { EndFigure, EndMove } from '../client';
import type { GameResult } from '../../rules/core';
import { LOSING_COMPLAINTS, ROUNDS, type BahnEvent, type BahnState, type TrainColour } from '../../rules/bahn-frei';
import { plural, stationName, trainName } from './words';

/** "8 complaints: the team loses at 8, and wins with 7 or fewer after round 15." */
export function bahnScoreText(state: BahnState, result: GameResult): string {
  const complaints = result.kind === 'team' ? result.score : state.complaints;
  return `${plural(complaints, 'complaint')} on the complaint-O-meter: the team loses at once at ${LOSING_COMPLAINTS}, and wins with ${LOSING_COMPLAINTS - 1} or fewer after round ${ROUNDS}.`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
const nth = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** How the game ended: the rounds played and the complaints, in a sentence. */
export function bahnEndSentence(state: BahnState, result: GameResult): string {
  if (result.kind !== 'team') return 'The game is over.';
  // The round marker (what the board shows; the cyclone moves it back), and the rounds really played when they differ.
  const played = state.played !== state.round ? ` (the ${nth(state.played)} round played)` : '';
  if (result.won) return `The team ran all ${ROUNDS} rounds with ${plural(result.score, 'complaint')}, under the ${LOSING_COMPLAINTS} that lose: a win together.`;
  if (result.score >= LOSING_COMPLAINTS) return `The complaint-O-meter reached ${LOSING_COMPLAINTS} complaints in round ${state.round} of ${ROUNDS}${played}: the team loses at once.`;
  return `After round ${ROUNDS} the team had ${plural(result.score, 'complaint')}, ${LOSING_COMPLAINTS - 1} or fewer are needed to win.`;
}

interface Drive {
  readonly colour: TrainColour;
  from: number;
  to: number;
}

/** The trains each seat drove, in the order they took them over, with the rounds they drove them. */
function drives(history: readonly EndMove<BahnState, BahnEvent>[], seats: number): Drive[][] {
  const out: Drive[][] = Array.from({ length: seats }, () => []);
  const note = (s: BahnState) => {
    for (const t of s.trains) {
      const list = out[t.driver];
      if (!list) continue;
      const round = Math.max(1, s.played);
      const d = list.find((x) => x.colour === t.colour && x.to >= round - 1);
      if (d) d.to = Math.max(d.to, round);
      else list.push({ colour: t.colour, from: round, to: round });
    }
  };
  if (history[0]) note(history[0].before);
  for (const m of history) note(m.after);
  return out;
}

/** Each player's figures: the trains driven (where each started, which rounds), passengers taken on and delivered, vouchers. */
export function bahnEndFigures(history: readonly EndMove<BahnState, BahnEvent>[]): EndFigure[] {
  const first = history[0]?.before;
  const last = history[history.length - 1]?.after;
  if (!first || !last) return [];
  const seats = first.names.length;
  const start = new Map<string, string>();
  const boarded = Array.from({ length: seats }, () => 0);
  const delivered = Array.from({ length: seats }, () => 0);
  const vouchers = Array.from({ length: seats }, () => 0);
  const driverOf = (s: BahnState, partId: string) => {
    const part = s.parts.find((p) => p.id === partId);
    return part ? (s.trains[part.train]?.driver ?? -1) : -1;
  };
  const add = (counts: number[], seat: number) => {
    if (seat >= 0 && seat < seats) counts[seat]! += 1;
  };
  for (const m of history) {
    for (const e of m.events) {
      if (e.type === 'Placed') start.set(e.train, e.station);
      else if (e.type === 'Boarded') add(boarded, driverOf(m.before, e.part));
      else if (e.type === 'Alighted') add(delivered, driverOf(m.before, e.part));
      else if (e.type === 'Voucher' && e.won) add(vouchers, m.seat);
    }
  }
  const played = Math.max(1, Math.min(last.played, ROUNDS));
  const trains = drives(history, seats).map((list) =>
    list
      .map((d) => {
        const where = start.get(d.colour);
        const from = where ? ` from ${stationName(last, where)}` : '';
        const rounds = d.from <= 1 && d.to >= played ? '' : d.from === d.to ? ` (round ${d.from})` : ` (rounds ${d.from}–${d.to})`;
        return `${trainName(last, d.colour)}${from}${rounds}`;
      })
      .join(', then ') || 'none',
  );
  return [
    { label: 'Trains driven', hint: 'The trains each player drove and where each started; at a change of shift every train passes to the next player', values: trains },
    { label: 'Passengers taken on', hint: 'Passengers who boarded a train the player was driving', values: boarded },
    { label: 'Passengers delivered', hint: 'Passengers brought to their destination by a train the player was driving', values: delivered },
    { label: 'Vouchers earned', hint: 'Vouchers won for the team by delivering passengers early (from car 2 to 5)', values: vouchers },
  ];
}
