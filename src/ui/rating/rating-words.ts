/**
 * A rating in words for people: minutes per player count, Start Frei's dots
 * and squares, fairness, overtakes, the trouble spots by piece. Pure, so the
 * panel, the build sheet and the tests read the same sentences.
 */
import type { Estimate, Rating, TableRating } from '../../rating';
export { troubleByPiece, heatOf, type PieceTrouble } from '../../app/rating';
import { gameById } from '../../rules';
import type { GameId } from '../../track';

/** Plural names of the incident kinds the games report (src/rules/<game>/incidents.ts). */
const KIND_NAMES: Readonly<Record<string, string>> = {
  'chicane-penalty': 'chicane penalties',
  braking: 'brakings behind another car',
  'wall-reached': 'stops at the end of the track laid so far',
  'overtake-failed': 'failed overtaking manoeuvres',
  'off-track': 'cars off the track',
  'tyres-lost': 'tyres lost at safe-speed squares',
  'driving-error': 'driving errors',
};

export function kindName(kind: string): string {
  return KIND_NAMES[kind] ?? kind.replace(/-/g, ' ');
}

/** What each incident kind of a game is, in the game's own sentence. */
export function kindExplanations(game: GameId): readonly { kind: string; name: string; text: string }[] {
  let kinds: Readonly<Record<string, string>> = {};
  try {
    kinds = gameById(game).watch?.kinds ?? {};
  } catch {
    kinds = {};
  }
  return Object.entries(kinds).map(([kind, text]) => ({ kind, name: kindName(kind), text }));
}

/** Minutes as people say them: to the nearest 5 from 20 minutes on. */
export function roundMinutes(m: number): number {
  return m >= 20 ? Math.max(5, Math.round(m / 5) * 5) : Math.max(1, Math.round(m));
}

const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;
const fixed = (x: number) => (Math.abs(x) >= 10 ? x.toFixed(0) : x.toFixed(1));

export function between(e: Estimate, unit = ''): string {
  return `between ${fixed(e.low)} and ${fixed(e.high)}${unit}`;
}

/** "about 40 minutes for 2 players" */
export function durationLine(t: TableRating): string {
  return `about ${roundMinutes(t.minutes.value)} minutes for ${players(t.players)}`;
}

export function durationSentence(r: Rating): string {
  const lines = r.tables.map(durationLine);
  const last = lines.pop()!;
  const joined = lines.length > 0 ? `${lines.join(', ')} and ${last}` : last;
  return `A race takes ${joined}.`;
}

export function dotsText(n: number): string {
  return '●'.repeat(n) + '○'.repeat(4 - n);
}

export function squaresText(n: number): string {
  return '■'.repeat(n) + '□'.repeat(4 - n);
}

/** Start Frei's printed scale in words, or null for the other games. */
export function scaleSentences(r: Rating): { dots: string; squares: string } | null {
  if (!r.scale) return null;
  const { dots, squares } = r.scale;
  return {
    dots: `${dots} of 4 dots: the rulebook's scale of race length, 1 dot for its shortest races, 4 for its longest.`,
    squares: `${squares} of 4 squares: 1 for hardly any trouble at chicanes or behind other cars, 4 for trouble at every turn.`,
  };
}

/** Fairness of the grid at a table, and whether it is flagged. */
export function fairnessSentence(t: TableRating): { text: string; flagged: boolean } {
  const pole = t.fairness.grid[0];
  const even = Math.round(100 / t.players);
  if (!pole) return { text: `No races were finished with ${players(t.players)}.`, flagged: false };
  const pct = Math.round(pole.rate.value * 100);
  if (t.fairness.poleFlag) {
    const more = pole.rate.value > 1 / t.players;
    return {
      text: `Not fair with ${players(t.players)}: the car starting first (on pole) wins ${pct} % of races, where an even share is ${even} % — starting ${more ? 'in front is a clear advantage' : 'in front is a clear handicap'}.`,
      flagged: true,
    };
  }
  return { text: `Fair with ${players(t.players)}: the car starting first (on pole) wins ${pct} % of races, close to an even share of ${even} %.`, flagged: false };
}

export function racingSentence(t: TableRating): string {
  return `With ${players(t.players)}: ${fixed(t.overtakes.value)} overtakes (one car passing another) and ${fixed(t.leadChanges.value)} changes of the leader per race.`;
}
