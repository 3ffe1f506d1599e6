/**
 * Start Frei as the box plays it (issue 11): the dice and set-up values from
 * published reviews, the random A-card mix, pit-stop markers that "may" be
 * turned, forced dice checked against their die, a scenario turn's card out
 * of the hand. Each row names its source (docs/assumptions.md).
 */
import { describe, expect, it } from 'vitest';
import { SetupError, A_CARD_IDS, CARDS, COIN_TOTAL, GEAR_DICE, LOWEST_GEAR, PIECES_AT_START, STARTING_COINS, STARTING_GEAR, applyAction, createGame, legalActions, stateFromPosition, type GameState } from '../../../src/rules/start-frei';
import { makeOvalGraph, sid } from './helpers/graphs';
import { ofType, play } from './helpers/play';

const L = 24;
const at = (lane: number, pos: number) => sid({ lapLength: L }, lane, pos);
const graph = makeOvalGraph({ lapLength: L });
const players = ['Red', 'Yellow', 'Blue', 'Green'].map((name) => ({ name }));
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('dice (spiele-check.de, poeppelkiste.de, the rulebook)', () => {
  it.each([
    ['lowest gear (spiele-check.de)', 0, [0, 0, 1, 1, 1, 2]],
    ['yellow (rulebook)', 1, [1, 1, 2, 2, 2, 3]],
    ['red (spiele-check.de)', 3, [4, 4, 4, 4, 5, 5]],
  ] as const)('%s shows %j', (_name, gear, faces) => {
    expect(GEAR_DICE[gear]).toEqual(faces);
  });

  it('the orange die (our choice) shows 2 and 4, as the rulebook examples roll', () => {
    expect(GEAR_DICE[2]).toContain(2);
    expect(GEAR_DICE[2]).toContain(4);
  });

  it.each([0, 1, 2, 3])('gear %i: mean about the gear number, no face more than 1 from it (poeppelkiste.de)', (gear) => {
    const faces = GEAR_DICE[gear]!;
    const m = mean(faces);
    expect(Math.abs(m - (gear + 1))).toBeLessThan(0.5);
    for (const f of faces) expect(Math.abs(f - m)).toBeLessThanOrEqual(1.2);
  });
});

describe('set-up (surrealist.de, ludorium.at, spiele-check.de)', () => {
  it.each([2, 3, 4])('%i players: 2 coins each, the lowest gear, the supply holds the other coins', (n) => {
    const s = createGame({ track: graph, players: players.slice(0, n) }, 1);
    expect(STARTING_COINS).toBe(2);
    expect(STARTING_GEAR).toBe(LOWEST_GEAR);
    expect(s.players.map((p) => p.coins)).toEqual(Array(n).fill(2));
    expect(s.players.map((p) => p.gear)).toEqual(Array(n).fill(0));
    expect(s.supply).toBe(COIN_TOTAL - 2 * n);
    expect(COIN_TOTAL).toBe(135);
  });

  it('three pieces lie on the table at the start of a race laid as it goes', () => {
    expect(PIECES_AT_START).toBe(3);
    const s = createGame({ track: graph, players: players.slice(0, 2), laid: PIECES_AT_START }, 1);
    expect(s.laid).toBe(3);
  });
});

describe('the draw pile: all B-cards and the track’s A-cards drawn at random', () => {
  const market = CARDS.filter((c) => c.set === 'market').map((c) => c.id);

  it.each([8, 10, 12, 14])('%i A-cards', (aCards) => {
    const s = createGame({ track: graph, players: players.slice(0, 2), aCards }, 3);
    const pile = s.drawPile;
    expect(new Set(pile).size).toBe(pile.length);
    for (const id of market) expect(pile).toContain(id);
    expect(pile.filter((id) => A_CARD_IDS.includes(id))).toHaveLength(aCards);
    expect(pile).toHaveLength(market.length + aCards);
  });

  it('the A-cards differ from seed to seed and are not always the lowest order numbers', () => {
    const lowest = [...A_CARD_IDS].sort((a, b) => a - b).slice(0, 8).join(',');
    const mixes = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = createGame({ track: graph, players: players.slice(0, 2), aCards: 8 }, seed);
      mixes.add(
        s.drawPile
          .filter((id) => A_CARD_IDS.includes(id))
          .sort((a, b) => a - b)
          .join(','),
      );
    }
    expect(mixes.size).toBeGreaterThan(10);
    expect([...mixes].some((m) => m !== lowest)).toBe(true);
  });

  it('the same seed draws the same cards', () => {
    const a = createGame({ track: graph, players: players.slice(0, 2), aCards: 10 }, 9);
    const b = createGame({ track: graph, players: players.slice(0, 2), aCards: 10 }, 9);
    expect(a.drawPile).toEqual(b.drawPile);
  });

  it('an A-card count the box cannot give is refused', () => {
    expect(() => createGame({ track: graph, players: players.slice(0, 2), aCards: 15 }, 1)).toThrow(/aCards must be 0 to 14/);
  });
});

/** Plays the first legal action until `stop` holds. */
function advance(s: GameState, stop: (s: GameState) => boolean): GameState {
  let state = s;
  for (let i = 0; i < 5000 && !stop(state); i++) state = play(state, [legalActions(state)[0]!]).state;
  return state;
}

