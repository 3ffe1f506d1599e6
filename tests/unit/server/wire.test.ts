/**
 * The game server on the wire: real Colyseus clients (the sdk the browser uses) against the server on loopback.
 * What a client receives is read as the bytes it was sent (decoded messages, serialised again), so a secret that
 * reached any client would show here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from '@colyseus/sdk';
import { setBotDelay, type TableRoom, type TableView } from '../../../src/server';
import { HIDDEN } from '../../../src/rules/core';
import { createOnlineStore } from '../../../src/app/online/online-store';
import type { LobbyTable } from '../../../src/sim/table-protocol';
import { parseGameReplay, verifyGameReplay } from '../../../src/sim';
import { bootOn, botKind, gameOf, setupFor, storeWhere } from './helpers';

/** This file's own loopback port. */
const PORT = 2594;


let colyseus: ColyseusTestServer;

beforeAll(async () => {
  setBotDelay(0);
  colyseus = await bootOn(PORT);
});
afterAll(async () => {
  await colyseus.shutdown();
});

/** A client's room with everything it was sent kept in order (one handler for all: the sdk calls `*` only for types without their own). */
function listen(room: Room) {
  const got: { type: string; message: unknown }[] = [];
  let wake: (() => void)[] = [];
  room.onMessage('*', (type, message) => {
    got.push({ type: String(type), message });
    const w = wake;
    wake = [];
    for (const f of w) f();
  });
  const next = () => new Promise<void>((resolve) => wake.push(resolve));
  const views = () => got.filter((g) => g.type === 'view').map((g) => g.message as TableView);
  const waitFor = async (test: (v: TableView) => boolean): Promise<TableView> => {
    for (;;) {
      const v = views().findLast(test);
      if (v) return v;
      await next();
    }
  };
  const refusal = async () => {
    for (;;) {
      const r = got.find((g) => g.type === 'refused');
      if (r) {
        got.splice(got.indexOf(r), 1);
        return r.message as { what: string; reason: string };
      }
      await next();
    }
  };
  const message = async (type: string) => {
    for (;;) {
      const m = got.find((g) => g.type === type);
      if (m) return m.message;
      await next();
    }
  };
  return { got, views, waitFor, refusal, message };
}

