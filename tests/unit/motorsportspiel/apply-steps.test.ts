/**
 * The apply path made faster gives the same races state by state: every
 * action, its events and the state after it, hashed step by step
 * (`apply-steps.json`, taken before the apply path was changed), in order and
 * then in reverse order (nothing kept across states may change an answer).
 */
import { describe, expect, it } from 'vitest';
import expected from './apply-steps.json';
import { playStepGame, STEP_GAMES } from './apply-steps';

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
});
