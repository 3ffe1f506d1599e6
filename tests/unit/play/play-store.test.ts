import { beforeAll, describe, expect, it, vi } from 'vitest';

// A browser's storage for the store, as a page has it; the store reads its save once at start-up.
const data = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, String(v)),
  removeItem: (k: string) => void data.delete(k),
  clear: () => data.clear(),
};
vi.stubGlobal('window', { localStorage, location: { search: '', hash: '', href: 'http://localhost/' }, addEventListener: () => {} });

type Store = typeof import('../../../src/app/play/play-store');
type Session = typeof import('../../../src/app/play/session');
type Choice = typeof import('../../../src/app/play/choice');
let store: Store;
let session: Session;
let choice: Choice;
beforeAll(async () => {
  store = await import('../../../src/app/play/play-store');
  session = await import('../../../src/app/play/session');
  choice = await import('../../../src/app/play/choice');
});

const KEY = 'chicane.play.autosave';

describe('the shell store plays, saves after every move and resumes', () => {
  it('Start Frei opens in the shell, set up from the game: seats, bots, seed', () => {
    expect(choice.useGameChoice.getState()).toMatchObject({ game: 'start-frei' });
    const setup = store.usePlayStore.getState().setup!;
    expect(setup.game).toBe('start-frei');
    expect(setup.seats.map((s) => s.kind)).toEqual(['human', 'heuristic', 'heuristic']);
  });

  it('a person plays, bots play, every move is saved; a reload offers the game and resumes it; the bots finish it', () => {
    data.clear();
    store.usePlayStore.getState().configure({ seats: [{ name: 'Anna', kind: 'human' }, { name: 'Bot', kind: 'random' }], seed: 42 });
    store.usePlayStore.getState().start();
    const s0 = store.usePlayStore.getState().session!;
    expect(s0).not.toBeNull();
    expect(data.has(KEY)).toBe(true);
    for (let n = 0; n < 30; n++) {
      const st = store.usePlayStore.getState();
      const who = session.humanToAct(st.session!, st.holder);
      if (who !== null) expect(st.act(who, st.session!.game.legalActions(st.session!.state, who)[0]!)).toBe(true);
      else expect(st.botStep()).toBe(true);
    }
    const before = store.usePlayStore.getState().session!;
    const saved = JSON.parse(data.get(KEY)!) as { moves: unknown[]; game: string };
    expect(saved.game).toBe('start-frei');
    expect(saved.moves).toHaveLength(30);

    store.reloadSavedPlay(); // a new page load reads the save
    const offered = store.usePlayStore.getState().saved!;
    expect(store.describeSaved(offered.session)).toBe('Start Frei with Anna and Bot: 30 moves made');
    store.usePlayStore.getState().resume();
    const after = store.usePlayStore.getState().session!;
    expect(after.moves).toEqual(before.moves);

    store.usePlayStore.getState().handToBots();
    for (let n = 0; n < 20 && !session.isOver(store.usePlayStore.getState().session!); n++) store.usePlayStore.getState().finishBots();
    const end = store.usePlayStore.getState().session!;
    expect(session.isOver(end)).toBe(true);
    expect(session.resultOf(end)).toMatchObject({ kind: 'ranking' });
    expect((JSON.parse(data.get(KEY)!) as { moves: unknown[] }).moves).toHaveLength(end.moves.length);
  });

  it('abandoning offers Undo; once dismissed the save is gone', () => {
    store.usePlayStore.getState().start();
    const s = store.usePlayStore.getState().session;
    store.usePlayStore.getState().quit();
    expect(store.usePlayStore.getState().session).toBeNull();
    store.usePlayStore.getState().undoAbandon();
    expect(store.usePlayStore.getState().session).toBe(s);
    store.usePlayStore.getState().quit();
    store.usePlayStore.getState().forgetAbandoned();
    expect(data.has(KEY)).toBe(false);
  });

  it('choosing a game sets up its table', () => {
    choice.useGameChoice.getState().choose('formula-1');
    expect(store.usePlayStore.getState().setup?.game).toBe('formula-1');
    choice.useGameChoice.getState().choose('start-frei');
    expect(store.usePlayStore.getState().setup?.game).toBe('start-frei');
  });
});

