/**
 * The game server's data folder and its guards, on the wire (real sdk clients on loopback, on a port of this
 * file's own): a table survives a server restart mid-race and its players take their seats back with their seat
 * keys; a forged key and a bad record are refused; a flood, an oversized message and a foreign page's origin are
 * refused while the others' game goes on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { WebSocket } from 'ws';
import { botKind, gameOf, listenTable as listen, serverWithData, setupFor } from './helpers';

const PORT = 2593;
const data = serverWithData(PORT);
const { endpoint } = data;
const startServer = data.start;

afterAll(() => data.remove());

describe('the game server guards', () => {
  it('refuses a flood of messages and then disconnects the flooder, while the others play on', async () => {
    if (!data.running()) await startServer();
    const game = gameOf('start-frei');
    const sdk = new Client(endpoint);
    const anna = await sdk.create('table', { setup: setupFor(game, ['person', botKind(game)]), name: 'Anna' });
    const a = listen(anna);
    anna.send('sit', { seat: 0 });
    await a.waitFor((v) => v.you === 0);
    anna.send('start', {});
    const start = await a.waitFor((v) => v.status === 'playing' && v.legal.length > 0);
    const eve = await sdk.joinById(anna.roomId, { name: 'Eve' });
    const e = listen(eve);
    await e.waitFor((v) => v.status === 'playing');
    for (let i = 0; i < 300; i++) eve.send('act', { action: { type: 'roll' } });
    const code = await e.until(() => e.left[0]);
    expect(code).toBe(4002);
    const reasons = new Set(e.refusals().map((r) => r.reason));
    expect(reasons).toEqual(new Set(['you are watching this table: only a seated player acts', 'too many messages: slow down']));
    expect(e.refusals().length).toBeLessThanOrEqual(100);
    // Anna's game goes on.
    anna.send('act', { action: start.legal[0] });
    await a.waitFor((v) => v.moves > start.moves);
    // An oversized message is refused with its reason and changes nothing.
    const now = await a.waitFor((v) => v.status === 'playing' && v.legal.length > 0);
    anna.send('act', { action: { ...(now.legal[0] as object), note: 'x'.repeat(5000) } });
    await a.until(() => a.refusals().find((r) => r.reason === 'that message is too large'));
    expect(a.refusals().at(-1)).toEqual({ what: 'act', reason: 'that message is too large' });
    anna.send('act', { action: now.legal[0] });
    const after = await a.waitFor((v) => v.moves > now.moves);
    expect(after.moves).toBeGreaterThan(now.moves);
    await anna.leave();
  }, 60_000);

  it("refuses a foreign page's WebSocket and lets the app's own pages and Node clients in", async () => {
    if (!data.running()) await startServer();
    const open = (origin: string | undefined) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${PORT}/nothing`, origin ? { origin } : {});
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', () => undefined);
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open('http://127.0.0.1:5173')).toBe(101);
    expect(await open(undefined)).toBe(101);
  });
});
