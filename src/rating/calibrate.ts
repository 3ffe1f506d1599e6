/**
 * The calibration check against the Start Frei presets, which carry the
 * rulebook's printed figures ("Track Layouts": race duration in dots,
 * difficulty in squares): rate each, rank-correlate the scores with the
 * printed scale, and fit the minutes model to the minutes-per-dot table.
 */
import { loadPreset, presetNames } from '../track/presets';
import { CALIBRATION, type Calibration, type MinutesModel } from './calibration';
import { rateLayout } from './rate';
import { spearman } from './stats';
import type { Rating } from './types';

export interface PresetRow {
  readonly preset: string;
  readonly name: string;
  readonly printed: { readonly dots: number; readonly squares: number };
  readonly rating: Rating;
}

export interface PresetReport {
  readonly rows: readonly PresetRow[];
  /** Spearman's rank correlation of the duration and difficulty scores with the printed dots and squares. */
  readonly dotsRho: number;
  readonly squaresRho: number;
  /** The minutes model fitted to this run (compare with the one in the data). */
  readonly fitted: MinutesModel;
}

/** The Start Frei presets that print a duration and a difficulty. */
export function printedPresets(): string[] {
  return presetNames.filter((name) => {
    const l = loadPreset(name);
    return l.ok && l.layout.game === 'start-frei' && l.layout.meta.duration !== undefined && l.layout.meta.difficulty !== undefined;
  });
}

/**
 * Least squares without an intercept: minutes ≈ perDecision · decisions + perAction · other actions,
 * against the rulebook's minutes for each (dots, players) a rating's table has.
 */
export function fitMinutes(points: readonly { readonly decisions: number; readonly others: number; readonly minutes: number }[]): MinutesModel {
  let aa = 0;
  let ab = 0;
  let bb = 0;
  let ay = 0;
  let by = 0;
  for (const p of points) {
    aa += p.decisions * p.decisions;
    ab += p.decisions * p.others;
    bb += p.others * p.others;
    ay += p.decisions * p.minutes;
    by += p.others * p.minutes;
  }
  const det = aa * bb - ab * ab;
  if (det === 0) return { base: 0, perDecision: 0, perAction: 0, perPlayer: 0 };
  return { base: 0, perDecision: (ay * bb - by * ab) / det, perAction: (by * aa - ay * ab) / det, perPlayer: 0 };
}

/** Rates every printed preset (`races` per player count) and compares with the print. */
export function presetReport(races: number, seed: number, players: readonly number[] = [2, 3, 4], cal: Calibration = CALIBRATION, onProgress?: (preset: string) => void): PresetReport {
  const rows: PresetRow[] = [];
  for (const preset of printedPresets()) {
    const l = loadPreset(preset);
    if (!l.ok) continue;
    const rating = rateLayout({ game: 'start-frei', layout: l.layout, players, races, seed });
    rows.push({ preset, name: l.layout.name, printed: { dots: l.layout.meta.duration!, squares: l.layout.meta.difficulty! }, rating });
    onProgress?.(preset);
  }
  const points = rows.flatMap((r) =>
    r.rating.tables.flatMap((t) => {
      const minutes = cal.dots[String(t.players)]?.[r.printed.dots - 1];
      return minutes === undefined ? [] : [{ decisions: t.decisions.value, others: t.actions.value - t.decisions.value, minutes }];
    }),
  );
  return {
    rows,
    dotsRho: spearman(rows.map((r) => r.rating.scale?.durationScore ?? 0), rows.map((r) => r.printed.dots)),
    squaresRho: spearman(rows.map((r) => r.rating.scale?.difficultyScore ?? 0), rows.map((r) => r.printed.squares)),
    fitted: fitMinutes(points),
  };
}