describe('the shell store’s bot controls and saves never act for a person silently', () => {
  it('"Let the bots finish" while the person still races plays no move and says why; "Skip to my turn" plays only bots', () => {
    data.clear();
    store.usePlayStore.getState().quit();
    store.usePlayStore.getState().forgetAbandoned();
    store.usePlayStore.getState().configure({ seats: [{ name: 'Anna', kind: 'human' }, { name: 'Bot', kind: 'heuristic' }], seed: 9 });
    store.usePlayStore.getState().start();
    const s0 = store.usePlayStore.getState().session!;
    store.usePlayStore.getState().letBotsFinish();
    const after = store.usePlayStore.getState();
    expect(after.session!.moves).toEqual(s0.moves);
    expect(after.error).toMatch(/once your race is over/);
    expect(after.session!.controllers[0]!.kind).toBe('person');
    store.usePlayStore.getState().finishBots();
    const skipped = store.usePlayStore.getState().session!;
    expect(skipped.moves.every((m) => m.seat === 1)).toBe(true);
    expect(session.isOver(skipped)).toBe(false);
  });

  it('a new start over an unfinished save puts it aside with Undo, which brings it back', () => {
    const st = store.usePlayStore.getState();
    const who = session.humanToAct(st.session!, st.holder)!;
    st.act(who, st.session!.game.legalActions(st.session!.state, who)[0]!);
    const playing = store.usePlayStore.getState().session!;
    store.reloadSavedPlay();
    expect(store.usePlayStore.getState().saved).not.toBeNull();
    store.usePlayStore.getState().start();
    const fresh = store.usePlayStore.getState();
    expect(fresh.session!.moves).toHaveLength(0);
    expect(fresh.replaced?.session.moves).toEqual(playing.moves);
    store.usePlayStore.getState().undoReplace();
    const back = store.usePlayStore.getState();
    expect(back.replaced).toBeNull();
    expect(back.session!.moves).toEqual(playing.moves);
    expect((JSON.parse(data.get(KEY)!) as { moves: unknown[] }).moves).toHaveLength(playing.moves.length);
  });

  it('"Race again" starts the same set-up from the first move', () => {
    const before = store.usePlayStore.getState().session!;
    store.usePlayStore.getState().again();
    const again = store.usePlayStore.getState().session!;
    expect(again.moves).toHaveLength(0);
    expect(again.seats).toEqual(before.seats);
    expect(again.seed).toBe(before.seed);
  });
});

describe("a race saved by Start Frei's older Race screen", () => {
  const OLD_KEY = 'chicane.race.autosave';
  const oldSave = async (moves: number) => {
    const files = await import('../../../src/rules/start-frei/files');
    const t = files.raceTrackFromPreset('the-oval');
    if (!t.ok) throw new Error(t.error);
    const race = files.runRace({ track: t.track.graph, bots: ['heuristic', 'random'], seed: 9, laid: t.track.laid, aCards: t.track.aCards });
    const players = [{ name: 'Ada', kind: 'human' as const }, { name: 'Bot', kind: 'random' as const }];
    const replay = files.recordReplay(t.track, 9, players, race.actions.slice(0, moves));
    const setup = { track: { kind: 'preset', name: 'the-oval' }, wholeTrack: false, tiles: 'planned', reverse: false, seats: players, seed: 9 };
    return { text: JSON.stringify({ format: 'chicane-race-autosave', version: 1, savedAt: '2026-12-01T10:00:00.000Z', setup, replay }), actions: race.actions.slice(0, moves) };
  };

  it('is carried over into the shell once, offered with its moves, and resumes where it stopped', async () => {
    data.clear();
    const old = await oldSave(25);
    data.set(OLD_KEY, old.text);
    store.reloadSavedPlay();
    const offered = store.usePlayStore.getState().saved!;
    expect(offered).not.toBeNull();
    expect(store.describeSaved(offered.session)).toBe('Start Frei with Ada and Bot: 25 moves made');
    expect(offered.session.moves.map((m) => m.action)).toEqual(old.actions);
    expect(offered.session.seats.map((s) => s.kind)).toEqual(['human', 'random']);
    expect(data.has(OLD_KEY)).toBe(false);
    expect(data.has(KEY)).toBe(true);
    store.usePlayStore.getState().resume();
    expect(store.usePlayStore.getState().session!.moves).toHaveLength(25);
  });

  it('a damaged one is kept where it is, with a note; a save of the shell is never overwritten', async () => {
    data.clear();
    const old = await oldSave(10);
    const damaged = old.text.replace('"actions":[{', '"actions":[{"type":"Nonsense"},{');
    data.set(OLD_KEY, damaged);
    store.reloadSavedPlay();
    expect(store.usePlayStore.getState().saved).toBeNull();
    expect(store.usePlayStore.getState().saveNote).toMatch(/earlier version of Chicane.*cannot be resumed/);
    expect(data.get(OLD_KEY)).toBe(damaged);

    data.set(OLD_KEY, old.text);
    data.set(KEY, 'kept');
    store.reloadSavedPlay();
    expect(data.get(KEY)).toBe('kept');
    expect(data.get(OLD_KEY)).toBe(old.text);
  });
});
