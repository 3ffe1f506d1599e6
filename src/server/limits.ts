/**
 * What one client may send the game server (issue 31), all the numbers in
 * one place, and the origins its WebSocket may come from.
 *
 * Messages: each connection may send `perSecond` messages a second on
 * average, with bursts of up to `burst` (a token bucket). A message beyond
 * that is refused ("too many messages: slow down") and changes nothing; a
 * connection that sends more than `dropAbove` messages within one second (5×
 * the limit) is disconnected. A move the table plays (an accepted `act`) is
 * given back its token (`refund`): each needs the server's answer before the
 * next one is legal and a race has an end, so a bot answering on loopback as
 * fast as the server replies (hundreds of moves a second) is never slowed;
 * what is counted is what changes nothing — refused, stale and unknown
 * messages, and the seat and start messages. A message whose JSON is longer than `maxChars`
 * is refused ("that message is too large"); one over `maxPayload` bytes on
 * the wire ends the connection at the WebSocket itself (close code 1009).
 *
 * The one message allowed past `maxChars` is a class's position (`show`, from
 * the teacher alone): a whole lesson step or a replay's moment with its board
 * (a Bahn Frei lesson is 27 kB as JSON), bounded by `maxPositionChars`; the
 * WebSocket's `maxPayload` is set above it so the class room can refuse a
 * larger one in a sentence rather than the socket cut the teacher off.
 */
import type { IncomingMessage } from 'node:http';

export const MESSAGE_LIMITS = {
  perSecond: 20,
  burst: 40,
  dropAbove: 100,
  maxChars: 4_000,
  maxPositionChars: 400_000,
  maxPayload: 512 * 1024,
} as const;

export type Verdict = 'ok' | 'slow down' | 'disconnect';

/** One connection's allowance (times in milliseconds, from any clock that only goes forward). */
export class MessageGate {
  private tokens: number;
  private last: number | null = null;
  private windowStart = -Infinity;
  private inWindow = 0;
  private readonly limits: { readonly perSecond: number; readonly burst: number; readonly dropAbove: number };

  constructor(limits: { readonly perSecond: number; readonly burst: number; readonly dropAbove: number } = MESSAGE_LIMITS) {
    this.limits = limits;
    this.tokens = limits.burst;
  }

  /** A message arrives at `now`: let it through, refuse it, or end the connection. */
  take(now: number): Verdict {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    this.inWindow++;
    if (this.inWindow > this.limits.dropAbove) return 'disconnect';
    if (this.last !== null) this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.last) * this.limits.perSecond) / 1000);
    this.last = now;
    if (this.tokens < 1) return 'slow down';
    this.tokens -= 1;
    return 'ok';
  }

  /** The message let through last was a move the table played: it does not count against the allowance. */
  refund(): void {
    this.tokens = Math.min(this.limits.burst, this.tokens + 1);
    this.inWindow = Math.max(0, this.inWindow - 1);
  }
}

/**
 * Every client's allowance in one room, by session: whether a message may reach its handler (the allowance, then the
 * size), and what to tell the client when it may not.
 */
export class ClientGates {
  private readonly gates = new Map<string, MessageGate>();

  /** 'ok'; 'disconnect' (a flood); or the reason the message is refused, in words. */
  check(client: string, message: unknown, maxChars: number = MESSAGE_LIMITS.maxChars, now: number = Date.now()): 'ok' | 'disconnect' | string {
    let gate = this.gates.get(client);
    if (!gate) this.gates.set(client, (gate = new MessageGate()));
    const verdict = gate.take(now);
    if (verdict === 'disconnect') return 'disconnect';
    if (verdict === 'slow down') return 'too many messages: slow down';
    return messageChars(message) > maxChars ? 'that message is too large' : 'ok';
  }

  /** The client's last message was a move the table played (see MessageGate.refund). */
  refund(client: string): void {
    this.gates.get(client)?.refund();
  }

  forget(client: string): void {
    this.gates.delete(client);
  }
}

/** The length of a decoded message's JSON (what `maxChars` bounds); Infinity for what has none (too deep, a cycle). */
export function messageChars(message: unknown): number {
  try {
    return JSON.stringify(message ?? null).length;
  } catch {
    return Infinity;
  }
}

/** The host of an origin or host header (`host[:port]`, lower case, without the port), or null. */
function hostname(value: string | undefined, asOrigin: boolean): string | null {
  if (!value) return null;
  try {
    return new URL(asOrigin ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a WebSocket may open from `origin` (the browser's Origin header). Without one (a Node client: the CLI
 * bot, the tests) it may. A browser page may when it is served from the same host as the server is reached at —
 * the Host header, or X-Forwarded-Host when the app's development or preview server passes the connection on — on
 * any port (the app and the server listen on different ones), or when its origin is one of `allowed`.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, forwardedHost: string | undefined, allowed: readonly string[] = []): boolean {
  if (origin === undefined || origin === '') return true;
  if (allowed.some((a) => a.replace(/\/+$/, '').toLowerCase() === origin.replace(/\/+$/, '').toLowerCase())) return true;
  const from = hostname(origin, true);
  if (from === null) return false;
  const forwarded = forwardedHost?.split(',')[0]?.trim();
  return [host, forwarded].some((h) => hostname(h, false) === from);
}

/** The `verifyClient` of the WebSocket server: refuses (403) a foreign origin. */
export function verifyOrigin(allowed: readonly string[]) {
  return (info: { origin: string; req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
    const header = (name: string) => {
      const v = info.req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    if (originAllowed(info.origin || undefined, header('host'), header('x-forwarded-host'), allowed)) done(true);
    else done(false, 403, 'this page may not connect to the game server');
  };
}
