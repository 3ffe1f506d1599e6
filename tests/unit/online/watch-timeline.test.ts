import { describe, expect, it } from 'vitest';
import { canonicalJson, HIDDEN } from '../../../src/rules/core';
import { Table, publicState } from '../../../src/server';
import { everyonesState } from '../../../src/server/table';
import { WATCHED_EVENTS, type TableView, type WatchFrame } from '../../../src/sim/table-protocol';
import { GAME_MOMENTS } from '../../../src/app/broadcast';
import { sessionFromView, tableBase, tableBoard } from '../../../src/app/online/table-session';
import { backToLive, frameMoments, frameSessions, growLine, isLive, lastStep, scrubTo, shownStep, type WatchLine } from '../../../src/app/online/watch-timeline';
import { playbackFromFile } from '../../../src/app/play/playback';
import { playbackMoments } from '../../../src/app/play/moments';
import { endFigures } from '../../../src/app/play/end-stats';
import { tokensOf } from '../../../src/app/play/session';
import { gameOf, setupFor } from '../server/helpers';
import { watchWords } from '../../../src/ui/online/WatchPanel';

const frame = (n: number): WatchFrame => ({ state: { n }, events: [] });
const frames = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => frame(from + i));

describe("a watcher's timeline", () => {
  it('grows with each part a view brings, and a part sent again (a connection that came back) replaces what it covers', () => {
    let line: WatchLine = growLine(null, 'ABCDE', { from: 0, frames: frames(0, 3) });
    expect(line.frames.map((f) => (f.state as { n: number }).n)).toEqual([0, 1, 2]);
    line = growLine(line, 'ABCDE', { from: 3, frames: frames(3, 5) });
    expect(lastStep(line)).toBe(4);
    const again = growLine(line, 'ABCDE', { from: 0, frames: frames(0, 6) });
    expect(again.frames.map((f) => (f.state as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5]);
    // A view without a part, an empty part at the end, or a part leaving a gap changes nothing.
    expect(growLine(line, 'ABCDE', undefined)).toBe(line);
    expect(growLine(line, 'ABCDE', { from: 5, frames: [] })).toBe(line);
    expect(growLine(line, 'ABCDE', { from: 9, frames: frames(9, 10) })).toBe(line);
    // Another table starts another timeline.
    expect(growLine(line, 'FGHJK', { from: 0, frames: frames(0, 1) }).frames).toHaveLength(1);
  });

  it('follows the live race until dragged back, stays on the moment chosen while the race goes on, and goes back to live', () => {
    let line = growLine(null, 'ABCDE', { from: 0, frames: frames(0, 10) });
    expect(isLive(line)).toBe(true);
    expect(shownStep(line)).toBe(9);
    line = scrubTo(line, 4);
    expect(isLive(line)).toBe(false);
    expect(shownStep(line)).toBe(4);
    line = growLine(line, 'ABCDE', { from: 10, frames: frames(10, 14) });
    expect(shownStep(line)).toBe(4);
    expect(lastStep(line)).toBe(13);
    expect(scrubTo(line, -3).at).toBe(0);
    expect(scrubTo(line, Number.NaN)).toBe(line);
    // Dragged to the newest moment, the watcher is live again and follows the race.
    expect(isLive(scrubTo(line, 13))).toBe(true);
    expect(isLive(scrubTo(line, 99))).toBe(true);
    const live = backToLive(line);
    expect(isLive(live)).toBe(true);
    expect(shownStep(growLine(live, 'ABCDE', { from: 14, frames: frames(14, 16) }))).toBe(15);
  });

  it("sends every moment of the broadcast but Start Frei's DRS marker drawn", () => {
    for (const [game, kinds] of Object.entries(GAME_MOMENTS)) {
      const told = Object.keys(kinds).filter((t) => !(game === 'start-frei' && t === 'DrsDrawn'));
      expect(WATCHED_EVENTS[game]).toEqual(expect.arrayContaining(told));
    }
    expect(WATCHED_EVENTS['start-frei']).not.toContain('DrsDrawn');
  });
});

/** A Start Frei table: Anna (the host) and two bots, started. */
function startFrei(seed: number) {
  const made = Table.create('ABCDE', setupFor(gameOf('start-frei'), ['person', 'heuristic', 'heuristic']), 'host', seed);
  if (!made.ok) throw new Error(made.reason);
  const t = made.table;
  t.sit('host', 0, 'Anna');
  expect(t.start('host', false).ok).toBe(true);
  return t;
}

/** One move: a bot's, or Anna's first listed choice. */
function step(t: Table): void {
  if (t.botStep()) return;
  const view = t.viewFor('host');
  expect(t.act('host', view.legal[0]).ok).toBe(true);
}

const wire = (v: TableView): TableView => JSON.parse(JSON.stringify(v));

describe("an online table's timeline for its watchers", () => {
  it('sends a watcher every moment so far when it joins mid-race, then only the new ones; the moments are what a watcher saw live, with no secret', () => {
    const t = startFrei(3);
    const early = growLine(null, 'ABCDE', wire(t.viewFor('early')).timeline);
    let earlyLine = early;
    const seenLive: unknown[] = [canonicalJson(wire(t.viewFor(null)).state)];
    let hidden = 0;
    for (let i = 0; i < 150 && t.status === 'playing'; i++) {
      step(t);
      const v = wire(t.viewFor('early'));
      expect(v.timeline?.from).toBe(t.log().length);
      expect(v.timeline?.frames).toHaveLength(1);
      earlyLine = growLine(earlyLine, 'ABCDE', v.timeline);
      seenLive.push(canonicalJson(v.state));
      if (JSON.stringify(v.state).includes(`"${HIDDEN}"`)) hidden++;
    }
    // Some moments hid another's card; the timeline shows them as hidden too.
    expect(hidden).toBeGreaterThan(0);
    expect(earlyLine.frames.map((f) => canonicalJson(f.state))).toEqual(seenLive);
    // A watcher joining now gets the same moments at once.
    const late = wire(t.viewFor('late'));
    expect(late.timeline?.from).toBe(0);
    expect(late.timeline?.frames.map((f) => canonicalJson(f.state))).toEqual(seenLive);
    expect(canonicalJson(late.timeline!.frames.at(-1)!.state)).toBe(canonicalJson(publicState(t.game, t.current)));
    expect(wire(t.viewFor('late')).timeline).toEqual({ from: t.log().length + 1, frames: [] });
    // The events are the listed ones only (no DRS marker drawn: it may be the one its player alone looks at), with who moved.
    const types = new Set(late.timeline!.frames.flatMap((f) => f.events.map((e) => e.type)));
    for (const type of types) expect(WATCHED_EVENTS['start-frei']).toContain(type);
    expect(types.has('DrsDrawn')).toBe(false);
    expect(late.timeline!.frames.slice(1).map((f) => f.seat)).toEqual(t.log().map((m) => m.seat));
    // A connection that comes back is sent every moment again; a seated player is sent none.
    t.back('late');
    expect(wire(t.viewFor('late')).timeline?.from).toBe(0);
    expect(t.viewFor('host').timeline).toBeUndefined();
  });

  it("the watcher's moments are the replay's (less the DRS markers drawn), and its table shows the same cars as the race", () => {
    const t = startFrei(8);
    const watcher = () => wire(t.viewFor('cara'));
    let line: WatchLine | null = null;
    let last: TableView = watcher();
    line = growLine(line, 'ABCDE', last.timeline);
    for (let guard = 0; guard < 5000 && t.status === 'playing'; guard++) {
      step(t);
      last = watcher();
      line = growLine(line, 'ABCDE', last.timeline);
    }
    expect(t.status).toBe('over');
    const board = tableBoard({ game: 'start-frei' }, t.info);
    if (!board.ok) throw new Error(board.message);
    const live = sessionFromView(board.value.game, board.value.prepared, last, { act: () => false, leave: () => {}, handToBot: () => {} }, null)!;
    const sessions = frameSessions(live, tableBase(live.game, live.prepared, live.seats), line.frames, null);
    // Built again with the same frames, every session is kept.
    expect(frameSessions(live, null, line.frames, { frames: line.frames, sessions }).every((s, i) => s === sessions[i])).toBe(true);
    const { moments } = frameMoments(sessions, line.frames);
    const replay = playbackFromFile(JSON.stringify(t.replay()), 'race.json');
    if (!replay.ok) throw new Error(replay.message);
    expect(sessions).toHaveLength(replay.value.frames.length);
    const shape = (m: { step: number; kind: string; cars: readonly number[]; text: string; incident: boolean }) => `${m.step} ${m.kind} ${m.cars.join(',')} ${m.incident} ${m.text}`;
    const expected = playbackMoments(replay.value).filter((m) => m.kind !== 'drs');
    expect(expected.some((m) => m.incident)).toBe(true);
    expect(moments.map(shape)).toEqual(expected.map(shape));
    // The figures of the race so far are the replay's (the events they count reach the watcher).
    expect(endFigures({ title: '', frames: sessions })).toEqual(endFigures(replay.value));
    for (let k = 0; k < sessions.length; k += 7) expect(canonicalJson(tokensOf(sessions[k]!))).toBe(canonicalJson(tokensOf(replay.value.frames[k]!)));
  });
});

describe('a table that shows its watchers everything, some moves late', () => {
  it("sends a watcher the race as it was 3 moves ago with every seat's secret in view, never a later moment", () => {
    const game = gameOf('start-frei');
    const made = Table.create('ABCDE', setupFor(game, ['person', 'heuristic', 'heuristic'], { watchDelay: 3 }), 'host', 4);
    if (!made.ok) throw new Error(made.reason);
    const t = made.table;
    t.sit('host', 0, 'Anna');
    expect(t.start('host', false).ok).toBe(true);
    // The full states of the race, move by move, as the server had them.
    const full: unknown[] = [t.current];
    let line: WatchLine | null = null;
    let revealed = 0;
    for (let i = 0; i < 120 && t.status === 'playing'; i++) {
      const v = wire(t.viewFor('cara'));
      const moves = t.log().length;
      const shownMoves = Math.max(0, moves - 3);
      expect(v.watchDelay).toBe(3);
      expect(v.moves).toBe(shownMoves);
      expect(v.legal).toEqual([]);
      expect(canonicalJson(v.state)).toBe(canonicalJson(everyonesState(game, full[shownMoves], 3)));
      if (moves >= 3) expect(canonicalJson(v.state)).not.toBe(canonicalJson(everyonesState(game, t.current, 3)));
      line = growLine(line, 'ABCDE', v.timeline);
      expect(lastStep(line)).toBe(shownMoves);
      // What a live watcher is not shown of that moment (another's card before the reveal), this one is.
      const spectator = JSON.stringify(publicState(game, full[shownMoves]));
      if (spectator.includes(`"${HIDDEN}"`) && !JSON.stringify(v.state).includes(`"${HIDDEN}"`)) revealed++;
      expect(JSON.stringify(v)).not.toContain('"rng"');
      step(t);
      full.push(t.current);
    }
    expect(revealed).toBeGreaterThan(0);
    // The players' views are their own, live.
    expect(t.viewFor('host').moves).toBe(t.log().length);
    expect(t.viewFor('host').watchDelay).toBeUndefined();
  });

  it('takes a delay of 1 to 50 moves only', () => {
    const game = gameOf('start-frei');
    for (const watchDelay of [0, 51, 2.5, '3']) expect(Table.create('ABCDE', setupFor(game, ['person', 'heuristic'], { watchDelay }), 'host', 4).ok).toBe(false);
    expect(Table.create('ABCDE', setupFor(game, ['person', 'heuristic'], { watchDelay: 50 }), 'host', 4).ok).toBe(true);
  });
});

describe("the watcher's sentence", () => {
  it('says whether the watcher is live, looking back, or shown everything some moves late', () => {
    expect(watchWords(0, 0, true)).toBe('You are watching live: the race has just begun.');
    expect(watchWords(12, 12, true)).toBe('You are watching live: 12 moves so far.');
    expect(watchWords(3, 12, false)).toBe('You are looking back at move 3. The race goes on: 12 moves so far.');
    expect(watchWords(0, 1, false)).toBe('You are looking back at the start. The race goes on: 1 move so far.');
    expect(watchWords(9, 9, true, 2)).toBe('You are watching 2 moves behind the race, with every player’s secrets in view: 9 moves shown so far.');
    expect(watchWords(4, 9, false, 1)).toBe('You are looking back at move 4. The race goes on, 1 move ahead of you: 9 moves shown so far.');
  });
});
