/** Race flow: set-up, card reveal, laying track, pit stop, game end (start-frei: "Game Flow", "Pit Stop", "Game End & Winner"). */
import { describe, expect, it } from 'vitest';
import { COIN_TOTAL, createGame, legalActions, standings, stateFromPosition, type GameState } from '../../../src/rules/start-frei';
import { makeOvalGraph, sid } from './helpers/graphs';
import { ofType, play } from './helpers/play';

const L = 24;
const at = (lane: number, pos: number) => sid({ lapLength: L }, lane, pos);
const graph = makeOvalGraph({ lapLength: L });
const players = ['Red', 'Yellow', 'Blue', 'Green'].map((name) => ({ name }));

/** Plays the first legal action until `stop` holds. */
function advance(s: GameState, stop: (s: GameState) => boolean): { state: GameState; events: ReturnType<typeof play>['events'] } {
  const events: ReturnType<typeof play>['events'] = [];
  let state = s;
  for (let i = 0; i < 5000 && !stop(state); i++) {
    const r = play(state, [legalActions(state)[0]!]);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('set-up', () => {
  it('starts in the choose phase with hands, coins, markers and cars on the grid', () => {
    const s = createGame({ track: graph, players }, 1);
    expect(s.phase).toBe('choose');
    expect(s.players.map((p) => p.space)).toEqual(graph.grid);
    expect(s.players.every((p) => p.hand.length === 6)).toBe(true);
    expect(s.supply + s.players.reduce((n, p) => n + p.coins, 0)).toBe(COIN_TOTAL);
    expect(s.drsPile).toHaveLength(10);
    expect(legalActions(s)).toHaveLength(24);
  });
});

describe('race sections', () => {
  it('reveals all cards together and plays turns in ascending order number', () => {
    const s = createGame({ track: graph, players: players.slice(0, 2) }, 1);
    // Seat 0 holds 4, 15?, seat 1 holds 5 … (starter rows interleave).
    const { events } = play(s, [
      { type: 'choose', player: 0, card: s.players[0]!.hand[5]! },
      { type: 'choose', player: 1, card: s.players[1]!.hand[0]! },
    ]);
    const reveal = ofType(events, 'CardsRevealed')[0]!;
    expect(reveal.order).toEqual([1, 0]);
    expect(ofType(events, 'TurnStarted')[0]!.player).toBe(1);
  });

  it('at the end of a race section the last car lays the next 2 pieces', () => {
    const s = createGame({ track: graph, players: players.slice(0, 2), laid: 4 }, 3);
    const { state, events } = advance(s, (x) => x.section === 2);
    const laid = ofType(events, 'PiecesLaid');
    expect(laid).toHaveLength(1);
    expect(laid[0]).toMatchObject({ from: 4, to: 6 });
    expect(laid[0]!.player).toBe(standings(state).at(-1));
  });
});

describe('pit stop', () => {
  it('runs in reverse placement; the first to pass turns 2 markers, the second 1, the rest none', () => {
    const s = createGame({ track: graph, players: players.slice(0, 3) }, 5);
    const { state } = advance(s, (x) => x.phase === 'pit');
    expect(state.pit!.order).toEqual(standings(state).reverse());
    expect(state.display).toHaveLength(5);
    let x = play(state, [{ type: 'pass' }]).state;
    expect(x.pit!.toTurn).toBe(2);
    x = advance(x, (y) => y.phase === 'pit' && y.pit!.toTurn === 0).state;
    expect(x.pit!.turned.filter(Boolean)).toHaveLength(2);
    x = play(x, [{ type: 'pass' }]).state;
    expect(x.pit!.toTurn).toBe(1);
    x = advance(x, (y) => y.phase === 'pit' && y.pit!.toTurn === 0).state;
    const r = play(x, [{ type: 'pass' }]);
    expect(r.state.phase).toBe('choose');
    expect(ofType(r.events, 'PitMarkersReset')).toHaveLength(1);
    expect(r.state.pass).toBe(2);
  });

  it('buying pays the price and returns a card to the box; the deck stays at 6', () => {
    const s = createGame({ track: graph, players: players.slice(0, 2) }, 7);
    let { state } = advance(s, (x) => x.phase === 'pit');
    const who = state.pit!.order[0]!;
    state = { ...state, players: state.players.map((p, i) => (i === who ? { ...p, coins: 20 } : p)), supply: state.supply - 20 + state.players[who]!.coins };
    const buy = legalActions(state).find((a) => a.type === 'buy')!;
    if (buy.type !== 'buy') throw new Error('no buy');
    const r = play(state, [buy]);
    expect(r.state.players[who]!.deck).toHaveLength(6);
    expect(r.state.box).toEqual([buy.returnCard]);
    expect(ofType(r.events, 'CardBought')).toHaveLength(1);
  });
});

describe('game end', () => {
  it('the second crossing ends the race after the race section; first position wins', () => {
    const s = stateFromPosition(
      graph,
      {
        cars: [
          { name: 'Red', space: at(0, 22), gear: 'yellow', laps: 1 },
          { name: 'Yellow', space: at(1, 20), laps: 1 },
        ],
        turn: { player: 0, card: 4 },
      },
      [3],
    );
    const { state, events } = play(s, [{ type: 'roll' }]);
    expect(state.phase).toBe('over');
    expect(ofType(events, 'GameOver')[0]).toMatchObject({ standings: [0, 1], reason: 'finish' });
  });

  it('a tie in position goes to the inner lane', () => {
    const s = stateFromPosition(graph, { cars: [{ name: 'Outer', space: at(1, 10) }, { name: 'Inner', space: at(0, 10) }] });
    expect(standings(s)).toEqual([1, 0]);
  });
});
