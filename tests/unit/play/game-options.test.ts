import { beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserStorage } from '../support/browser-storage';

// A browser's storage for the store, as a page has it; the store reads its save once at start-up.
stubBrowserStorage();

type Store = typeof import('../../../src/app/play/play-store');
type Autosave = typeof import('../../../src/app/play/autosave');
type ReplayFile = typeof import('../../../src/app/play/replay-file');
let store: Store;
let autosave: Autosave;
let replay: ReplayFile;
beforeAll(async () => {
  store = await import('../../../src/app/play/play-store');
  autosave = await import('../../../src/app/play/autosave');
  replay = await import('../../../src/app/play/replay-file');
});

describe('a game’s own options in the shell’s set-up', () => {
  it('Das Motorsportspiel starts with the options chosen and a team of cars, and its save and replay file keep them', () => {
    const s = store.usePlayStore.getState();
    s.chooseGame('motorsportspiel');
    const config = { laps: 5, fuelStops: 1, timePenalties: true, moveSeconds: 20, finalLapAlternate: true, bigError: true, alternatePit: true, training: [0, 1, 2, 3].map((i) => ({ rolls: 9 - i, yellows: 0, reds: 0, past: 0 })) };
    store.usePlayStore.getState().configure({ seats: [{ name: 'You', kind: 'human', tokens: 2 }, { name: 'Anna', kind: 'human' }, { name: 'Bot', kind: 'heuristic' }], seed: 7, config });
    store.usePlayStore.getState().start();
    const session = store.usePlayStore.getState().session!;
    expect(store.usePlayStore.getState().error).toBeNull();
    const state = session.state as { cars: { seat: number; slot: number }[]; config: Record<string, unknown> };
    expect(state.cars.map((c) => c.seat)).toEqual([0, 0, 1, 2]);
    // The training round: the fewest rolls start first (car 4 from the front).
    expect(state.cars.map((c) => c.slot)).toEqual([4, 3, 2, 1]);
    expect(state.config).toMatchObject({ laps: 5, fuelStops: 1, timePenalties: true, moveSeconds: 20, finalLapAlternate: true, bigError: true, alternatePit: true });
    const back = autosave.restorePlay(autosave.serialisePlay(session));
    expect(back.ok && (back.session.state as typeof state).cars.length).toBe(4);
    const file = replay.playReplayFile(session) as { seats: { tokens?: number }[]; config: unknown };
    expect(file.seats[0]!.tokens).toBe(2);
    expect(file.config).toMatchObject({ laps: 5 });
  });

  it('options the game refuses are said on the set-up, and no game starts', () => {
    store.usePlayStore.setState({ session: null });
    store.usePlayStore.getState().configure({ config: { laps: 3, fuelStops: 1 } });
    store.usePlayStore.getState().start();
    expect(store.usePlayStore.getState().session).toBeNull();
    expect(store.usePlayStore.getState().error).toMatch(/five laps or more/);
  });
});
