/**
 * Bahn Frei's words for a first game: "You are chief of operations", the characters introduced with who they are,
 * who drives which train after a change of shift (and which train a seat started with), a score with its scale, and
 * the game set up said in words (the number of players and trains, the plates).
 */
import { describe, expect, it } from 'vitest';
import { bahnFreiClient as client } from '../../../src/games/bahn-frei/client';
import { gameName, gameNameOf } from '../../../src/games/bahn-frei/SetupOptions';
import type { BahnState } from '../../../src/rules/bahn-frei';
import { nextRoundWith, started, withPassengers } from './helpers';

const names = ['You', 'Bot 1', 'Bot 2'];

describe('Bahn Frei: a first game in words', () => {
  it('“Round 1 begins; You are chief of operations” (and “Bot 1 is”)', () => {
    const s = started(3, ['hamburg', 'berlin', 'munich']);
    expect(client.eventText(s, { type: 'RoundStarted', round: 1, chief: 0 }, names)).toBe('Round 1 begins; You are chief of operations.');
    expect(client.eventText(s, { type: 'RoundStarted', round: 2, chief: 1 }, names)).toBe('Round 2 begins; Bot 1 is chief of operations.');
  });

  it('introduces each character with its train where it first appears, and names it with its train after that', () => {
    const s = started(3, ['hamburg', 'berlin', 'munich'], { plates: 'frequent' });
    const placed = client.eventText(s, { type: 'Placed', train: 'yellow', station: 'munich' }, names)!;
    expect(placed).toBe('The yellow train starts in Munich. It is Röntgen, the yellow train: one passenger card more is drawn when passengers arrive, and one is put back under the pile.');
    const putBack: BahnState = { ...s, phase: 'decide', pending: [{ kind: 'put-back', seat: 0, drawn: [] }] };
    expect(client.prompt(putBack, 0)).toBe('Röntgen, the yellow train, lets the team draw one passenger card more: choose one to put back under the pile.');
    expect(client.eventText(s, { type: 'Split', space: s.parts[0]!.space }, names)).toMatch(/^St\. Martin, the blue train, splits: its second part starts at /);
    // The beginners' plates have no characters: none is named.
    const plain = started(3, ['hamburg', 'berlin', 'munich']);
    expect(client.eventText(plain, { type: 'Placed', train: 'yellow', station: 'munich' }, names)).toBe('The yellow train starts in Munich.');
  });

  it('after a change of shift says who drives which train now, and the seat card which train the seat started with', () => {
    // (No yellow train: its extra passenger would ask the group before the event card is drawn.)
    const s = withPassengers(started(3, ['hamburg', 'berlin', 'munich'], { plates: 'frequent', colours: ['red', 'green', 'blue'] }), {});
    const shifted = nextRoundWith(s, 'shift-change', 3);
    const after = shifted.state;
    expect(after.trains.map((t) => t.driver)).toEqual([1, 2, 0]);
    const line = client.eventText(after, { type: 'ShiftChange' }, names)!;
    expect(line).toBe('Change of shift: every train passes to the next player. Bot 1 drives the red train (Express), Bot 2 drives the green train (Sinatra), You drive the blue train (St. Martin).');
    const you = client.seatStatus(after, 0);
    expect(you[0]).toMatch(/^The blue train \(St\. Martin\) at /);
    expect(you).toContain('Started with the red train (Express), taken over at a change of shift');
    // Before any change of shift nothing of the kind is said.
    expect(client.seatStatus(s, 0).some((l) => l.startsWith('Started with'))).toBe(false);
  });

  it('gives the complaints their scale on the seat cards: how many lose', () => {
    const s = started(3, ['hamburg', 'berlin', 'munich']);
    expect(client.seatStatus(s, 0)).toContain('0 complaints (8 lose)');
    expect(client.seatStatus({ ...s, complaints: 5 }, 1)).toContain('5 complaints (8 lose)');
  });

  it('says the game set up: players, trains and plates', () => {
    expect(gameName({}, 3)).toBe('3 players, 3 trains, the beginners’ plates');
    expect(gameName({ plates: 'frequent', specialPassengers: true }, 1)).toBe('1 player with 2 trains, the frequent travellers’ plates and the special passengers');
    expect(gameNameOf(started(3, ['hamburg', 'berlin', 'munich']))).toBe('3 players, 3 trains, the beginners’ plates');
  });
});

describe('Bahn Frei: the terms on the map explained where they appear', () => {
  it('stations, lines, express routes, waiting passengers, closed places and the trains carry the glossary’s words', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { map: germany, game: bahn } = await import('./helpers');
    let s = withPassengers(started(3, ['frankfurt', 'berlin', 'munich'], { plates: 'frequent' }), { p03: { at: 'waiting', station: 'muenster' } });
    s = { ...s, closedStations: ['fulda'] };
    const html = renderToStaticMarkup(createElement(client.BoardView!, { board: germany, state: s, tokens: bahn.tokens(s), colours: {} }));
    const says = (term: string) => `${term}: ${client.glossary.find((g) => g.term === term)!.explanation}`;
    for (const term of ['Red station', 'Black station', 'Line', 'Express route', 'Passenger card', 'Closed']) expect(html).toContain(says(term).replace(/"/g, '&quot;'));
    expect(html).toContain('Yellow train: Röntgen, one passenger card more is drawn when passengers arrive');
  });
});
