import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runGameScenario } from '../../../src/sim';
import { lessonsOf } from '../../../src/app/teach/lessons';
import { speedChangeCost, speedPreview, type Formula1State } from '../../../src/rules/formula-1';
import { chanceText, speedometerView } from '../../../src/games/formula-1/hud';
import { Speedometers } from '../../../src/games/formula-1/Speedometers';
import { clientOf } from '../../../src/games';

/** The position of a Formuła 1 lesson after `moves` moves. */
function position(id: string, moves: (l: { steps: readonly { at: number }[] }) => number): Formula1State {
  const lesson = lessonsOf('formula-1').find((e) => e.id === id)!.lesson;
  const run = runGameScenario({ ...lesson.scenario, position: 0, moves: lesson.scenario.moves.slice(0, moves(lesson)) });
  if (!run.ok) throw new Error(run.error);
  return run.state as Formula1State;
}

describe('Formuła 1 speedometers', () => {
  it('the grid: every dial at 0 km/h, tyres by grid slot, no choice marked for cars not to act', () => {
    const s = position('03-turn-order', () => 0);
    const v = speedometerView(s);
    expect(v.gauges.map((g) => [g.name, g.speed, g.tyres])).toEqual([
      ['Anna', 0, 28],
      ['Ben', 0, 28],
      ['Clara', 0, 29],
      ['David', 0, 29],
    ]);
    expect(v.gauges.filter((g) => g.active).map((g) => g.name)).toEqual(['Anna']);
    // From 0 km/h: up to +120 is free, +160 costs 1 … +320 costs 16 (the rulebook's example).
    expect(v.choices.map((c) => [c.kmh, c.cost])).toEqual([0, 40, 80, 120, 160, 200, 240, 280, 320].map((k) => [k, speedChangeCost(0, k)]));
    expect(v.choices.find((c) => c.kmh === 320)!.cost).toBe(16);
    expect(v.choices[0]!.offChance).toBeNull();
  });

  it('before the corner: each speed shows the risk of its safest way, as the rules core previews it', () => {
    // Anna at 120 km/h just before she chooses 240 km/h into the corner (Figures 5 and 7).
    const s = position('05-off-the-track', (l) => l.steps[0]!.at - 1);
    const v = speedometerView(s);
    const anna = v.gauges.find((g) => g.active)!;
    expect([anna.name, anna.speed]).toEqual(['Anna', 120]);
    const fast = v.choices.find((c) => c.kmh === 240)!;
    const safest = Math.min(...speedPreview(s, 240)!.paths.map((p) => p.offChance));
    expect(fast.offChance).toBe(safest);
    expect(fast.offChance!).toBeGreaterThan(0);
    const slow = v.choices.find((c) => c.kmh === 80)!;
    expect(slow.offChance!).toBeLessThan(fast.offChance!);
    const html = renderToStaticMarkup(createElement(Speedometers, { state: s, tokens: [], colours: {} }));
    expect(html).toContain('Speeds Anna can set, with the risk of the safest way:');
    expect(html).toContain(`<strong>240 km/h</strong> · free · ${fast.throws} throws, ${chanceText(fast.offChance!)} off the track`);
    expect(html).toContain('aria-label="Anna: 120 km/h, 28 tyres"');
  });

  it('a car beside the track says so, and the client gives the shell its HUD part', () => {
    const s = position('05-off-the-track', (l) => l.steps[2]!.at);
    const anna = speedometerView(s).gauges[0]!;
    expect([anna.off, anna.speed, anna.tyres]).toEqual([true, 0, 19]);
    expect(renderToStaticMarkup(createElement(Speedometers, { state: s, tokens: [], colours: {} }))).toContain('Anna: 0 km/h, 19 tyres, beside the track');
    expect(clientOf('formula-1')!.Hud).toBeTypeOf('function');
    expect(chanceText(0)).toBe('no risk');
    expect(chanceText(0.001)).toBe('under 1%');
    expect(chanceText(1 / 6)).toBe('17%');
  });
});
