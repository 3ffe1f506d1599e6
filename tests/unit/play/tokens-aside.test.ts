/** A car off the track is a token "aside" (the scene slides it into the gravel beside its space), in every game that has one. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/rules';
import { gameBots } from '../../../src/sim';
import { sceneTokens } from '../../../src/app/play/choices';

interface Car {
  readonly off: boolean;
}

describe.each(['formula-1', 'motorsportspiel'])('%s tokens', (id) => {
  it('mark exactly the cars off the track as aside, and the scene keeps the mark', () => {
    const game = GAMES.find((g) => g.id === id)!;
    const example = game.examples[0]!;
    const { board, config } = example.load();
    let sawOff = 0;
    for (let seed = 1; seed <= 40 && sawOff < 3; seed++) {
      const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `S${i}`, kind: 'random' }));
      let state = game.setup(board, config, seats, seed);
      const bots = gameBots(game, seats.map((s) => s.kind), seed);
      for (let k = 0; k < 3000; k++) {
        const seat = game.actors(state)[0];
        if (seat === undefined) break;
        const r = game.apply(state, seat, bots[seat]!.choose(state, seat, game.legalActions(state, seat)));
        if (!r.ok) throw new Error(r.code);
        state = r.state;
        const cars = (state as { cars: readonly Car[] }).cars;
        const tokens = game.tokens(state);
        expect(tokens.map((t) => t.aside === true)).toEqual(cars.map((c) => c.off));
        if (cars.some((c) => c.off)) {
          sawOff++;
          expect(sceneTokens(tokens, {}).map((t) => t.aside)).toEqual(cars.map((c) => c.off));
        }
      }
    }
    expect(sawOff).toBeGreaterThan(0);
  });
});
