/**
 * "Make me a track" in words: the target, how close a result came, its
 * rating in a few lines. Pure, so the cards and the tests read the same.
 */
import { profileOf, type Generated, type Rating, type Target } from '../../rating';
import { type GameId } from '../../track';
import { loadPreset, presetNames } from '../../track/presets';
import { dotsText, durationSentence, fairnessSentence, squaresText } from '../rating/rating-words';

export const GAME_TITLES: Readonly<Record<GameId, string>> = { 'start-frei': 'Start Frei', 'formula-1': 'Formuła 1', motorsportspiel: 'Das Motorsportspiel' };

/** Why Das Motorsportspiel has no generator (docs/assumptions.md, "Make me a track"). */
export const FIXED_BOARD_SENTENCE =
  'Das Motorsportspiel is played on one printed board (150 × 80 cm), not built from a box of pieces, so there is nothing to make: open its board and use “Rate this track” to see how long and how hard its race is.';

export const DOTS_WORDS = ['1 dot: one of the rulebook’s shortest races', '2 dots: a short race', '3 dots: a long race', '4 dots: one of its longest races'] as const;
export const SQUARES_WORDS = ['1 square: hardly any trouble at chicanes or behind other cars', '2 squares: some trouble', '3 squares: a lot of trouble', '4 squares: trouble at every turn'] as const;
export const LEVEL_WORDS = ['1: cars seldom lose tyres or leave the track', '2: now and then', '3: often', '4: at nearly every corner'] as const;

export const LEVEL_EXPLAINED =
  'Formuła 1 prints no difficulty, so Chicane uses its own scale of 1 to 4: how often, per player and race, a car loses tyres at a safe-speed square (a square with a printed speed limit) or leaves the track.';

/** The presets of a game a target can be "like" (Start Frei: those that print their dots and squares). */
export function likePresets(game: GameId): { name: string; title: string }[] {
  return presetNames.flatMap((name) => {
    const l = loadPreset(name);
    if (!l.ok || l.layout.game !== game) return [];
    if (game === 'start-frei' && (l.layout.meta.duration === undefined || l.layout.meta.difficulty === undefined)) return [];
    return [{ name, title: l.layout.name }];
  });
}

export function targetSentence(t: Target): string {
  if (t.kind === 'scale') return `Aiming at ${t.dots} of 4 dots (race length) and ${t.squares} of 4 squares (difficulty).`;
  return `Aiming at about ${Math.round(t.minutes)} minutes for 3 players and a difficulty of ${t.difficulty.toFixed(1)} of 4.`;
}

/** How close a result came, in a sentence. */
export function closeness(g: Generated, t: Target): string {
  if (g.hit) return 'On target.';
  if (t.kind === 'scale' && g.rating.scale) {
    const s = g.rating.scale;
    const off: string[] = [];
    if (s.dots !== t.dots) off.push(`${s.dots} dot${s.dots === 1 ? '' : 's'} instead of ${t.dots}`);
    if (s.squares !== t.squares) off.push(`${s.squares} square${s.squares === 1 ? '' : 's'} instead of ${t.squares}`);
    return `Close: ${off.join(' and ')}.`;
  }
  if (t.kind === 'profile') {
    const p = profileOf(g.rating);
    return `Close: about ${Math.round(p.minutes)} minutes instead of ${Math.round(t.minutes)}, difficulty ${p.difficulty.toFixed(1)} instead of ${t.difficulty.toFixed(1)}.`;
  }
  return `Off by ${g.distance.toFixed(1)}.`;
}

/** The rating's scale line: Start Frei's dots and squares, or Formuła 1's level. */
export function scaleLine(r: Rating): { marks: string; text: string } {
  if (r.scale) return { marks: `${dotsText(r.scale.dots)} ${squaresText(r.scale.squares)}`, text: `${DOTS_WORDS[r.scale.dots - 1]}; ${SQUARES_WORDS[r.scale.squares - 1]}.` };
  const p = profileOf(r);
  return { marks: squaresText(p.level), text: `Difficulty ${LEVEL_WORDS[p.level - 1]}.` };
}

/** The fairness of the grid in one sentence: the first table flagged, else the first table. */
export function fairnessLine(r: Rating): { text: string; flagged: boolean } {
  const flagged = r.tables.find((t) => t.fairness.poleFlag);
  return fairnessSentence(flagged ?? r.tables[0]!);
}

export function summaryLines(g: Generated): { duration: string; scale: { marks: string; text: string }; fairness: { text: string; flagged: boolean } } {
  return { duration: durationSentence(g.rating), scale: scaleLine(g.rating), fairness: fairnessLine(g.rating) };
}
