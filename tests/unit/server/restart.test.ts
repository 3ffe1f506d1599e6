/**
 * A server restart on the wire (real sdk clients on loopback, on a port of this file's own, one data folder for
 * both runs): a table stopped mid-race comes back under its code, its players take their seats back with their
 * seat keys (one through the browser's online store, as a reload does) and race on to the end; a forged key, a
 * record that is not JSON and one whose move chain was changed are refused; no client is sent another seat's key.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Client } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import type { TableRoom } from '../../../src/server';
import { createOnlineStore } from '../../../src/app/online/online-store';
import { RECONNECT_KEY } from '../../../src/app/online/entry';
import { botKind, gameOf, listenTable as listen, serverWithData, setupFor, storeWhere } from './helpers';

const data = serverWithData(2592);
const { endpoint, dataDir, logged } = data;
const startServer = data.start;
const stopServer = data.stop;

afterAll(() => data.remove());

describe('a restarted game server', () => {
  it('brings back a table mid-race; its players take their seats back with their seat keys and race to the end', async () => {
    await startServer();
    const game = gameOf('start-frei');
    const sdk = new Client(endpoint);
    const anna = await sdk.create('table', { setup: setupFor(game, ['person', 'person', botKind(game)]), name: 'Anna' });
    const a = listen(anna);
    const ben = await sdk.joinById(anna.roomId, { name: 'Ben' });
    const b = listen(ben);
    const code = anna.roomId;
    anna.send('sit', { seat: 0 });
    ben.send('sit', { seat: 1 });
    await a.waitFor((v) => v.seats[1]!.kind === 'person');
    anna.send('start', {});
    // A few moves into the race.
    for (let m = 0; m < 4; m++) {
      const now = await a.waitFor((v) => v.status === 'playing' && v.moves >= m);
      const moves = now.moves;
      for (const [p, l] of [[anna, a], [ben, b]] as const) {
        const mine = await l.waitFor((v) => v.moves === moves);
        if (mine.legal.length > 0) p.send('act', { action: mine.legal[0] });
      }
      await a.waitFor((v) => v.moves > moves);
    }
    const before = await a.waitFor((v) => v.status === 'playing');
    const annaKey = (await a.waitFor((v) => v.seatKey !== undefined)).seatKey!;
    const benKey = (await b.waitFor((v) => v.seatKey !== undefined)).seatKey!;
    expect(annaKey).not.toBe(benKey);
    // Each seat's key went to its holder alone.
    expect(JSON.stringify(b.got)).not.toContain(annaKey);
    expect(JSON.stringify(a.got)).not.toContain(benKey);
    await stopServer();
    const record = JSON.parse(readFileSync(join(dataDir, `${code}.json`), 'utf8')) as { replay: { moves: { seat: number; action: unknown }[]; chain: string[] } };
    expect(record.replay.moves.length).toBe(before.moves);

    // Beside it: a file that is not JSON, and a copy of the record whose move chain was tampered with.
    writeFileSync(join(dataDir, 'ZZZZZ.json'), '{ not json');
    const tampered = JSON.parse(JSON.stringify(record)) as typeof record & { code: string };
    tampered.code = 'YYYYY';
    tampered.replay.chain[0] = '00000000';
    writeFileSync(join(dataDir, 'YYYYY.json'), JSON.stringify(tampered));

    await startServer();
    expect(logged.some((l) => /^Table record ZZZZZ\.json skipped: /.test(l))).toBe(true);
    expect(logged.some((l) => /^Table record YYYYY\.json skipped: replay: /.test(l))).toBe(true);
    const sdk2 = new Client(endpoint);
    await expect(sdk2.joinById('YYYYY', { name: 'Eve' })).rejects.toThrow();
    // A forged key, a key with one letter changed and a malformed one are refused; the table goes on.
    const forged = `${benKey.slice(0, -1)}${benKey.endsWith('A') ? 'B' : 'A'}`;
    await expect(sdk2.joinById(code, { seatKey: forged })).rejects.toThrow('that seat key opens no seat at this table');
    await expect(sdk2.joinById(code, { seatKey: 'A'.repeat(22) })).rejects.toThrow('that seat key opens no seat at this table');
    await expect(sdk2.joinById(code, { seatKey: 'not a key' })).rejects.toThrow(/seat key/);

    // Anna comes back with her key: the same seat, the same moves, and she hosts again; Ben is waited for.
    const anna2 = await sdk2.joinById(code, { seatKey: annaKey });
    const a2 = listen(anna2);
    const back = await a2.waitFor((v) => v.you === 0);
    // The race goes on from where it stopped: the moves recorded, then any the bot played since (nobody else was back).
    expect(back).toMatchObject({ code, status: 'playing', host: true });
    expect(back.moves).toBeGreaterThanOrEqual(before.moves);
    const restored = matchMaker.getLocalRoomById(code) as TableRoom | undefined;
    expect(restored?.table.log().slice(0, before.moves)).toEqual(record.replay.moves);
    expect(back.seats[1]!.away).toBeGreaterThan(0);
    // Ben through the browser's store: its reconnection is refused by the new process, its seat key takes him back.
    const tab = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => tab.get(k) ?? null, setItem: (k: string, v: string) => void tab.set(k, v), removeItem: (k: string) => void tab.delete(k) });
    tab.set(RECONNECT_KEY, ben.reconnectionToken);
    tab.set(`${RECONNECT_KEY}:seat`, JSON.stringify({ code, seatKey: benKey }));
    const benStore = createOnlineStore(endpoint);
    expect(await benStore.getState().resume()).toBe(true);
    await storeWhere(benStore, (st) => (st.view?.you === 1 ? st.view : null));
    await a2.waitFor((v) => v.seats[1]!.away === undefined);
    vi.unstubAllGlobals();
    // Someone with the link watches the restored race: no seat, no key, and nobody was sent a secret of the record.
    const eve = await sdk2.joinById(code, { name: 'Eve' });
    const e = listen(eve);
    expect((await e.waitFor((v) => v.status === 'playing')).you).toBeNull();
    const full = record as unknown as { seed: number };
    const secretState = restored!.table.current as { rng: unknown };
    for (const bytes of [JSON.stringify(a2.got), JSON.stringify(e.got)]) {
      expect(bytes).not.toContain(benKey);
      expect(bytes).not.toMatch(/"rng"|"seed"|"forced"/);
      expect(bytes).not.toContain(JSON.stringify(secretState.rng));
    }
    expect(JSON.stringify(e.got)).not.toContain(annaKey);
    expect(JSON.stringify(e.got)).not.toMatch(/seatKey/);
    expect(full.seed).toBe(restored!.table.seed);
    await eve.leave();

    // They race on to the end (Ben through the store's room, as the app plays).
    let last = await a2.waitFor((v) => v.seats[1]!.away === undefined);
    for (let guard = 0; guard < 5000 && last.status === 'playing'; guard++) {
      const moves = last.moves;
      if (last.actors.includes(0) && last.legal.length > 0) anna2.send('act', { action: last.legal[0] });
      if (last.actors.includes(1)) {
        // Ben's view of this moment, or a later one when Anna's move came first (then Ben acts next time round).
        const seen = await storeWhere(benStore, (st) => (st.view && st.view.moves >= moves ? st.view : null));
        if (seen.moves === moves && seen.legal.length > 0) benStore.getState().act(seen.legal[0]);
      }
      last = await a2.waitFor((v) => v.moves > moves || v.status === 'over');
    }
    expect(last.status).toBe('over');
    expect(last.moves).toBeGreaterThan(before.moves);
    // Once it is over and everyone left, its record is gone.
    await anna2.leave();
    await benStore.getState().leave();
    await vi.waitFor(() => expect(existsSync(join(dataDir, `${code}.json`))).toBe(false), { timeout: 10_000 });
  }, 120_000);


  it('brings back a table still waiting for its players: the host takes the seat back, hosts, and starts the race', async () => {
    if (!data.running()) await startServer();
    const game = gameOf('formula-1');
    const sdk = new Client(endpoint);
    const anna = await sdk.create('table', { setup: setupFor(game, ['person', 'person']), name: 'Anna' });
    const a = listen(anna);
    const code = anna.roomId;
    anna.send('sit', { seat: 0 });
    const seated = await a.waitFor((v) => v.you === 0 && v.seatKey !== undefined);
    await stopServer();

    await startServer();
    const sdk2 = new Client(endpoint);
    // Someone else with the code comes first: they watch, and do not host the table in Anna's place.
    const ben = await sdk2.joinById(code, { name: 'Ben' });
    const b = listen(ben);
    const first = await b.waitFor(() => true);
    expect(first).toMatchObject({ code, status: 'waiting', you: null, host: false });
    expect(first.seats[0]).toMatchObject({ name: 'Anna', kind: 'person' });
    ben.send('start', { fill: true });
    expect(await b.until(() => b.refusals()[0])).toEqual({ what: 'start', reason: 'only the host starts the race' });
    const anna2 = await sdk2.joinById(code, { seatKey: seated.seatKey });
    const a2 = listen(anna2);
    expect(await a2.waitFor((v) => v.you === 0)).toMatchObject({ host: true, seatKey: seated.seatKey });
    // Only the server brings a table back from its record: a client asking to is refused.
    await expect(sdk2.create('table', { restore: code })).rejects.toThrow('a table is set up from its set-up');
    // A key is the seat's: Anna's key does not open a seat at another table.
    const other = await sdk2.create('table', { setup: setupFor(game, ['person', 'person']), name: 'Eve' });
    await expect(sdk2.joinById(other.roomId, { seatKey: seated.seatKey })).rejects.toThrow('that seat key opens no seat at this table');
    await other.leave();
    anna2.send('start', { fill: true });
    const playing = await b.waitFor((v) => v.status === 'playing');
    expect(playing.seats[1]!.kind).toBe('bot');
    await ben.leave();
    await anna2.leave();
    await vi.waitFor(() => expect(existsSync(join(dataDir, `${code}.json`))).toBe(false), { timeout: 10_000 });
  }, 60_000);
});
