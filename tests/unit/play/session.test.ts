import { describe, expect, it } from 'vitest';
import { gameById, GAMES } from '../../../src/rules/registry';
import { hashState } from '../../../src/rules/core';
import { clientOf } from '../../../src/games';
import { applyMove, botMove, handoffTo, humanActors, humanToAct, isOver, newSession, standInForPeople, prepareBoard, replayMoves, resultOf, runBots, tokensOf, type PlaySeat, type PlaySession } from '../../../src/app/play/session';
import { restorePlay, serialisePlay } from '../../../src/app/play/autosave';
import { playReplayFile } from '../../../src/app/play/replay-file';
import { tokenColours } from '../../../src/app/play/colours';
import { loadGameReplay, verifyGameReplay } from '../../../src/sim';

const game = gameById('start-frei');
const client = clientOf('start-frei');

function start(seats: readonly PlaySeat[], seed = 5): PlaySession {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const r = newSession(game, client, board.value, seats, seed);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const hash = (s: PlaySession) => hashState(s.game.hashable(s.state));

describe('the generic shell plays any game through the Game interface', () => {
  it('Start Frei has a client part, registered by its id', () => {
    expect(client?.id).toBe('start-frei');
    expect(GAMES.every((g) => clientOf(g.id) === null || clientOf(g.id)!.id === g.id)).toBe(true);
  });

  it('with no builder layout the board is the first example, said in a sentence', () => {
    const b = prepareBoard(game, null);
    // Named by its board (the layout's name), not the example's seats and options, which the set-up changes.
    const board = game.examples[0]!.load().board as { layout?: { name?: string } };
    expect(board.layout?.name).toBeTruthy();
    expect(b.ok && b.value.sentence).toBe(`Played on the example table “${board.layout!.name}”.`);
    expect(b.ok && b.value.graph?.spaces.length).toBeGreaterThan(10);
  });

  it('bots play a game of Start Frei to the end: a ranking of every seat, a log in words, the tokens', () => {
    let s = start([
      { name: 'Anna', kind: 'heuristic' },
      { name: 'Ben', kind: 'random' },
      { name: 'Carla', kind: 'heuristic' },
    ]);
    expect(tokensOf(s)).toHaveLength(3);
    expect(Object.values(tokenColours(tokensOf(s)))).toEqual(['#d62b2b', '#e8c21c', '#2b6fd6']);
    const r = runBots(s, 10_000);
    expect(r.ok).toBe(true);
    s = r.ok ? r.value : s;
    expect(isOver(s)).toBe(true);
    const result = resultOf(s);
    expect(result?.kind).toBe('ranking');
    expect(result?.kind === 'ranking' && [...result.order].sort()).toEqual([0, 1, 2]);
    expect(s.log.length).toBeGreaterThan(50);
    expect(s.log.some((l) => /Anna|Ben|Carla/.test(l.text))).toBe(true);
    // The replay file loads and verifies as any version 3 replay does.
    const file = playReplayFile(s) as { moves: unknown[] };
    expect(file).toMatchObject({ format: 'chicane-replay', version: 3, game: 'start-frei', seed: 5 });
    expect(file.moves).toHaveLength(s.moves.length);
    const back = loadGameReplay(JSON.stringify(file));
    expect(back.ok).toBe(true);
    if (back.ok) expect(verifyGameReplay(back)).toMatchObject({ ok: true });
  });

  it('every legal action of a person gets a label in words, and moves name their target space', () => {
    let s = start([
      { name: 'You', kind: 'human' },
      { name: 'Bot', kind: 'heuristic' },
    ]);
    let targets = 0;
    for (let n = 0; n < 400 && !isOver(s); n++) {
      const who = humanToAct(s, null);
      if (who === null) {
        const r = botMove(s)!;
        expect(r.ok).toBe(true);
        if (r.ok) s = r.value;
        continue;
      }
      const legal = game.legalActions(s.state, who);
      for (const a of legal) {
        const label = client!.actionLabel(s.state, who, a);
        expect(label).not.toMatch(/undefined|NaN|\[object/);
        expect(label.length).toBeGreaterThan(2);
        if (client!.actionTarget?.(s.state, who, a) != null) targets++;
      }
      expect(client!.prompt(s.state, who)).toMatch(/^You/);
      const r = applyMove(s, who, legal[legal.length - 1]!);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value;
    }
    expect(targets).toBeGreaterThan(0);
  });

  it('a refused move leaves the game as it was and says so plainly', () => {
    const s = start([
      { name: 'You', kind: 'human' },
      { name: 'Bot', kind: 'heuristic' },
    ]);
    const r = applyMove(s, 0, { type: 'shift' });
    expect(r).toEqual({ ok: false, message: 'That move is not allowed now.' });
  });

  it('two people choosing in secret hand the device over; one person never has to', () => {
    let s = start([
      { name: 'Anna', kind: 'human' },
      { name: 'Ben', kind: 'human' },
      { name: 'Bot', kind: 'heuristic' },
    ]);
    expect(s.secret).toBe(true);
    expect(humanActors(s)).toEqual([0, 1]);
    expect(handoffTo(s, null)).toBe(0);
    const legal = game.legalActions(s.state, 0);
    const r = applyMove(s, 0, legal[0]!);
    expect(r.ok).toBe(true);
    s = r.ok ? r.value : s;
    // Anna chose and holds the device: it goes to Ben.
    expect(handoffTo(s, 0)).toBe(1);
    expect(handoffTo(s, 1)).toBeNull();
    const alone = start([
      { name: 'You', kind: 'human' },
      { name: 'Bot', kind: 'heuristic' },
    ]);
    expect(handoffTo(alone, null)).toBeNull();
  });

  it('a saved game resumes at the same state, and its bots go on exactly as they would have', () => {
    const seats = [
      { name: 'You', kind: 'human' },
      { name: 'Bot 1', kind: 'heuristic' },
      { name: 'Bot 2', kind: 'random' },
    ];
    let s = start(seats, 9);
    for (let n = 0; n < 60 && !isOver(s); n++) {
      const who = humanToAct(s, null);
      const r = who === null ? botMove(s)! : applyMove(s, who, game.legalActions(s.state, who)[0]!);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value;
    }
    s = standInForPeople(s, 'heuristic');
    const text = serialisePlay(s);
    const back = restorePlay(text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.session.moves).toEqual(s.moves);
    expect(hash(back.session)).toBe(hash(s));
    expect(back.session.standIns).toEqual(s.standIns);
    const a = runBots(s, 10_000);
    const b = runBots(back.session, 10_000);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(isOver(a.value)).toBe(true);
      expect(b.value.moves).toEqual(a.value.moves);
      expect(hash(b.value)).toBe(hash(a.value));
    }
  });

  it('a damaged or foreign save is refused with a sentence, never a crash', () => {
    expect(restorePlay('{nope')).toEqual({ ok: false, message: 'The saved game is damaged, so it cannot be resumed.' });
    expect(restorePlay(JSON.stringify({ format: 'x' }))).toMatchObject({ ok: false });
    const s = start([
      { name: 'You', kind: 'human' },
      { name: 'Bot', kind: 'heuristic' },
    ]);
    const saved = JSON.parse(serialisePlay(s)) as { moves: unknown[] };
    saved.moves = [{ seat: 1, action: { type: 'end-turn' } }];
    const r = restorePlay(JSON.stringify(saved));
    expect(r).toEqual({ ok: false, message: 'The saved Start Frei game cannot be resumed: move 1 is no longer allowed.' });
    expect(replayMoves(s, [], []).ok).toBe(true);
  });
});
