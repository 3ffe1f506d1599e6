import { describe, expect, it } from 'vitest';
import { germanyMap, renameStation } from '../../../src/rail';
import { gameById } from '../../../src/rules/registry';
import { clientOf } from '../../../src/games';
import { newSession, prepareBoard } from '../../../src/app/play/session';
import { restorePlay, serialisePlay } from '../../../src/app/play/autosave';

describe('Race on the map edited in Build', () => {
  const game = gameById('bahn-frei');
  const edited = (() => {
    const r = renameStation(germanyMap(), 'kiel', 'Kiel am Meer');
    if (!r.ok) throw new Error(r.error);
    return r.map;
  })();
  const seats = [
    { name: 'Ann', kind: 'human' },
    { name: 'Ben', kind: 'human' },
  ];

  it('plays on the edited map and says so; without one it plays on the example table', () => {
    const board = prepareBoard(game, null, edited);
    expect(board.ok && board.value.sentence).toBe('Played on your rail map from Build, “Germany”.');
    expect(board.ok && board.value.board).toBe(edited);
    const plain = prepareBoard(game, null, null);
    expect(plain.ok && plain.value.source.kind).toBe('example');
  });

  it('a saved game keeps the map itself and resumes on it; a damaged map in the save is refused in a sentence', () => {
    const board = prepareBoard(game, null, edited);
    if (!board.ok) throw new Error(board.message);
    const s = newSession(game, clientOf('bahn-frei'), board.value, seats, 5);
    if (!s.ok) throw new Error(s.message);
    const text = serialisePlay(s.value);
    const back = restorePlay(text);
    expect(back.ok).toBe(true);
    if (back.ok) expect((back.session.prepared.board as typeof edited).stations.find((x) => x.id === 'kiel')?.name).toBe('Kiel am Meer');
    const damaged = JSON.parse(text) as { board: { map: { stations: unknown[] } } };
    damaged.board.map.stations = [{ id: 'X!' }];
    const bad = restorePlay(JSON.stringify(damaged));
    expect(bad).toEqual({ ok: false, message: "The saved Bahn Frei game's rail map is damaged, so it cannot be resumed." });
  });
});
