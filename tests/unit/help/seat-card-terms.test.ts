import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../src/games';
import { termsIn } from '../../../src/ui/help/Term';
import { botPlayback, type ShellGameId } from '../play/bot-playback';

const glossary = [
  { term: 'Gear', explanation: 'g' },
  { term: 'Max gear', explanation: 'm' },
  { term: 'Coin', explanation: 'c' },
  { term: 'Complaint', explanation: 'c' },
  { term: 'Complaint-O-meter', explanation: 'o' },
  { term: 'White dice', explanation: 'w' },
];

describe('the game terms in a line of a seat card', () => {
  it('finds whole words, the longest term first, a plural ending allowed, and leaves the words as written', () => {
    expect(termsIn(glossary, 'In a curve: max gear 3 · 6 coins')).toEqual([{ text: 'In a curve: ' }, { text: 'max gear', term: 'Max gear' }, { text: ' 3 · 6 ' }, { text: 'coins', term: 'Coin' }]);
    expect(termsIn(glossary, '2 complaints on the Complaint-O-meter')).toEqual([
      { text: '2 ' },
      { text: 'complaints', term: 'Complaint' },
      { text: ' on the ' },
      { text: 'Complaint-O-meter', term: 'Complaint-O-meter' },
    ]);
    expect(termsIn(glossary, 'Riding it out: one white die at most')[1]).toEqual({ text: 'white die', term: 'White dice' });
    // Not inside another word.
    expect(termsIn(glossary, 'Gearbox and coinage')).toEqual([{ text: 'Gearbox and coinage' }]);
    expect(termsIn([], 'plain')).toEqual([{ text: 'plain' }]);
    // The other forms an entry lists are found as its term.
    const left = [{ term: 'Spaces left', explanation: 's', also: ['space left'] }];
    expect(termsIn(left, '1 space left · 6 spaces left')).toEqual([{ text: '1 ' }, { text: 'space left', term: 'Spaces left' }, { text: ' · 6 ' }, { text: 'spaces left', term: 'Spaces left' }]);
  });

  for (const [id, expected] of [
    ['start-frei', ['Gear', 'Coin']],
    ['formula-1', ['km/h', 'Tyres', 'Lap']],
    ['motorsportspiel', ['Curve', 'Max gear']],
    ['bahn-frei', ['Complaint', 'Voucher', 'Chief of operations', 'Spaces left', 'Passengers aboard', 'Rounds']],
  ] as [ShellGameId, string[]][]) {
    it(`${id}: every seat card line reads as before, and its game terms are found`, () => {
      const client = clientOf(id)!;
      const p = botPlayback(id, 3, 3);
      const found = new Set<string>();
      for (const f of p.frames)
        for (let seat = 0; seat < 3; seat++)
          for (const line of client.seatStatus(f.state, seat)) {
            const parts = termsIn(client.glossary, line);
            expect(parts.map((x) => x.text).join('')).toBe(line);
            for (const x of parts) if ('term' in x) found.add(x.term);
          }
      for (const t of expected) expect(found, `${id} finds ${t}`).toContain(t);
    });
  }
});
