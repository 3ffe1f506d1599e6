import { describe, expect, it } from 'vitest';
import { germanyMap } from '../../../src/rail';
import { shortName, tableCards } from '../../../src/games/bahn-frei/cards';
import { CARD_DEPTH, FAN, plateCards, waitingCards } from '../../../src/scene/rail/card-layout';
import { cellUv, faceKey, ATLAS_COLS, ATLAS_ROWS } from '../../../src/scene/rail/card-atlas';
import { tablePieces } from '../../../src/scene/rail/table-pieces';
import { RAIL_SCALE } from '../../../src/scene/rail/rail-instances';
import { bahnFreiGame, type BahnState, type Passenger } from '../../../src/rules/bahn-frei';

const map = germanyMap();
const seats = [{ name: 'A', kind: 'person' }, { name: 'B', kind: 'person' }];

function withPassengers(list: Passenger[]): BahnState {
  const s = bahnFreiGame.setup(map, {}, seats, 1);
  const ids = new Set(list.map((p) => p.id));
  return { ...s, passengers: [...s.passengers.filter((p) => !ids.has(p.id)), ...list] };
}

describe('the passenger cards on the table', () => {
  it('prints a long destination short and keeps a short one whole', () => {
    expect(shortName('Hamburg')).toBe('Hamburg');
    expect(shortName('Nuremberg')).toBe('Nuremberg');
    expect(shortName('Saarbrücken')).toBe('Saarbr.');
    expect(shortName('Düsseldorf')).toBe('Düssel.');
  });

  it("shows each waiting card's destination and travel time less its vouchers, and each card aboard in its car", () => {
    // p01: Hamburg → Berlin, 2 rounds (data/passengers.json).
    const s = withPassengers([
      { id: 'p01', where: { at: 'waiting', station: 'hamburg' }, vouchers: 1, rode: [] },
      { id: 'p02', where: { at: 'aboard', part: 'green', car: 3 }, vouchers: 0, rode: ['green'] },
    ]);
    const cards = tableCards(s);
    const [hamburg] = cards.waiting.get('hamburg')!;
    expect(hamburg).toMatchObject({ id: 'p01', destination: 'Berlin', rounds: 1, vouchers: 1, special: false });
    expect(hamburg!.text).toBe('Going to Berlin, 1 round left (waiting in Hamburg; it boards car 1). 1 voucher on the card.');
    const green = s.trains.findIndex((t) => t.colour === 'green');
    expect(cards.aboard[green]![2]!.map((f) => f.id)).toEqual(['p02']);
    expect(cards.aboard[green]![2]![0]!.text).toMatch(/^Going to Kiel, 3 rounds left \(in car 3 of the green train\)\.$/);
  });

  it('marks a special passenger and says what it needs', () => {
    const s = withPassengers([{ id: 's3', where: { at: 'waiting', station: 'frankfurt' }, vouchers: 0, rode: [] }]);
    const [star] = tableCards(s).waiting.get('frankfurt')!;
    expect(star).toMatchObject({ destination: 'Hamburg', rounds: 3, special: true });
    expect(star!.text).toContain('Special passenger: Film star.');
    expect(star!.text).toContain('2 complaints');
  });

  it("stands waiting cards behind their station, fanned so each card's top row shows, and aboard cards under their car", () => {
    const face = (id: string) => ({ id, text: id, destination: 'Berlin', rounds: 2, special: false, vouchers: 0 });
    const placed = waitingCards(map, new Map([['hamburg', [face('a'), face('b')]]]));
    const st = map.stations.find((x) => x.id === 'hamburg')!;
    expect(placed).toHaveLength(2);
    // Behind the station (further from the viewer), centred on it: its name, on the right, stays clear of the stack.
    for (const c of placed) {
      expect(c.x).toBeCloseTo(st.x * RAIL_SCALE);
      expect(c.z).toBeLessThan(st.y * RAIL_SCALE);
    }
    // Standing, fanned: the first card higher by the share of a card the fan leaves in view, the later one in front.
    expect(placed.every((c) => c.stand === true)).toBe(true);
    expect(placed[0]!.y - placed[1]!.y).toBeCloseTo(CARD_DEPTH * FAN);
    expect(placed[1]!.z).toBeGreaterThan(placed[0]!.z);
    const pieces = tablePieces({ round: 1, rounds: 15, complaints: 0, maxComplaints: 8, vouchers: 0, maxVouchers: 2, event: false, plates: [{ color: '#f00', cars: [0, 1, 0, 0, 0] }, { color: '#0f0', cars: [0, 0, 0, 0, 0] }] }, 0, 0, 30);
    const aboard = plateCards(pieces.cars, [[[], [face('c')], [], [], []], [[], [], [], [], []]]);
    expect(aboard).toHaveLength(1);
    expect(aboard[0]!.x).toBeCloseTo(pieces.cars[0]![1]!.x);
    expect(aboard[0]!.z).toBeGreaterThan(pieces.cars[0]![1]!.z - 0.1);
  });

  it('gives each face its own atlas cell key and maps cells inside the texture', () => {
    expect(faceKey({ destination: 'Berlin', rounds: 2, special: false, vouchers: 0 })).not.toBe(faceKey({ destination: 'Berlin', rounds: 2, special: false, vouchers: 1 }));
    expect(cellUv(0)).toEqual([0, (ATLAS_ROWS - 1) / ATLAS_ROWS]);
    expect(cellUv(ATLAS_COLS * ATLAS_ROWS - 1)).toEqual([(ATLAS_COLS - 1) / ATLAS_COLS, 0]);
  });
});
