import { beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/rules/registry';
import { openSetup, lastStep, restoreTeach, scenarioOfFrames, serialiseTeach, shownFrame, useTeachStore, type TeachPosition } from '../../../src/app/teach';
import { framesOf } from '../../../src/app/play/playback';
import type { PlaySession } from '../../../src/app/play/session';

const TAUGHT = GAMES.filter((g) => g.id !== 'start-frei');

/** The first legal action of the first actor at the step shown. */
function firstLegal(p: TeachPosition) {
  const f = shownFrame(p);
  const seat = f.game.actors(f.state)[0]!;
  return { seat, action: f.game.legalActions(f.state, seat)[0]! };
}

/** Plays `n` moves, each the first legal action of the first actor. */
function playN(n: number) {
  for (let i = 0; i < n; i++) {
    const p = useTeachStore.getState().position!;
    const { seat, action } = firstLegal(p);
    expect(useTeachStore.getState().play(seat, action)).toBe(true);
  }
}

beforeEach(() => {
  useTeachStore.setState({ position: null, history: [], notice: null, error: null, saveNote: null });
});

describe.each(TAUGHT.map((g) => [g.title, g] as const))('the teaching view: %s', (_title, game) => {
  it('opens the set-up of its first example table', () => {
    expect(useTeachStore.getState().openGame(game.id)).toBe(true);
    const p = useTeachStore.getState().position!;
    expect(p.step).toBe(0);
    expect(lastStep(p)).toBe(0);
    const f = shownFrame(p);
    expect(f.game.id).toBe(game.id);
    expect(f.seats).toHaveLength(game.examples[0]!.seats);
    expect(f.game.actors(f.state).length).toBeGreaterThan(0);
    expect(f.client?.prompt(f.state, f.game.actors(f.state)[0]!)).toMatch(/\w/);
  });

  it('steps back and forth through the moves, captions from the client', () => {
    useTeachStore.getState().openGame(game.id);
    playN(4);
    const s = useTeachStore.getState();
    expect(s.position!.step).toBe(4);
    s.stepBy(-1);
    expect(useTeachStore.getState().position!.step).toBe(3);
    s.seek(0);
    expect(useTeachStore.getState().position!.step).toBe(0);
    s.stepBy(-1);
    expect(useTeachStore.getState().position!.step).toBe(0);
    s.seek(99);
    expect(useTeachStore.getState().position!.step).toBe(4);
    // Each frame's log holds the client's words for its moves.
    const p = useTeachStore.getState().position!;
    expect(p.frames[4]!.log.length).toBeGreaterThan(0);
  });

  it('branches with a legal action at an earlier step (later moves dropped), and Undo brings them back', () => {
    useTeachStore.getState().openGame(game.id);
    playN(5);
    useTeachStore.getState().seek(2);
    const before = useTeachStore.getState().position!;
    const f = shownFrame(before);
    const seat = f.game.actors(f.state)[0]!;
    const legal = f.game.legalActions(f.state, seat);
    const other = legal[legal.length - 1]!;
    expect(useTeachStore.getState().play(seat, other)).toBe(true);
    const after = useTeachStore.getState().position!;
    expect(after.step).toBe(3);
    expect(lastStep(after)).toBe(3);
    expect(after.frames[3]!.moves[2]).toEqual({ seat, action: other });
    expect(useTeachStore.getState().notice).toMatch(/3 later moves were dropped/);
    useTeachStore.getState().undo();
    const back = useTeachStore.getState().position!;
    expect(back).toBe(before);
    expect(lastStep(back)).toBe(5);
  });

  it('refuses an action that is not legal, the position unchanged', () => {
    useTeachStore.getState().openGame(game.id);
    const p = useTeachStore.getState().position!;
    expect(useTeachStore.getState().play(0, { type: 'no-such-action' })).toBe(false);
    expect(useTeachStore.getState().error).toMatch(/not allowed/);
    expect(useTeachStore.getState().position).toBe(p);
  });

  it('saves the position as a scenario file and opens it again at the same step', () => {
    useTeachStore.getState().openGame(game.id);
    playN(6);
    useTeachStore.getState().seek(4);
    const p = useTeachStore.getState().position!;
    const text = useTeachStore.getState().fileText()!;
    const file = JSON.parse(text) as { version: number; game: string; moves: unknown[]; position: number };
    expect(file).toMatchObject({ version: 2, game: game.id, position: 4 });
    expect(file.moves).toHaveLength(6);
    useTeachStore.getState().openGame(game.id);
    expect(useTeachStore.getState().openFile(text, 'lesson.json')).toBe(true);
    const q = useTeachStore.getState().position!;
    expect(q.step).toBe(4);
    expect(lastStep(q)).toBe(6);
    expect(game.hashable(shownFrame(q).state)).toEqual(game.hashable(shownFrame(p).state));
    // The autosave's text comes back the same way.
    const r = restoreTeach(serialiseTeach(q))!;
    expect(r.step).toBe(4);
    expect(game.hashable(shownFrame(r).state)).toEqual(game.hashable(shownFrame(p).state));
  });

  it('refuses a bad file in one line, and the position stays', () => {
    useTeachStore.getState().openGame(game.id);
    playN(2);
    const p = useTeachStore.getState().position!;
    const good = JSON.parse(useTeachStore.getState().fileText()!) as Record<string, unknown>;
    const bad = [
      ['not json', '{ nope'],
      ['wrong version', JSON.stringify({ ...good, version: 9 })],
      ['illegal move', JSON.stringify({ ...good, moves: [{ seat: 0, action: { type: 'no-such-action' } }] })],
      ['another game', JSON.stringify({ ...good, game: 'chess' })],
    ] as const;
    for (const [name, text] of bad) {
      expect(useTeachStore.getState().openFile(text, `${name}.json`)).toBe(false);
      const e = useTeachStore.getState().error!;
      expect(e).toContain(`“${name}.json” was not opened`);
      expect(e).not.toContain('\n');
      expect(e.length).toBeLessThan(300);
      expect(useTeachStore.getState().position).toBe(p);
    }
  });

  it('teaches from step k of a replay: the scenario of that step, the later moves kept', () => {
    useTeachStore.getState().openGame(game.id);
    playN(6);
    const played = useTeachStore.getState().position!;
    const frames: readonly PlaySession[] = played.frames;
    const scenario = scenarioOfFrames(frames, 3, 'A replay');
    expect(scenario.ok).toBe(true);
    useTeachStore.getState().openGame(game.id);
    expect(useTeachStore.getState().teachFrom(frames, 3, 'A replay')).toBe(true);
    const p = useTeachStore.getState().position!;
    expect(p.step).toBe(3);
    expect(lastStep(p)).toBe(6);
    expect(game.hashable(shownFrame(p).state)).toEqual(game.hashable(frames[3]!.state));
    // Its frames are the replay's, move by move.
    const again = framesOf(p.frames[0]!, frames[6]!.moves);
    expect(again.ok).toBe(true);
  });
});

describe('the teaching view, any game', () => {
  it('every taught game opens its set-up', () => {
    for (const g of TAUGHT) expect(openSetup(g).ok).toBe(true);
  });
});

describe('Teach from here', () => {
  it('opens the teaching view at the step, in Learn mode, with the game chosen', async () => {
    const { teachFromHere, useLearnGame } = await import('../../../src/app/teach');
    const { useAppStore } = await import('../../../src/app/store');
    const game = TAUGHT[0]!;
    useTeachStore.getState().openGame(game.id);
    playN(3);
    const frames = useTeachStore.getState().position!.frames;
    useAppStore.getState().setMode('race');
    expect(teachFromHere(frames, 2, 'A game')).toBeNull();
    expect(useAppStore.getState().mode).toBe('learn');
    expect(useLearnGame.getState().game).toBe(game.id);
    expect(useTeachStore.getState().position!.step).toBe(2);
    expect(useTeachStore.getState().position!.file.title).toBe('A game');
  });

  it('says why when there is nothing to teach from', async () => {
    const { teachFromHere } = await import('../../../src/app/teach');
    expect(teachFromHere([], 0, 'Nothing')).toMatch(/no game/);
  });
});
