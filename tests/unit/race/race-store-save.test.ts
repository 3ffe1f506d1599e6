import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// A browser's storage for the store, as a page has it; the store reads its save once at start-up.
const data = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, String(v)),
  removeItem: (k: string) => void data.delete(k),
  clear: () => data.clear(),
};
vi.stubGlobal('window', { localStorage, location: { search: '', hash: '', href: 'http://localhost/' }, addEventListener: () => {} });

type RaceModule = typeof import('../../../src/app/race');
let race: RaceModule;
beforeAll(async () => {
  race = await import('../../../src/app/race');
});
afterEach(() => vi.useRealTimers());

const KEY = 'chicane.race.autosave';
const seats = [
  { name: 'Bot A', kind: 'heuristic' as const },
  { name: 'Bot B', kind: 'random' as const },
];

function startAndPlay(moves: number) {
  const s = race.useRaceStore.getState();
  s.configure({ seats, seed: 11 });
  race.useRaceStore.getState().start();
  for (let i = 0; i < moves; i++) expect(race.useRaceStore.getState().botStep()).toBe(true);
}

describe('Race mode saves the race after every move', () => {
  it('a new race is saved at once, then after every move; a reload offers it and resumes at the same move', () => {
    data.clear();
    startAndPlay(0);
    expect(data.has(KEY)).toBe(true);
    startAndPlay(25);
    const saved = JSON.parse(data.get(KEY)!) as { replay: { actions: unknown[] } };
    expect(saved.replay.actions).toHaveLength(25);
    const before = race.useRaceStore.getState();
    const pass = before.state!.pass;

    race.useRaceStore.setState({ state: null, track: null, actions: [] }); // the tab is gone…
    race.reloadSavedRace(); // …and a new page load reads the save
    const offered = race.useRaceStore.getState().saved!;
    expect(offered).toMatchObject({ moves: 25, pass, finished: false });
    race.useRaceStore.getState().resume();
    const after = race.useRaceStore.getState();
    expect(after.actions).toEqual(before.actions);
    expect(after.state).toEqual(before.state);
    expect(after.saved).toBeNull();
    expect(after.setup.seats).toEqual(seats);
  });

  it('"Abandon" keeps the save through the undo window; Undo brings the race back; afterwards the save is cleared', () => {
    vi.useFakeTimers();
    data.clear();
    startAndPlay(10);
    const before = race.useRaceStore.getState();
    before.quit();
    expect(race.useRaceStore.getState().state).toBeNull();
    expect(race.useRaceStore.getState().abandoned).not.toBeNull();
    expect(data.has(KEY)).toBe(true);
    race.useRaceStore.getState().undoAbandon();
    expect(race.useRaceStore.getState().state).toBe(before.state);
    expect(race.useRaceStore.getState().actions).toBe(before.actions);

    race.useRaceStore.getState().quit();
    vi.advanceTimersByTime(race.ABANDON_UNDO_MS - 1);
    expect(data.has(KEY)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(data.has(KEY)).toBe(false);
    expect(race.useRaceStore.getState().abandoned).toBeNull();
    race.useRaceStore.getState().undoAbandon();
    expect(race.useRaceStore.getState().state).toBeNull();
  });

  it('a new race ends the undo window of an abandoned one', () => {
    vi.useFakeTimers();
    data.clear();
    startAndPlay(5);
    race.useRaceStore.getState().quit();
    startAndPlay(0);
    expect(race.useRaceStore.getState().abandoned).toBeNull();
    expect((JSON.parse(data.get(KEY)!) as { replay: { actions: unknown[] } }).replay.actions).toHaveLength(0);
    vi.advanceTimersByTime(race.ABANDON_UNDO_MS * 2);
    expect(data.has(KEY)).toBe(true); // the new race's save stays
  });
});
