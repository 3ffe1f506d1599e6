import { describe, expect, it } from 'vitest';
import { CALIBRATION, dotScore, fitMinutes, presetReport, printedPresets, spearman, summarise, wilson } from '../../../src/rating';

describe('calibration against the Start Frei presets', () => {
  it('covers the seven presets that print a duration and a difficulty', () => {
    expect(printedPresets()).toHaveLength(7);
  });

  it('reproduces the printed order of both scales (Spearman ≥ 0.8)', { timeout: 180_000 }, () => {
    const report = presetReport(300, 1);
    expect(report.rows).toHaveLength(7);
    expect(report.dotsRho).toBeGreaterThanOrEqual(0.8);
    expect(report.squaresRho).toBeGreaterThanOrEqual(0.8);
    // The constants in the data are the ones this run fits, within 10 %.
    const model = CALIBRATION.games['start-frei']!.minutes;
    expect(Math.abs(report.fitted.perDecision - model.perDecision) / model.perDecision).toBeLessThan(0.1);
    expect(Math.abs(report.fitted.perAction - model.perAction) / model.perAction).toBeLessThan(0.1);
    for (const row of report.rows) {
      expect(row.rating.scale!.dots).toBeGreaterThanOrEqual(1);
      expect(row.rating.scale!.dots).toBeLessThanOrEqual(4);
    }
  });
});

describe('the pieces of the model', () => {
  it('places the rulebook minutes on their dots', () => {
    expect(dotScore(30, 2)).toBe(1);
    expect(dotScore(45, 2)).toBe(2.5);
    expect(dotScore(90, 3)).toBe(4);
    expect(dotScore(120, 4)).toBe(4);
    expect(dotScore(20, 2)).toBe(0);
    expect(dotScore(30, 7)).toBeNull();
  });

  it('fits a model that holds exactly', () => {
    const pts = [
      { decisions: 100, others: 50, minutes: 100 * 0.2 + 50 * 0.1 },
      { decisions: 300, others: 40, minutes: 300 * 0.2 + 40 * 0.1 },
      { decisions: 50, others: 200, minutes: 50 * 0.2 + 200 * 0.1 },
    ];
    const m = fitMinutes(pts);
    expect(m.perDecision).toBeCloseTo(0.2, 10);
    expect(m.perAction).toBeCloseTo(0.1, 10);
  });

  it('ranks with ties as Spearman does', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(spearman([1, 1, 2, 3], [1, 2, 3, 4])).toBeCloseTo(0.9486833, 6);
  });

  it('gives Wilson intervals that stay within [0, 1] and hold the rate', () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeGreaterThan(0.2);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
    const w = wilson(50, 100);
    expect(w.value).toBe(0.5);
    expect(w.low).toBeCloseTo(0.4038, 3);
    expect(w.high).toBeCloseTo(0.5962, 3);
  });

  it('flags a pole that wins far more than its share', () => {
    const sample = (i: number, winner: number) => ({ index: i, players: 2, actions: 10, decisions: 5, grid: [0, 1], finish: winner === 0 ? [0, 1] : [1, 0], leadChanges: 0, overtakes: 0, incidents: {}, over: true });
    const unfair = summarise(Array.from({ length: 200 }, (_, i) => sample(i, i % 10 === 0 ? 1 : 0)), { game: 'formula-1', seed: 1 });
    const even = summarise(Array.from({ length: 200 }, (_, i) => sample(i, i % 2)), { game: 'formula-1', seed: 1 });
    expect(unfair.tables[0]!.fairness.poleFlag).toBe(true);
    expect(even.tables[0]!.fairness.poleFlag).toBe(false);
    expect(unfair.tables[0]!.minutes.value).toBeCloseTo(5 * 0.1172 + 5 * 0.1684, 6);
  });
});