describe('the game server', () => {
  it('a host creates a table with a short code, a friend joins by it, both race a bot to the end', async () => {
    const game = gameOf('formula-1');
    const host = await colyseus.sdk.create('table', { setup: setupFor(game, ['person', 'person', botKind(game)]), name: 'Anna' });
    const h = listen(host);
    expect(host.roomId).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    const friend = await colyseus.sdk.joinById(host.roomId, { name: 'Ben' });
    const f = listen(friend);
    host.send('sit', { seat: 0 });
    await h.waitFor((v) => v.you === 0);
    friend.send('start', { fill: true });
    expect(await f.refusal()).toEqual({ what: 'start', reason: 'only the host starts the race' });
    friend.send('sit', { seat: 1 });
    await f.waitFor((v) => v.you === 1 && v.seats[1]!.name === 'Ben');
    host.send('start', {});
    const seats: Record<number, { room: Room; l: ReturnType<typeof listen> }> = { 0: { room: host, l: h }, 1: { room: friend, l: f } };
    let last = await h.waitFor((v) => v.status !== 'waiting');
    for (let guard = 0; guard < 5000 && last.status === 'playing'; guard++) {
      const seat = last.actors.find((s) => seats[s]);
      if (seat === undefined) {
        const moves = last.moves;
        last = await h.waitFor((v) => v.moves > moves);
        continue;
      }
      const mine = await seats[seat]!.l.waitFor((v) => v.moves === last.moves && v.status === 'playing');
      const moves = last.moves;
      seats[seat]!.room.send('act', { action: mine.legal[0] });
      last = await h.waitFor((v) => v.moves > moves);
    }
    expect(last.status).toBe('over');
    expect(last.result?.kind).toBe('ranking');
    // Nothing either client received holds the generator state.
    for (const l of [h, f]) expect(JSON.stringify(l.got)).not.toMatch(/"rng"/);
    // Once it is over, each is sent the race's replay, and it verifies offline to the same result.
    for (const l of [h, f]) {
      await l.waitFor((v) => v.status === 'over');
      const replay = await l.message('replay');
      // Never before the end: every replay message comes after the first view of the finished race.
      const firstOver = l.got.findIndex((g) => g.type === 'view' && (g.message as TableView).status === 'over');
      expect(l.got.findIndex((g) => g.type === 'replay')).toBeGreaterThan(firstOver);
      const load = parseGameReplay(JSON.parse(JSON.stringify(replay)));
      if (!load.ok) throw new Error(load.error);
      const verdict = verifyGameReplay(load);
      expect(verdict.ok).toBe(true);
      expect(load.log.moves.length).toBe(last.moves);
    }
    await host.leave();
    await friend.leave();
  });

  it('refuses hostile messages with a reason and changes nothing', async () => {
    const game = gameOf('start-frei');
    const host = await colyseus.sdk.create('table', { setup: setupFor(game, ['person', botKind(game)]), name: 'Anna' });
    const h = listen(host);
    host.send('sit', { seat: 0 });
    await h.waitFor((v) => v.you === 0);
    host.send('start', {});
    await h.waitFor((v) => v.status === 'playing');
    const spectator = await colyseus.sdk.joinById(host.roomId, { name: 'Eve' });
    const s = listen(spectator);
    const seen = await s.waitFor((v) => v.status === 'playing');
    expect(seen.you).toBeNull();
    expect(seen.legal).toEqual([]);
    spectator.send('act', { action: { type: 'roll' } });
    expect(await s.refusal()).toEqual({ what: 'act', reason: 'you are watching this table: only a seated player acts' });
    spectator.send('sit', { seat: 1 });
    expect((await s.refusal()).reason).toBe('the race has started: seats are taken');
    host.send('act', { action: { type: 'choose', card: 999 }, extra: true });
    expect((await h.refusal()).what).toBe('act');
    host.send('teleport', { to: 'finish' });
    expect(await h.refusal()).toEqual({ what: 'teleport', reason: 'this table does not know that message' });
    await spectator.leave();
    await host.leave();
  });

  it('a dropped player is waited for with the time left, comes back into the seat, and once gone the host lets a bot play it', async () => {
    const game = gameOf('start-frei');
    const host = await colyseus.sdk.create('table', { setup: setupFor(game, ['person', 'person', botKind(game)]), name: 'Anna' });
    const h = listen(host);
    const friend = await colyseus.sdk.joinById(host.roomId, { name: 'Ben' });
    host.send('sit', { seat: 0 });
    friend.send('sit', { seat: 1 });
    await h.waitFor((v) => v.seats[1]!.kind === 'person');
    host.send('start', {});
    await h.waitFor((v) => v.status === 'playing');
    // The connection drops (not a consented leave): the others see the seat waiting, with its seconds left.
    const token = friend.reconnectionToken;
    await friend.leave(false);
    const waiting = await h.waitFor((v) => (v.seats[1]!.away ?? -1) > 0);
    expect(waiting.seats[1]!.away).toBeLessThanOrEqual(120);
    host.send('hand', { seat: 0 });
    expect(await h.refusal()).toEqual({ what: 'hand', reason: 'seat 1 is not waiting for its player' });
    host.send('hand', { seat: 'all' });
    expect((await h.refusal()).what).toBe('hand');
    // Back in time: the same seat, and nobody waits any more.
    const back = await colyseus.sdk.reconnect(token);
    const b = listen(back);
    expect((await b.waitFor((v) => v.status === 'playing')).you).toBe(1);
    await h.waitFor((v) => v.seats[1]!.away === undefined);
    // Gone for good: the host hands the seat to a bot, which plays it under Ben's name to the end.
    await back.leave();
    await h.waitFor((v) => v.seats[1]!.away === 0);
    host.send('hand', { seat: 1 });
    const handed = await h.waitFor((v) => v.seats[1]!.kind === 'bot');
    expect(handed.seats[1]!.name).toBe('Ben');
    let last = handed;
    for (let guard = 0; guard < 5000 && last.status === 'playing'; guard++) {
      if (last.actors.includes(0) && last.legal.length > 0) {
        const moves = last.moves;
        host.send('act', { action: last.legal[0] });
        last = await h.waitFor((v) => v.moves > moves);
      } else {
        const moves = last.moves;
        last = await h.waitFor((v) => v.moves > moves || v.status === 'over');
      }
    }
    expect(last.status).toBe('over');
    await host.leave();
  });

  it("no client receives another seat's secret card choice, a pile's order or the generator state", async () => {
    const game = gameOf('start-frei');
    const host = await colyseus.sdk.create('table', { setup: setupFor(game, ['person', 'person']), name: 'Anna' });
    const h = listen(host);
    const friend = await colyseus.sdk.joinById(host.roomId, { name: 'Ben' });
    const f = listen(friend);
    const watcher = await colyseus.sdk.joinById(host.roomId, { name: 'Eve' });
    const w = listen(watcher);
    host.send('sit', { seat: 0 });
    await h.waitFor((v) => v.you === 0);
    friend.send('sit', { seat: 1 });
    await f.waitFor((v) => v.you === 1);
    host.send('start', {});
    const start = await h.waitFor((v) => v.status === 'playing' && v.legal.length > 1);
    const room = colyseus.getRoomById(host.roomId) as unknown as TableRoom;
    const secretState = room.table.current as { rng: number; drawPile: number[]; drsPile: number[] };
    // Anna chooses the last card she may: a choice Ben and Eve must not see until Ben has chosen too.
    const pick = start.legal[start.legal.length - 1] as { type: string; card: number };
    expect(pick.type).toBe('choose');
    host.send('act', { action: pick });
    const chosenOf = (v: TableView) => (v.state as { chosen: unknown[] }).chosen;
    expect(chosenOf(await f.waitFor((v) => v.moves === 1))[0]).toBe(HIDDEN);
    expect(chosenOf(await w.waitFor((v) => v.moves === 1))[0]).toBe(HIDDEN);
    expect(chosenOf(await h.waitFor((v) => v.moves === 1))[0]).toBe(pick.card);
    const before = [JSON.stringify(f.got), JSON.stringify(w.got)];
    for (const bytes of before) expect(bytes).not.toMatch(new RegExp(`"chosen":\\[${pick.card}[,\\]]`));
    // Ben chooses: the cards are turned over together, and now everyone sees Anna's.
    const mine = await f.waitFor((v) => v.moves === 1 && v.legal.length > 0);
    friend.send('act', { action: mine.legal[0] });
    const revealed = await w.waitFor((v) => v.moves === 2);
    expect((revealed.state as { phase: string }).phase).not.toBe('choose');
    expect(chosenOf(revealed)[0]).toBe(pick.card);
    // Each seat's key went to its holder alone; the watcher was sent none.
    const annaKey = h.views().findLast((v) => v.seatKey !== undefined)?.seatKey;
    const benKey = f.views().findLast((v) => v.seatKey !== undefined)?.seatKey;
    expect(annaKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(benKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(f.got)).not.toContain(annaKey);
    expect(JSON.stringify(h.got)).not.toContain(benKey);
    expect(JSON.stringify(w.got)).not.toMatch(/seatKey/);
    // Nothing any client received holds the generator state, the table's seed or a pile in its order.
    const now = room.table.current as { rng: number; drawPile: number[]; drsPile: number[] };
    for (const l of [h, f, w]) {
      const bytes = JSON.stringify(l.got);
      expect(bytes).not.toMatch(/"rng"|"forced"|"seed"/);
      for (const rng of [secretState.rng, now.rng]) expect(bytes).not.toContain(String(rng));
      for (const pile of [secretState.drawPile, secretState.drsPile, now.drawPile, now.drsPile]) {
        const sorted = pile.slice().sort((a, b) => a - b);
        if (JSON.stringify(sorted) !== JSON.stringify(pile)) expect(bytes).not.toContain(JSON.stringify(pile));
      }
    }
    await watcher.leave();
    await friend.leave();
    await host.leave();
  });

  it('a table set-up the game cannot host is refused when it is created', async () => {
    const game = gameOf('bahn-frei');
    await expect(colyseus.sdk.create('table', { setup: { ...setupFor(game, ['person']), game: 'formula-2' }, name: 'Anna' })).rejects.toThrow(/game/);
  });

  it("the browser's lobby lists the public tables with their open seats and follows them; an unlisted table is not in it", async () => {
    const game = gameOf('formula-1');
    const watcher = createOnlineStore(`http://127.0.0.1:${PORT}`);
    const lobbyWhere = (test: (tables: readonly LobbyTable[]) => boolean) => storeWhere(watcher, (s) => (s.lobby && test(s.lobby) ? s.lobby : null));
    const stop = watcher.getState().watchLobby();
    const listed = await colyseus.sdk.create('table', { setup: setupFor(game, ['person', 'person', botKind(game)]), name: 'Anna' });
    const hidden = await colyseus.sdk.create('table', { setup: setupFor(game, ['person', 'person'], { listed: false }), name: 'Ben' });
    const l = listen(listed);
    listed.send('sit', { seat: 0 });
    await l.waitFor((v) => v.you === 0);
    const seen = await lobbyWhere((t) => t.some((x) => x.code === listed.roomId && x.open === 1));
    expect(seen.find((x) => x.code === listed.roomId)).toMatchObject({ status: 'waiting', open: 1 });
    expect(seen.some((x) => x.code === hidden.roomId)).toBe(false);
    listed.send('start', { fill: true });
    await lobbyWhere((t) => t.some((x) => x.code === listed.roomId && x.status === 'playing'));
    await listed.leave();
    await lobbyWhere((t) => !t.some((x) => x.code === listed.roomId));
    stop();
    expect(watcher.getState().lobby).toBeNull();
    await hidden.leave();
  });

  it("the browser's online store: a host sets up a table, a friend joins by the code as typed, both race to the end", async () => {
    const game = gameOf('motorsportspiel');
    const endpoint = `http://127.0.0.1:${PORT}`;
    const host = createOnlineStore(endpoint);
    const friend = createOnlineStore(endpoint);
    expect(await host.getState().create(setupFor(game, ['person', 'person']), '  Anna  ')).toBe(true);
    const until = (store: typeof host, test: (v: TableView) => boolean) => storeWhere(store, (s) => (s.view && test(s.view) ? s.view : null));
    const { code } = await until(host, () => true);
    expect(await friend.getState().join('xx', 'Ben')).toBe(false);
    expect(friend.getState().message).toMatch(/^The code: a table code is 5 letters and digits/);
    expect(await friend.getState().join(`${code.slice(0, 2).toLowerCase()}-${code.slice(2)}`, 'Ben')).toBe(true);
    host.getState().sit(0);
    await until(host, (v) => v.you === 0 && v.seats[0]!.name === 'Anna');
    // Each was sent the board as the host set it up, and the options, to draw the same table.
    for (const s of [host, friend]) expect(s.getState().info).toEqual({ board: setupFor(game, []).board, config: game.configSchema.parse(setupFor(game, []).config) });
    friend.getState().sit(0);
    await until(friend, () => friend.getState().message !== null);
    expect(friend.getState().message).toBe('seat 1 is taken by Anna');
    friend.getState().sit(1);
    await until(host, (v) => v.seats[1]!.name === 'Ben');
    host.getState().start(false);
    let v = await until(host, (x) => x.status !== 'waiting');
    const stores = [host, friend];
    for (let guard = 0; guard < 3000 && v.status === 'playing'; guard++) {
      const seat = v.actors[0]!;
      const mine = await until(stores[seat]!, (x) => x.moves === v.moves && x.legal.length > 0);
      const moves = v.moves;
      stores[seat]!.getState().act(mine.legal[mine.legal.length - 1]);
      v = await until(host, (x) => x.moves > moves);
    }
    expect(v.status).toBe('over');
    expect(v.result?.kind).toBe('ranking');
    await host.getState().leave();
    await friend.getState().leave();
    expect(host.getState().phase).toBe('idle');
  });
});

