import { beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserStorage } from '../support/browser-storage';

stubBrowserStorage();

type Store = typeof import('../../../src/app/play/play-store');
type Registry = typeof import('../../../src/rules/registry');
let store: Store;
let registry: Registry;
beforeAll(async () => {
  store = await import('../../../src/app/play/play-store');
  registry = await import('../../../src/rules/registry');
});

const rngOf = (s: unknown) => JSON.stringify((s as { rng?: unknown }).rng);

/**
 * "Take back" for every game in the shell: a person's move that used no chance
 * can be taken back to exactly the position before it; a roll or a draw ends
 * the window, so nobody can see chance's answer and choose again.
 */
describe.each(['start-frei', 'formula-1', 'motorsportspiel', 'bahn-frei'] as const)('take back in %s', (id) => {
  it('restores the exact position before each undoable move, and a move that used chance ends the window', () => {
    const game = registry.gameById(id);
    const s = store.usePlayStore;
    s.getState().closeWatch();
    s.setState({ setup: { game: id, seats: [{ name: 'Ada', kind: 'human' }, { name: 'Ben', kind: 'human' }], seed: 5 } });
    s.getState().start();
    expect(s.getState().session).not.toBeNull();
    let undone = 0;
    let chance = 0;
    for (let i = 0; i < 400 && undone < 6; i++) {
      const session = s.getState().session!;
      const seat = game.actors(session.state)[0];
      if (seat === undefined) break;
      const legal = game.legalActions(session.state, seat);
      const action = legal[(i * 7) % legal.length]!;
      const depth = s.getState().takeBack.length;
      expect(s.getState().act(seat, action)).toBe(true);
      const after = s.getState();
      if (after.takeBack.length === depth + 1) {
        // Undoable: no chance was used, and taking it back gives the position before, exactly.
        expect(rngOf(after.session!.state)).toBe(rngOf(session.state));
        expect(after.takeBack.at(-1)!.label.length).toBeGreaterThan(0);
        s.getState().undoMove();
        const back = s.getState();
        expect(back.session!.moves.length).toBe(session.moves.length);
        expect(JSON.stringify(game.hashable(back.session!.state))).toBe(JSON.stringify(game.hashable(session.state)));
        expect(back.takeBack.length).toBe(depth);
        undone++;
        // Play it again and go on.
        expect(s.getState().act(seat, action)).toBe(true);
      } else {
        expect(after.takeBack).toEqual([]);
        if (rngOf(after.session!.state) !== rngOf(session.state)) chance++;
      }
    }
    expect(undone).toBeGreaterThan(0);
    expect(chance).toBeGreaterThan(0);
  });

  it('a bot move that used no chance keeps the window, and taking back takes it back too', () => {
    const game = registry.gameById(id);
    const s = store.usePlayStore;
    const kind = Object.keys(game.bots)[0]!;
    s.setState({ setup: { game: id, seats: [{ name: 'Ada', kind: 'human' }, { name: 'Bot', kind }], seed: 12 }, takeBack: [] });
    s.getState().start();
    let carried = 0;
    for (let i = 0; i < 600 && carried < 2; i++) {
      const session = s.getState().session!;
      const seat = game.actors(session.state)[0];
      if (seat === undefined) break;
      if (session.seats[seat]!.kind === 'human') {
        const legal = game.legalActions(session.state, seat);
        s.getState().act(seat, legal[(i * 3) % legal.length]!);
        continue;
      }
      const depth = s.getState().takeBack.length;
      s.getState().botStep();
      const stack = s.getState().takeBack;
      if (depth > 0 && stack.length === depth) {
        const top = stack.at(-1)!;
        s.getState().undoMove();
        const back = s.getState().session!;
        expect(back.moves.length).toBe(top.session.moves.length);
        expect(JSON.stringify(game.hashable(back.state))).toBe(JSON.stringify(game.hashable(top.session.state)));
        carried++;
      }
    }
    // In Das Motorsportspiel and Bahn Frei every bot move rolls or draws: there a bot move always ends the window.
    if (id === 'start-frei' || id === 'formula-1') expect(carried).toBeGreaterThan(0);
  });

  it('offers nothing to take back after a bot moves', () => {
    const s = store.usePlayStore;
    const game = registry.gameById(id);
    const kind = Object.keys(game.bots)[0]!;
    s.setState({ setup: { game: id, seats: [{ name: 'Bot A', kind }, { name: 'Bot B', kind }], seed: 9 } });
    s.getState().start();
    for (let i = 0; i < 20; i++) s.getState().botStep();
    expect(s.getState().takeBack).toEqual([]);
  });
});
