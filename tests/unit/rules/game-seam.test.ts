/**
 * Start Frei on the game seam: the adapter says what the engine's own
 * functions say (who acts in the runner, legalActionsOf, stateHash), so a
 * race, hash or replay is the same through either.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { core, gameById } from '../../../src/rules';
import { legalActions, legalActionsOf, stateHash, type Action, type GameState } from '../../../src/rules/start-frei';
import { startFreiActors, startFreiSeatOf } from '../../../src/rules/start-frei/game';
import { actor, makeBots, parseReplay, raceTrackFromPreset, runRace } from '../../../src/rules/start-frei/files';

const game = gameById('start-frei') as unknown as core.Game<{ laid?: number; aCards?: number }, GameState, Action, { type: string }, core.LaneBoard>;

function oval() {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  return t.track;
}

describe('Start Frei through the Game interface', () => {
  it('races exactly as the runner does, and its actors agree with every "who acts now" of today', () => {
    const track = oval();
    for (const seed of [1, 2, 3]) {
      const kinds = ['heuristic', 'random', 'heuristic', 'random'];
      const race = runRace({ track: track.graph, layout: track.layout, laid: track.laid, aCards: track.aCards, bots: kinds, seed });
      const bots = makeBots(kinds, seed);
      let s = game.setup({ graph: track.graph, layout: track.layout }, { laid: track.laid, aCards: track.aCards }, kinds.map((kind, i) => ({ name: `Car ${i + 1}`, kind })), seed);
      let steps = 0;
      for (;;) {
        const actors = game.actors(s);
        // The runner takes the lowest seat still to act.
        expect(actor(s)).toBe(actors[0] ?? -1);
        if (actors.length === 0) break;
        for (const seat of actors) expect(game.legalActions(s, seat)).toEqual([...legalActionsOf(s, seat)]);
        if (s.phase === 'choose') expect(actors).toEqual(s.chosen.flatMap((c, i) => (c === null ? [i] : [])));
        else expect(game.legalActions(s, actors[0]!)).toEqual(legalActions(s));
        const seat = actors[0]!;
        const action = bots[seat]!.choose(s, seat, game.legalActions(s, seat));
        expect(action).toEqual(race.actions[steps]);
        expect(startFreiSeatOf(s, action)).toBe(seat);
        const r = game.apply(s, seat, action);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
        steps++;
      }
      expect(steps).toBe(race.actions.length);
      expect(core.gameHash(game, s)).toBe(stateHash(race.state));
      expect(game.result(s)).toEqual({ kind: 'ranking', order: race.state.standings, reason: race.state.endReason });
      expect(game.tokens(s).map((t) => t.space)).toEqual(race.state.players.map((p) => p.space));
    }
  });

  it('re-runs the demo replay (file v1) as { seat, action } moves, every checkpoint and the result unchanged', () => {
    const load = parseReplay(JSON.parse(readFileSync('public/replays/the-oval-seed-1.json', 'utf8')));
    if (!load.ok) throw new Error(load.error);
    const { replay, track } = load;
    const board = { graph: track.graph, layout: track.layout };
    const config = { ...(replay.laid !== undefined ? { laid: replay.laid } : {}), aCards: replay.aCards };
    // v1 has no seats in its actions: the migration takes them from the state before each.
    let s = game.setup(board, config, replay.players, replay.seed);
    const moves = replay.actions.map((action) => {
      const seat = startFreiSeatOf(s, action);
      const r = game.apply(s, seat, action);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
      return { seat, action };
    });
    const check = core.verifyMoves(game, { board, config, seats: replay.players, seed: replay.seed, moves, checkpoints: replay.checkpoints });
    expect(check.ok).toBe(true);
    expect(game.result(check.state)).toEqual({ kind: 'ranking', order: replay.result!.standings, reason: replay.result!.reason });
  });

  it('has only one actor outside the choose phase and every seat still to choose inside it', () => {
    const track = oval();
    let s = game.setup({ graph: track.graph }, {}, ['A', 'B', 'C'].map((name) => ({ name, kind: 'human' })), 9);
    expect(startFreiActors(s)).toEqual([0, 1, 2]);
    s = (game.apply(s, 1, game.legalActions(s, 1)[0]!) as { state: GameState }).state;
    expect(game.actors(s)).toEqual([0, 2]);
    expect(game.legalActions(s, 1)).toEqual([]);
    const r = game.apply(s, 0, { type: 'choose', player: 2, card: s.players[2]!.hand[0]! });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('not-your-seat');
  });

  it('refuses a seat with two cars and options its schema does not know', () => {
    const track = oval();
    const seats = [{ name: 'A', kind: 'human', tokens: 2 }, { name: 'B', kind: 'human' }];
    expect(() => game.setup({ graph: track.graph }, {}, seats, 1)).toThrow('seats.0.tokens: 2 cars, but a Start Frei seat at a table of 2 drives 1 car');
    expect(game.configSchema.safeParse({ aCards: 9 }).success).toBe(false);
    expect(game.configSchema.safeParse({ aCards: 12, laid: 20 }).success).toBe(true);
  });
});
