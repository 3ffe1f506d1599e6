import { describe, expect, it } from 'vitest';
import { runGameScenario } from '../../../src/sim';
import { startState } from '../../../src/sim/game-scenario';
import { toyGame } from '../../contract/toy-game';
import { gameById } from '../../../src/rules/registry';
import { lessonsOf } from '../../../src/app/teach/lessons';

/** A Formuła 1 lesson's scenario: its board and seats, with the moves dropped. */
function baseScenario() {
  const lesson = lessonsOf('formula-1').find((e) => e.id === '03-turn-order')!.lesson;
  return { ...lesson.scenario, moves: [], position: undefined };
}

describe('scenario v2 starting from a built position', () => {
  it('builds the position instead of the set-up, then plays the moves from it', () => {
    const base = baseScenario();
    const seats = base.seats.length;
    const cars = Array.from({ length: seats * gameById('formula-1').seats.tokensPerSeat(seats) }, (_, i) => ({ seat: i % seats, space: 30 - i * 2, speed: 80 }));
    const run = runGameScenario({ ...base, start: { cars, toMove: 1 } });
    if (!run.ok) throw new Error(run.error);
    const game = run.game;
    expect(game.tokens(run.state).map((t) => t.space)).toEqual(cars.map((c) => c.space));
    expect(game.actors(run.state)).toEqual([cars[1]!.seat]);
    const action = game.legalActions(run.state, cars[1]!.seat)[0]!;
    const on = runGameScenario({ ...base, start: { cars, toMove: 1 }, position: 0, moves: [{ seat: cars[1]!.seat, action }] });
    expect(on.ok && on.events.length).toBeGreaterThan(0);
  });

  it('refuses a position no race can reach, or one the schema does not know, in one line naming it', () => {
    const base = baseScenario();
    const stacked = runGameScenario({ ...base, start: { cars: base.seats.flatMap((_, seat) => [{ seat, space: 5 }, { seat, space: 5 }]) } });
    expect(stacked.ok).toBe(false);
    if (!stacked.ok) expect(stacked.error).toMatch(/^start: the position cannot be: .*5/);
    const unknown = runGameScenario({ ...base, start: { cars: [], teleport: true } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toMatch(/^start/);
    if (!unknown.ok) expect(unknown.error).not.toContain('\n');
  });

  it('a game that builds no positions says so', () => {
    // The contract suite's toy game builds none (every registered game may come to build them).
    const run = startState(toyGame, { board: { spaces: 9 }, config: { rounds: 30 }, seats: [{ name: 'A', kind: 'human' }], seed: 1 }, {});
    expect(run.ok).toBe(false);
    if (!run.ok) expect(run.error).toMatch(/builds no position/);
  });
});
