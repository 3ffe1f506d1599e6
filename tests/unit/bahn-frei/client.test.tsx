/** Bahn Frei's client words and board view: plain words, never ids, for every listed action on random games. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../src/games';
import { bahnFreiClient as client } from '../../../src/games/bahn-frei/client';
import { spacePoints } from '../../../src/games/bahn-frei/layout';
import { spaceCount } from '../../../src/rail';
import type { BahnEvent, BahnState } from '../../../src/rules/bahn-frei';
import { game, map, nextRoundWith, operations, seats, started, withPassengers } from './helpers';

/** What must never reach the screen: card ids, route ids, part ids, lower-case station ids. */
const IDS = [/\b[ps]\d{1,2}\b/, /\b[a-z]+-[a-z]+\b/, /blue-cube/, ...map.stations.map((s) => new RegExp(`\\b${s.id}\\b`))];

function expectWords(text: string, what: string): void {
  expect(text.length, what).toBeGreaterThan(0);
  for (const re of IDS) if (re.test(text)) expect.fail(`${what}: "${text}" shows an id (${re})`);
}

function randomGame(n: number, config: object, seed: number): { states: BahnState[]; events: BahnEvent[] } {
  let s = game.setup(map, config, seats(n), seed);
  const bot = game.bots.random!(seed);
  const states = [s];
  const events: BahnEvent[] = [];
  for (let k = 0; k < 3000 && game.actors(s).length > 0; k++) {
    const seat = game.actors(s)[0]!;
    const r = game.apply(s, seat, bot.choose(s, seat, game.legalActions(s, seat)));
    if (!r.ok) throw new Error(r.message);
    events.push(...r.events);
    s = r.state;
    states.push(s);
  }
  return { states, events };
}

describe('Bahn Frei client words', () => {
  it('is registered for the shells', () => {
    expect(clientOf('bahn-frei')).toBe(client);
  });

  it('labels every listed action, prompts every seat and describes every seat in plain words', () => {
    for (const [n, config, seed] of [
      [2, {}, 1],
      [4, { plates: 'frequent', specialPassengers: true }, 2],
      [1, { plates: 'frequent' }, 3],
    ] as const) {
      const { states } = randomGame(n, config, seed);
      for (const s of states) {
        for (let seat = 0; seat < n; seat++) {
          expectWords(client.prompt(s, seat), 'prompt');
          for (const line of client.seatStatus(s, seat)) expectWords(line, 'status');
          for (const a of game.legalActions(s, seat)) {
            expectWords(client.actionLabel(s, seat, a), `label of ${a.type}`);
            expectWords(client.actionGroup!(s, seat, a), 'group');
          }
        }
      }
    }
  });

  it('tells every event as a sentence without ids', () => {
    const { states, events } = randomGame(4, { plates: 'frequent', specialPassengers: true }, 9);
    const last = states.at(-1)!;
    let told = 0;
    for (const e of events) {
      const text = client.eventText(last, e, ['Ann', 'Ben', 'Cem', 'Dora']);
      if (text !== null) {
        expectWords(text.replace(/^Event: .*/, 'Event'), `event ${e.type}`);
        told++;
      }
    }
    expect(told).toBeGreaterThan(20);
  });

  it('says what the buttons do in the rulebook’s words', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'frankfurt']), { p63: { at: 'waiting', station: 'frankfurt' } }));
    const labels = game.legalActions(s, 0).map((a) => client.actionLabel(s, 0, a));
    expect(labels).toContain('The red train: take on passenger Frankfurt → Berlin into car 3');
    expect(labels).toContain('The red train towards Fulda');
    expect(labels).toContain('The red train towards Cologne');
    expect(labels).toContain('The time is up');
    const v = nextRoundWith(withPassengers(started(2, ['frankfurt', 'berlin']), {}), 'tickets', 3).state;
    expect(client.prompt(v, v.chief)).toMatch(/show a train ticket/);
    expect(game.legalActions(v, v.chief).map((a) => client.actionLabel(v, v.chief, a))).toEqual(['Yes, we showed a ticket: 2 spaces more', 'No ticket']);
  });

  it('explains every term, and says how to play', () => {
    const terms = client.glossary.map((g) => g.term);
    for (const t of ['Chief of operations', 'Red station', 'Express route', 'Travel time', 'Car', 'Voucher', 'Complaint-O-meter', 'Hourglass', 'Express', 'Sinatra', 'Röntgen', 'St. Martin', 'Special passenger', 'Round 15']) expect(terms).toContain(t);
    for (const g of client.glossary) expect(g.explanation.length).toBeGreaterThan(10);
    expect(client.howToPlay.length).toBeGreaterThanOrEqual(4);
  });
});

describe('Bahn Frei board view', () => {
  it('places every space of the map', () => {
    const pts = spacePoints(map);
    expect(pts.length).toBe(spaceCount(map));
    for (const p of pts) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
  });

  it('draws stations with names, coloured spaces, express routes, trains in their colours and closed places', () => {
    let s = withPassengers(started(2, ['frankfurt', 'berlin']), { p03: { at: 'waiting', station: 'muenster' } });
    s = { ...s, closedStations: ['fulda'], closedRoutes: ['cologne-frankfurt'] };
    const tokens = game.tokens(s);
    const html = renderToStaticMarkup(createElement(client.BoardView!, { board: map, state: s, tokens, colours: { 'train-red': '#e11', 'train-green': '#1a1' } }));
    for (const st of map.stations) expect(html).toContain(st.name);
    expect(html).toContain('fill="#e11"');
    expect(html).toContain('fill="#1a1"');
    expect(html).toContain('fill="#fff"');
    expect(html).toContain('stroke-opacity="0.45"');
    expect(html).toContain('Fulda is closed');
    expect(html).toContain('The line Cologne–Frankfurt is closed');
    expect(html).toContain('1 waiting in Münster');
    expect(html).toMatch(/viewBox="[-\d. ]+"/);
  });
});
