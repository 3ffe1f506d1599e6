/** Seat controllers: the shell asks each seat "who acts, and with what", and never which kind of seat it is. */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../../src/rules/registry';
import { clientOf } from '../../../src/games';
import { botController, personController, remoteController } from '../../../src/app/play/controllers';
import { botActors, botMove, humanActors, isOver, newSession, peopleDone, prepareBoard, remoteActors, runBots, standInForPeople, standInNote, type PlaySeat, type PlaySession } from '../../../src/app/play/session';
import { restorePlay, serialisePlay } from '../../../src/app/play/autosave';
import { endSentence } from '../../../src/ui/play/EndResult';

const game = gameById('formula-1');
const client = clientOf('formula-1');

function start(seats: readonly PlaySeat[], seed = 3): PlaySession {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const r = newSession(game, client, board.value, seats, seed);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const seats: PlaySeat[] = [
  { name: 'You', kind: 'human' },
  { name: 'Bot 1', kind: 'heuristic' },
  { name: 'Bot 2', kind: 'heuristic' },
];

describe('seat controllers', () => {
  it('a person is asked at this device and never chooses by itself; a bot chooses from the legal actions it is handed', () => {
    const person = personController();
    expect(person).toMatchObject({ kind: 'person', asksHere: true, bot: null });
    const s = start(seats);
    const first = game.actors(s.state)[0]!;
    const legal = game.legalActions(s.state, first);
    expect(legal.length).toBeGreaterThan(0);
    expect(person.choose(s.state, first, legal)).toBeNull();
    const bot = botController(game.bots['random']!(7), 'random');
    expect(bot).toMatchObject({ kind: 'bot', asksHere: false, seatKind: 'random' });
    const chosen = bot.choose(s.state, first, legal);
    expect(legal).toContainEqual(chosen);
    expect(bot.choose(s.state, first, [])).toBeNull();
  });

  it('a new session gives each seat its controller from the set-up, and who acts comes from them', () => {
    const s = start(seats);
    expect(s.controllers.map((c) => c.kind)).toEqual(['person', 'bot', 'bot']);
    const actors = game.actors(s.state);
    expect([...humanActors(s), ...botActors(s)].sort()).toEqual([...actors].sort());
    expect(remoteActors(s)).toEqual([]);
  });

  it('a remote seat is waited for: no bot move is made for it, and it is not a person of this device', () => {
    const s = start(seats);
    const all = s.controllers.map(() => remoteController());
    const remote: PlaySession = { ...s, controllers: all };
    expect(remoteActors(remote)).toEqual([...game.actors(s.state)]);
    expect(humanActors(remote)).toEqual([]);
    expect(botActors(remote)).toEqual([]);
    expect(botMove(remote)).toBeNull();
    const r = runBots(remote, 100);
    expect(r.ok && r.value.moves.length).toBe(0);
  });

  it('"Let the bots finish" is for people who are done: a person still racing is never played by a bot', () => {
    const s = start(seats);
    expect(peopleDone(s)).toBe(false); // Formuła 1 says no seat is done before the end
    const done: PlaySession = { ...s, client: { ...client!, seatDone: (_state: unknown, seat: number) => seat === 0 } };
    expect(peopleDone(done)).toBe(true);
    const notYet: PlaySession = { ...s, client: { ...client!, seatDone: () => false } };
    expect(peopleDone(notYet)).toBe(false);
    // Bots run only while no person must act: the person's seat makes no move.
    const r = runBots(s, 5000);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.moves.every((m) => m.seat !== 0)).toBe(true);
  });

  it('handing a person’s seats to the bots is said: the stand-in is saved with its move, comes back on resume, and the end names it', () => {
    let s = start(seats);
    const r = runBots(s, 5000);
    if (!r.ok) throw new Error(r.message);
    s = standInForPeople(r.value, 'heuristic');
    const from = s.moves.length;
    expect(s.controllers[0]).toMatchObject({ kind: 'bot', standInFrom: from });
    expect(s.standIns).toEqual([{ seat: 0, kind: 'heuristic', from }]);
    expect(standInNote(s, 0)).toBe(`a bot played from move ${from + 1}`);
    expect(standInNote(s, 1)).toBeNull();
    const back = restorePlay(serialisePlay(s));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.session.controllers.map((c) => c.kind)).toEqual(['bot', 'bot', 'bot']);
    const end = runBots(back.session, 50_000);
    expect(end.ok && isOver(end.value)).toBe(true);
  });
});

describe('how a race ended, in a sentence', () => {
  it.each([
    ['finish', 'Anna', 'The race ran its full distance, and Anna finishes in first place.'],
    ['finish', 'You', 'The race ran its full distance, and You finish in first place.'],
    ['pass-limit', 'Anna', 'The race was stopped at its move limit before the distance was run: the places are as the cars stood.'],
    ['every car is out of the race', 'Anna', 'Every car is out of the race.'],
    ['black-flag', 'Anna', 'The race ended: black flag.'],
  ])('%s (winner %s)', (reason, winner, sentence) => {
    expect(endSentence(reason, winner)).toBe(sentence);
    expect(endSentence(reason, winner)).not.toMatch(/How it ended/);
  });
});
