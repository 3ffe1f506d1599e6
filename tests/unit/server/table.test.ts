import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/rules/registry';
import { canonicalJson } from '../../../src/rules/core';
import { Table } from '../../../src/server';
import { botKind, gameOf, setupFor } from './helpers';

function table(id: string, kinds: readonly string[], seed = 11) {
  const made = Table.create('ABCDE', setupFor(gameOf(id), kinds), 'host', seed);
  if (!made.ok) throw new Error(made.reason);
  return made.table;
}

describe('an online table', () => {
  it.each(GAMES.map((g) => g.id))('%s: two people and a bot play a whole race, the server listing and applying every move', (id) => {
    const game = gameOf(id);
    const n = Math.max(game.seats.min, 2);
    const kinds = ['person', 'person', ...Array.from({ length: n - 2 }, () => botKind(game))];
    const t = table(id, kinds);
    expect(t.sit('host', 0, 'Anna')).toEqual({ ok: true });
    expect(t.start('host', false)).toEqual({ ok: false, reason: '1 seat is still open: wait for players or let bots take them' });
    expect(t.sit('ben', 1, 'Ben')).toEqual({ ok: true });
    expect(t.start('ben', false).ok).toBe(false);
    expect(t.start('host', false)).toEqual({ ok: true });
    const people: Record<number, string> = { 0: 'host', 1: 'ben' };
    for (let guard = 0; guard < 20_000 && t.status === 'playing'; guard++) {
      if (t.botStep()) continue;
      const seat = t.viewFor('host').actors.find((s) => people[s] !== undefined)!;
      const view = t.viewFor(people[seat]!);
      expect(view.legal.length).toBeGreaterThan(0);
      const r = t.act(people[seat]!, view.legal[guard % view.legal.length]);
      expect(r.ok).toBe(true);
    }
    expect(t.status).toBe('over');
    expect(t.viewFor(null).result).not.toBeNull();
    // The moves replay to the same end through the rules alone.
    let state = game.setup(t.board, t.config, kinds.map((k, i) => ({ name: t.viewFor(null).seats[i]!.name, kind: k === 'person' ? 'human' : k })), t.seed);
    for (const m of t.log()) {
      const r = game.apply(state, m.seat, m.action);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
    expect(canonicalJson(game.hashable(state))).toBe(canonicalJson(game.hashable((t as unknown as { state: unknown }).state)));
  });

  it.each(GAMES.map((g) => g.id))('%s: a table read back from its record mid-race is the same race, and its players take their seats back by key alone', (id) => {
    const game = gameOf(id);
    const n = Math.max(game.seats.min, 2);
    const kinds = ['person', 'person', ...Array.from({ length: n - 2 }, () => botKind(game))];
    const t = table(id, kinds);
    t.sit('host', 0, 'Anna');
    t.sit('ben', 1, 'Ben');
    t.start('host', false);
    const people: Record<number, string> = { 0: 'host', 1: 'ben' };
    for (let guard = 0; guard < 30 && t.status === 'playing'; guard++) {
      if (t.botStep()) continue;
      const seat = t.viewFor('host').actors.find((s) => people[s] !== undefined)!;
      t.act(people[seat]!, t.viewFor(people[seat]!).legal[0]);
    }
    expect(t.log().length).toBeGreaterThan(0);
    const annaKey = t.viewFor('host').seatKey!;
    const benKey = t.viewFor('ben').seatKey!;
    // The record as the disk holds it (JSON), read back.
    const back = Table.restore(JSON.parse(JSON.stringify(t.record())), 1_000);
    if (!back.ok) throw new Error(back.reason);
    const r = back.table;
    expect(r.code).toBe('ABCDE');
    expect(r.log()).toEqual(t.log());
    expect(canonicalJson(game.hashable(r.current))).toBe(canonicalJson(game.hashable(t.current)));
    // Nobody holds a seat until they bring its key; a wrong key opens none.
    expect(r.viewFor('anna2').you).toBeNull();
    expect(r.reclaim('eve', `${benKey.slice(0, -1)}${benKey.endsWith('A') ? 'B' : 'A'}`)).toEqual({ ok: false, reason: 'that seat key opens no seat at this table' });
    expect(r.viewFor('eve').you).toBeNull();
    expect(r.viewFor(null).seats[1]!.away).toBeGreaterThanOrEqual(0);
    expect(r.reclaim('ben2', benKey)).toEqual({ ok: true });
    expect(r.reclaim('anna2', annaKey)).toEqual({ ok: true });
    expect(r.viewFor('anna2')).toMatchObject({ you: 0, host: true, seatKey: annaKey });
    expect(r.viewFor('ben2')).toMatchObject({ you: 1, host: false, seatKey: benKey });
    // Both views are what the first table showed its players.
    expect(r.viewFor('anna2').state).toEqual(t.viewFor('host').state);
    expect(r.viewFor('ben2').legal).toEqual(t.viewFor('ben').legal);
  });

  it('a person read back from the record who is not back in time is treated as having left', () => {
    const game = gameOf('formula-1');
    // Before the start: the seat opens again, and the first at the table hosts.
    const waiting = table('formula-1', ['person', 'person']);
    waiting.sit('host', 0, 'Anna');
    const w = Table.restore(JSON.parse(JSON.stringify(waiting.record())), 0);
    if (!w.ok) throw new Error(w.reason);
    w.table.claimHost('ben');
    expect(w.table.viewFor('ben').host).toBe(false);
    expect(w.table.awaitsRestored).toBe(true);
    w.table.expireRestored(['ben']);
    expect(w.table.awaitsRestored).toBe(false);
    expect(w.table.viewFor('ben')).toMatchObject({ host: true, seats: [{ kind: 'open' }, { kind: 'open' }] });
    expect(w.table.sit('ben', 0, 'Ben')).toEqual({ ok: true });
    // During the race: the seat waits for the host to let a bot play it.
    const racing = table('formula-1', ['person', 'person']);
    racing.sit('host', 0, 'Anna');
    racing.sit('ben', 1, 'Ben');
    racing.start('host', false);
    const benKey = racing.viewFor('ben').seatKey!;
    const r = Table.restore(JSON.parse(JSON.stringify(racing.record())), Date.now() + 60_000);
    if (!r.ok) throw new Error(r.reason);
    expect(r.table.reclaim('anna2', racing.viewFor('host').seatKey!)).toEqual({ ok: true });
    expect(r.table.handToBot('anna2', 1).ok).toBe(true);
    expect(r.table.viewFor(null).seats[1]).toMatchObject({ name: 'Ben', kind: 'bot', bot: botKind(game) });
    // Handed to a bot, the seat's key opens nothing.
    expect(r.table.reclaim('ben2', benKey).ok).toBe(false);
    const r2 = Table.restore(JSON.parse(JSON.stringify(racing.record())), Date.now() + 60_000);
    if (!r2.ok) throw new Error(r2.reason);
    r2.table.expireRestored([]);
    expect(r2.table.viewFor(null).seats.map((s) => s.away)).toEqual([0, 0]);
  });

  it('refuses a record whose race is not its set-up’s, or whose moves were changed, in one line', () => {
    const t = table('start-frei', ['person', botKind(gameOf('start-frei'))]);
    t.sit('host', 0, 'Anna');
    t.start('host', false);
    for (let guard = 0; guard < 20 && t.log().length < 3; guard++) if (!t.botStep()) t.act('host', t.viewFor('host').legal[0]);
    const record = JSON.parse(JSON.stringify(t.record())) as { seed: number; replay: { moves: { action: unknown }[] }; code: string };
    const reseeded = { ...record, seed: (record.seed + 1) % 1000 };
    const r1 = Table.restore(reseeded, 0);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.reason).toBe('replay: it is not the race of this set-up');
    const moved = JSON.parse(JSON.stringify(record)) as typeof record;
    moved.replay.moves[0]!.action = { type: 'nothing' };
    const r2 = Table.restore(moved, 0);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.reason).toMatch(/^replay: /);
    expect(Table.restore({ ...record, code: 'no' }, 0).ok).toBe(false);
  });

  it('refuses what a client may not do, with a reason, and changes nothing', () => {
    const t = table('formula-1', ['person', 'person']);
    expect(t.act('host', { type: 'speed', kmh: 80 })).toEqual({ ok: false, reason: 'you are watching this table: only a seated player acts' });
    expect(t.sit('host', 5, 'Anna').ok).toBe(false);
    expect(t.sit('host', '0', 'Anna').ok).toBe(false);
    expect(t.sit('host', 0, '   ').ok).toBe(false);
    expect(t.sit('host', 0, 'Anna').ok).toBe(true);
    expect(t.sit('eve', 0, 'Eve')).toEqual({ ok: false, reason: 'seat 1 is taken by Anna' });
    expect(t.sit('eve', 1, 'Anna')).toEqual({ ok: false, reason: 'Anna already sits at this table: choose another name' });
    expect(t.act('host', { type: 'speed', kmh: 80 })).toEqual({ ok: false, reason: 'the race has not started' });
    expect(t.start('eve', true)).toEqual({ ok: false, reason: 'only the host starts the race' });
    expect(t.start('host', true).ok).toBe(true);
    // Until the host is on turn, the host's moves are refused as out of turn; then hostile variants of a listed move.
    let guard = 0;
    while (!t.viewFor(null).actors.includes(0) && guard++ < 100) {
      const before = JSON.stringify(t.viewFor(null));
      expect(t.act('host', { type: 'speed', kmh: 80 })).toEqual({ ok: false, reason: 'it is not your turn' });
      expect(JSON.stringify(t.viewFor(null))).toBe(before);
      expect(t.botStep()).toBe(true);
    }
    const listed = t.viewFor('host').legal[0] as object;
    const before = JSON.stringify(t.viewFor(null));
    for (const hostile of [{ ...listed, extra: 1 }, { type: 'speed', kmh: Number.NaN }, { type: 'speed', kmh: 1e308 }, 'speed', null, [listed], { type: 'speed', kmh: 81 }]) {
      expect(t.act('host', hostile)).toEqual({ ok: false, reason: 'that move is not one the rules allow now' });
    }
    expect(JSON.stringify(t.viewFor(null))).toBe(before);
  });

  it('refuses a set-up the game cannot host, in one line', () => {
    const game = gameOf('bahn-frei');
    const bad = Table.create('ABCDE', { ...setupFor(game, ['person']), seats: [{ kind: 'person' }, { kind: 'nobody' }] }, 'h', 1);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/^seats\.1\.kind: .*not 'human' or a Bahn Frei bot/);
    const unknown = Table.create('ABCDE', { ...setupFor(game, ['person']), game: 'formula-2' }, 'h', 1);
    expect(unknown.ok).toBe(false);
    const extra = Table.create('ABCDE', { ...setupFor(game, ['person']), cheat: true }, 'h', 1);
    expect(extra.ok).toBe(false);
  });

  it('no view holds the generator state', () => {
    for (const game of GAMES) {
      const t = table(game.id, Array.from({ length: Math.max(game.seats.min, 2) }, () => botKind(game)));
      expect(t.start('host', false).ok).toBe(true);
      for (let i = 0; i < 30 && t.botStep(); i++) {
        const text = JSON.stringify(t.viewFor('host'));
        expect(text).not.toMatch(/"rng"/);
      }
    }
  });

  it('a player who drops out during the race is waited for; the host may let a bot play the seat, and the race goes on to the end', () => {
    const game = gameOf('start-frei');
    const t = table('start-frei', ['person', 'person', botKind(game)]);
    t.sit('host', 0, 'Anna');
    t.sit('ben', 1, 'Ben');
    // Before the start a drop changes nothing: the seat is simply open again once the player leaves.
    t.drop('ben', 10_000);
    expect(t.viewFor('host', 0).seats[1]).toEqual({ name: 'Ben', kind: 'person' });
    expect(t.start('host', false)).toEqual({ ok: true });
    t.drop('ben', 50_000);
    expect(t.viewFor('host', 8_000).seats[1]).toEqual({ name: 'Ben', kind: 'person', away: 42 });
    expect(t.handToBot('ben', 1)).toEqual({ ok: false, reason: 'only the host lets a bot play a seat' });
    expect(t.handToBot('host', 0)).toEqual({ ok: false, reason: 'seat 1 is not waiting for its player' });
    t.back('ben');
    expect(t.viewFor('host', 8_000).seats[1]).toEqual({ name: 'Ben', kind: 'person' });
    expect(t.handToBot('host', 1)).toEqual({ ok: false, reason: 'seat 2 is not waiting for its player' });
    // Gone for good: 0 seconds left, and the host hands the seat to a bot that plays on under Ben's name.
    t.leave('ben', ['host']);
    expect(t.viewFor('host', 8_000).seats[1]).toEqual({ name: 'Ben', kind: 'person', away: 0 });
    expect(t.handToBot('host', 1)).toEqual({ ok: true });
    expect(t.viewFor('host').seats[1]).toEqual({ name: 'Ben', kind: 'bot', bot: botKind(game) });
    expect(t.handToBot('host', 1)).toEqual({ ok: false, reason: 'seat 2 is not waiting for its player' });
    for (let guard = 0; guard < 20_000 && t.status === 'playing'; guard++) {
      if (t.botStep()) continue;
      const v = t.viewFor('host');
      expect(v.actors).toContain(0);
      expect(t.act('host', v.legal[0]).ok).toBe(true);
    }
    expect(t.status).toBe('over');
  });
});
