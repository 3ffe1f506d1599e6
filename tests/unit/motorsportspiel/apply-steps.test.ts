/**
 * The apply path made faster gives the same races state by state: every
 * action, its events and the state after it, hashed step by step
 * (`apply-steps.json`, taken before the apply path was changed), in order and
 * then in reverse order (nothing kept across states may change an answer).
 */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../src/rules/core/hash';
import { motorsportspielGame as game, type MssState } from '../../../src/rules/motorsportspiel';
import expected from './apply-steps.json';
import { playStepGame, STEP_GAMES } from './apply-steps';
import { playSteps } from './seeded-race';

describe('Motorsportspiel: the apply path gives the same states, events and choices step by step', () => {
  it('has a kept result for each race', () => {
    expect(expected.map((e) => e.name)).toEqual(STEP_GAMES.map((g) => g.name));
  });
  it('every race, in order, step by step', () => {
    for (const [i, g] of STEP_GAMES.entries()) expect(playStepGame(g), g.name).toEqual(expected[i]);
  }, 120_000);
  it('every race again, in reverse order', () => {
    for (let i = STEP_GAMES.length - 1; i >= 0; i--) expect(playStepGame(STEP_GAMES[i]!), STEP_GAMES[i]!.name).toEqual(expected[i]);
  }, 120_000);
  it('never changes a state once it is given out (each state hashes at the end of the race as it did when it was made)', () => {
    for (const g of STEP_GAMES.filter((x) => x.cars >= 6).slice(0, 6)) {
      const kept: { state: MssState; hash: string }[] = [];
      const keep = (state: MssState): number => kept.push({ state, hash: hashState(game.hashable(state)) });
      playSteps(g, keep, (_action, _events, state) => keep(state));
      expect(kept.length, g.name).toBeGreaterThan(100);
      const changed = kept.findIndex((k) => hashState(game.hashable(k.state)) !== k.hash);
      expect(changed, `${g.name}: the first state changed after it was given out`).toBe(-1);
    }
  }, 120_000);
});
