/**
 * The game server's message allowance and origin check (limits.ts), on a clock the test moves itself.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, MessageGate, originAllowed } from '../../../src/server/limits';

describe('a client’s message allowance', () => {
  it('lets a burst through, then refuses until time has passed, and refills at the rate per second', () => {
    const gate = new MessageGate();
    const verdicts = Array.from({ length: MESSAGE_LIMITS.burst + 5 }, () => gate.take(1000));
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(MESSAGE_LIMITS.burst);
    expect(verdicts.slice(MESSAGE_LIMITS.burst)).toEqual(Array(5).fill('slow down'));
    // A second later: a second's worth of messages again, no more.
    const later = Array.from({ length: MESSAGE_LIMITS.perSecond + 1 }, () => gate.take(2000));
    expect(later.filter((v) => v === 'ok')).toHaveLength(MESSAGE_LIMITS.perSecond);
    expect(later.at(-1)).toBe('slow down');
  });

  it('disconnects a connection that sends more than the drop limit within one second', () => {
    const gate = new MessageGate();
    const verdicts = Array.from({ length: MESSAGE_LIMITS.dropAbove + 1 }, (_, i) => gate.take(5000 + (i * 900) / MESSAGE_LIMITS.dropAbove));
    expect(verdicts.at(-2)).toBe('slow down');
    expect(verdicts.at(-1)).toBe('disconnect');
  });

  it('does not count a move the table played: a bot answering hundreds of times a second is never slowed', () => {
    const gate = new MessageGate();
    // 1,000 moves within one second, each played (given back its token).
    for (let i = 0; i < 1000; i++) {
      expect(gate.take(10_000 + i)).toBe('ok');
      gate.refund();
    }
    // The same pace with nothing played is refused, then disconnected.
    const flood = Array.from({ length: 200 }, (_, i) => gate.take(20_000 + i));
    const passed = flood.filter((v) => v === 'ok').length;
    expect(passed).toBeGreaterThanOrEqual(MESSAGE_LIMITS.burst);
    expect(passed).toBeLessThanOrEqual(MESSAGE_LIMITS.burst + 4);
    expect(flood.at(-1)).toBe('disconnect');
  });
});

describe('the origin check', () => {
  it('lets Node clients and the app’s own host in, on any port, and refuses a foreign page', () => {
    expect(originAllowed(undefined, '127.0.0.1:2567', undefined)).toBe(true);
    expect(originAllowed('http://192.168.1.20:5173', '192.168.1.20:2567', undefined)).toBe(true);
    expect(originAllowed('https://chicane.example', 'localhost:2567', 'chicane.example')).toBe(true);
    expect(originAllowed('https://evil.example', '127.0.0.1:2567', undefined)).toBe(false);
    expect(originAllowed('https://evil.example', '127.0.0.1:2567', 'chicane.example')).toBe(false);
    expect(originAllowed('not a url', '127.0.0.1:2567', undefined)).toBe(false);
    expect(originAllowed('https://club.example/', '127.0.0.1:2567', undefined, ['https://club.example'])).toBe(true);
  });
});
