import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/rules/core';
import { Table } from '../../../src/server';
import { sessionFromView, tableBoard } from '../../../src/app/online/table-session';
import { actorsOf, humanActors, remoteActors, tokensOf } from '../../../src/app/play/session';
import { gameOf, setupFor } from '../server/helpers';

/** A started Formuła 1 table with two people (host, ben) and a bot. */
function started() {
  const game = gameOf('formula-1');
  const made = Table.create('ABCDE', setupFor(game, ['person', 'person', 'heuristic']), 'host', 5);
  if (!made.ok) throw new Error(made.reason);
  const t = made.table;
  t.sit('host', 0, 'Anna');
  t.sit('ben', 1, 'Ben');
  expect(t.start('host', false).ok).toBe(true);
  return { game, t };
}

describe("an online table's view as the shell's session", () => {
  it('draws the same cars as the server, this device plays its own seat and every other seat is remote', () => {
    const { game, t } = started();
    const board = tableBoard({ game: 'formula-1' }, t.info);
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    const sent: unknown[] = [];
    const link = { act: (_s: number, a: unknown) => (sent.push(a), true), leave: () => {}, handToBot: () => {} };
    for (let guard = 0; guard < 200 && t.status === 'playing'; guard++) {
      for (const [client, seat] of [['host', 0], ['ben', 1], [null, null]] as const) {
        const view = JSON.parse(JSON.stringify(t.viewFor(client)));
        const s = sessionFromView(board.value.game, board.value.prepared, view, link, null)!;
        expect(s.online?.you).toBe(seat);
        expect(s.moves.length).toBe(view.moves);
        expect(actorsOf(s)).toEqual(view.actors);
        expect(canonicalJson(tokensOf(s))).toBe(canonicalJson(game.tokens(t.current)));
        expect(s.controllers.map((c) => c.kind)).toEqual([0, 1, 2].map((i) => (i === seat ? 'person' : 'remote')));
        // Only the seat of this device is asked here; its legal moves are the server's.
        expect(humanActors(s)).toEqual(seat !== null && view.actors.includes(seat) ? [seat] : []);
        expect(remoteActors(s)).toEqual(view.actors.filter((a: number) => a !== seat));
        if (seat !== null && view.actors.includes(seat)) expect(canonicalJson(game.legalActions(s.state, seat))).toBe(canonicalJson(view.legal));
      }
      if (!t.botStep()) {
        const seat = t.viewFor(null).actors[0]!;
        const who = seat === 0 ? 'host' : 'ben';
        expect(t.act(who, t.viewFor(who).legal[0]).ok).toBe(true);
      }
    }
  });

  it('says in a sentence when the board does not load', () => {
    const { t } = started();
    const bad = tableBoard({ game: 'formula-1' }, { ...t.info, board: { ...t.info.board, data: { nonsense: true } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/^The table's board does not load here/);
    const unknown = tableBoard({ game: 'formula-9' }, t.info);
    expect(unknown.ok).toBe(false);
  });

  it("shows the seat of a player who dropped out, with this device's deadline, and whether this device hosts", () => {
    const { t } = started();
    const board = tableBoard({ game: 'formula-1' }, t.info);
    if (!board.ok) throw new Error(board.message);
    const link = { act: () => true, leave: () => {}, handToBot: () => {} };
    t.drop('ben', 1_000_000 + 42_000);
    const view = JSON.parse(JSON.stringify(t.viewFor('host', 1_000_000)));
    const s = sessionFromView(board.value.game, board.value.prepared, view, link, null, 5_000)!;
    expect(s.online).toMatchObject({ host: true, away: [{ seat: 1, name: 'Ben', until: 5_000 + 42_000 }] });
    t.leave('ben', ['host']);
    const gone = sessionFromView(board.value.game, board.value.prepared, JSON.parse(JSON.stringify(t.viewFor(null))), link, null, 5_000)!;
    expect(gone.online).toMatchObject({ host: false, away: [{ seat: 1, name: 'Ben', until: null }] });
  });
});
