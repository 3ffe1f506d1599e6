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