describe('pit-stop markers "may" be turned', () => {
  const atPit = advance(createGame({ track: graph, players: players.slice(0, 3) }, 5), (x) => x.phase === 'pit');

  it('the first to pass may decline all markers: none turned, the next player is on', () => {
    const passed = play(atPit, [{ type: 'pass' }]).state;
    expect(legalActions(passed)).toContainEqual({ type: 'decline-markers' });
    const { state, events } = play(passed, [{ type: 'decline-markers' }]);
    expect(state.pit!.turned.filter(Boolean)).toHaveLength(0);
    expect(state.pit!.toTurn).toBe(0);
    expect(state.pit!.order[state.pit!.cursor]).not.toBe(atPit.pit!.order[0]);
    expect(ofType(events, 'PitMarkersDeclined')).toEqual([{ type: 'PitMarkersDeclined', player: atPit.pit!.order[0], left: 2 }]);
  });

  it('the first may turn one marker and decline the second; the one turned still counts', () => {
    const passed = play(atPit, [{ type: 'pass' }]).state;
    // Marker 2 is a coins marker: taken at once, no pit exit.
    const before = passed.players[atPit.pit!.order[0]!]!.coins;
    const { state } = play(passed, [{ type: 'turn-marker', marker: 2 }, { type: 'decline-markers' }]);
    expect(state.pit!.turned.filter(Boolean)).toHaveLength(1);
    expect(state.players[atPit.pit!.order[0]!]!.coins).toBe(before + 2);
    expect(state.phase).toBe('pit');
  });

  it('a declined shift marker after a turned one still gives the pit exit its instruction', () => {
    const passed = play(atPit, [{ type: 'pass' }]).state;
    const { state } = play(passed, [{ type: 'turn-marker', marker: 0 }, { type: 'decline-markers' }]);
    expect(state.phase).toBe('turn');
    expect(state.turn!.queue).toEqual(['shift']);
  });

  it('the second to pass may decline its one marker', () => {
    let s = play(atPit, [{ type: 'pass' }, { type: 'decline-markers' }]).state;
    s = play(s, [{ type: 'pass' }]).state;
    expect(s.pit!.toTurn).toBe(1);
    const r = play(s, [{ type: 'decline-markers' }]);
    expect(r.state.pit!.turned.filter(Boolean)).toHaveLength(0);
    expect(ofType(r.events, 'PitMarkersDeclined')[0]!.left).toBe(1);
  });

  it('declining is not offered when no marker is to be turned', () => {
    expect(legalActions(atPit)).not.toContainEqual({ type: 'decline-markers' });
    const r = applyAction(atPit, { type: 'decline-markers' });
    expect(r.ok).toBe(false);
  });
});

describe('forced dice are checked against the die they stand for', () => {
  const turn = (gear: 'neutral' | 'yellow' | 'orange' | 'red', dice: (number | 'drs')[]) =>
    stateFromPosition(graph, { cars: [{ name: 'Red', space: at(0, 4), gear }, { name: 'Yellow', space: at(0, 6) }], turn: { player: 0, card: 4 } }, dice);

  it.each([
    ['yellow', 9, /dice\[0\]: 9 is no face of any die/],
    ['yellow', 12, /dice\[0\]: 12 is no face of any die/],
    ['orange', 'drs', /dice\[0\]: "drs" is a boost result/],
  ] as const)('%s die, forced %j: refused at load, die by die', (gear, value, message) => {
    expect(() => turn(gear, [value])).toThrow(message);
    expect(() => turn(gear, [value])).toThrow(SetupError);
  });

  it('a boost of 12 or two boosts in a row are refused at load', () => {
    expect(() => turn('yellow', [2, 12])).toThrow(/dice\[1\]: 12 is no face/);
    expect(() => turn('yellow', [2, 'drs', 'drs'])).toThrow(/dice\[2\]: "drs" is a boost result/);
  });

  it.each([
    ['yellow', 5, /forced result 5 is not a face of the yellow die \(1, 1, 2, 2, 2, 3\)/],
    ['neutral', 3, /not a face of the neutral die/],
    ['red', 3, /not a face of the red die \(4, 4, 4, 4, 5, 5\)/],
  ] as const)('%s die, forced %j: refused', (gear, value, message) => {
    const r = applyAction(turn(gear, [value]), { type: 'roll' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('bad-forced-die');
      expect(r.message).toMatch(message);
    }
  });

  it.each([
    ['neutral', 2],
    ['yellow', 3],
    ['orange', 4],
    ['red', 5],
  ] as const)('%s die, forced %i: accepted', (gear, value) => {
    const r = applyAction(turn(gear, [value]), { type: 'roll' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(ofType(r.events, 'DiceRolled')[0]!.die).toBe(value);
  });

  it.each([3, 0, 4])('a boost result %i (not 1, 2 or DRS) is refused', (boost) => {
    const s = turn('yellow', [2, boost]);
    const announce = legalActions(s).find((a) => a.type === 'roll' && a.overtake);
    expect(announce).toBeDefined();
    const r = applyAction(s, announce!);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/forced boost result \d is not a face of the boost die/);
  });
});

describe('a scenario position with a turn', () => {
  it('takes the played card out of the hand, so it cannot be played again in the pass', () => {
    const s = stateFromPosition(graph, { cars: [{ name: 'Red', space: at(0, 4) }, { name: 'Yellow', space: at(1, 8) }], turn: { player: 0, card: 4 } });
    expect(s.players[0]!.deck).toContain(4);
    expect(s.players[0]!.hand).not.toContain(4);
    expect(s.players[0]!.hand).toHaveLength(5);
    expect(s.players[1]!.hand).toHaveLength(6);
  });
});
