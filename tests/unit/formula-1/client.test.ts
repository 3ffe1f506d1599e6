import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../src/games';
import { formula1Client } from '../../../src/games/formula-1/client';
import { formula1Game, type Formula1Event, type Formula1State } from '../../../src/rules/formula-1';
import { position, presetGraph, toAct } from './helpers';

const g = presetGraph();
/** What a person must never read: ids, code words, broken numbers. */
const RAW = /car-\d|f1-\d|undefined|NaN|null|\[object/;

function words(text: string | null, where: string): void {
  expect(text, where).not.toBeNull();
  expect(text!.trim().length, where).toBeGreaterThan(0);
  expect(text!, where).not.toMatch(RAW);
}

describe('Formuła 1 client words', () => {
  it('is the registered client for formula-1', () => {
    expect(clientOf('formula-1')).toBe(formula1Client);
  });

  it('every listed action, prompt, status and event of whole games reads as plain words', () => {
    for (const [n, laps, seed] of [
      [2, 2, 4],
      [5, 1, 9],
    ] as const) {
      const seats = Array.from({ length: n }, (_, i) => ({ name: `Ann${i}`, kind: 'random' }));
      const names = seats.map((s) => s.name);
      let s: Formula1State = formula1Game.setup({ graph: g }, { laps }, seats, seed);
      const bots = seats.map((_, i) => formula1Game.bots['random']!(seed + i));
      const seen = new Set<string>();
      while (formula1Game.actors(s).length > 0) {
        const seat = formula1Game.actors(s)[0]!;
        words(formula1Client.prompt(s, seat), 'prompt');
        for (let k = 0; k < n; k++) for (const line of formula1Client.seatStatus(s, k)) words(line, 'status');
        const legal = formula1Game.legalActions(s, seat);
        for (const a of legal) {
          words(formula1Client.actionLabel(s, seat, a), `label of ${a.type}`);
          words(formula1Client.actionGroup!(s, seat, a), 'group');
          if (a.type === 'move') expect(formula1Client.actionTarget!(s, seat, a)).toBe(a.path.at(-1));
        }
        const r = formula1Game.apply(s, seat, bots[seat]!.choose(s, seat, legal));
        if (!r.ok) throw new Error(r.message);
        for (const e of r.events) {
          words(formula1Client.eventText(r.state, e, names), `event ${e.type}`);
          seen.add(e.type);
        }
        s = r.state;
      }
      words(formula1Client.prompt(s, 0), 'final prompt');
      expect(seen).toContain('throw');
      expect(seen).toContain('end');
    }
  });

  it('labels name the price and the risk: "Speed 160 km/h, 4 squares — costs 1 tyre"; a corner path its throws and chance', () => {
    const s = toAct(position(g, [{ space: 18, speed: 0, tyres: 20 }, { space: 60 }]), 0);
    expect(formula1Client.actionLabel(s, 0, { type: 'speed', kmh: 160 })).toBe('Speed 160 km/h, 4 squares — costs 1 tyre');
    expect(formula1Client.actionLabel(s, 0, { type: 'speed', kmh: 120 })).toBe('Speed 120 km/h, 3 squares — free');
    const moving = toAct(position(g, [{ space: 26, speed: 160, tyres: 20 }, { space: 60 }]), 0, 'move');
    const label = formula1Client.actionLabel(moving, 0, { type: 'move', path: [30, 31, 32, 39] });
    expect(label).toMatch(/3 throws/);
    expect(label).toMatch(/42% chance of leaving the track/);
    expect(formula1Client.seatStatus(moving, 0)).toEqual(['160 km/h', '20 tyres', 'Lap 1 of 1']);
  });

  it('two cars a player: the status names each car; events name the car by player and number', () => {
    const s = formula1Game.setup({ graph: g }, {}, [{ name: 'Ann', kind: 'human' }, { name: 'Bo', kind: 'human' }], 1);
    const lines = formula1Client.seatStatus(s, 1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Car 1: 0 km/);
    const e: Formula1Event = { type: 'pit-in', car: 3, space: 96 };
    expect(formula1Client.eventText(s, e, ['Ann', 'Bo'])).toBe("Bo's car 2 drives into the pit service.");
  });

  it('the glossary explains every game term the words use', () => {
    const terms = formula1Client.glossary.map((t) => t.term.toLowerCase());
    for (const t of ['speed', 'tyres', 'safe speed', 'throw', 'leaving the track', 'blocking', 'pit service', 'turn order', 'red square', 'finish']) expect(terms).toContain(t);
    for (const t of formula1Client.glossary) words(t.explanation, t.term);
    expect(formula1Client.howToPlay.length).toBeGreaterThan(3);
  });
});
