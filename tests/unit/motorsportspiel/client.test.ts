import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../src/games';
import { motorsportspielClient as client } from '../../../src/games/motorsportspiel/client';
import { motorsportspielGame as game, type MssEvent, type MssState } from '../../../src/rules/motorsportspiel';
import { faceFor, makeGraph, rolled, scene } from './fixtures';

const L = 30;
const graph = makeGraph({ length: L, features: (_lane, i) => (i >= 6 && i <= 9 ? { maxGear: 2, zone: 'red' } : {}) });

describe('the Motorsportspiel client words', () => {
  it('is registered for the game', () => {
    expect(clientOf('motorsportspiel')).toBe(client);
  });

  it('labels the dice, the dice boxes with their readings, and the paths in plain words', () => {
    const s = scene(graph, [{ space: 11 }, { space: L + 20 }]);
    expect(client.actionLabel(s, 0, { type: 'dice', white: 2 })).toBe('Roll the red die and both white dice');
    expect(client.actionLabel(s, 0, { type: 'dice', white: 0 })).toBe('Roll the red die only (full braking)');
    const r = rolled(s, { red: faceFor('red', 3, 1), white1: faceFor('white1', 5) });
    expect(client.actionLabel(r, 0, { type: 'order', dice: [{ die: 'white1', side: 'bottom' }, { die: 'red', side: 'top' }] })).toBe(
      'Use the 2 (read from below, 5 on top) first, then the red 3',
    );
    expect(client.prompt(r, 0)).toMatch(/place the dice/);
    const moving: MssState = { ...r, turn: { ...r.turn!, phase: 'move', plan: [{ die: 'white1', side: 'top', value: 5, low: false }], die: 0 } };
    const labels = game.legalActions(moving, 0).map((a) => client.actionLabel(moving, 0, a));
    expect(labels).toContain('Drive the 5: 5 spaces straight on');
    expect(labels).toContain('Drive the 5: 5 spaces, changing lanes on step 1, ending in the right lane');
    expect(labels).toContain('Drive the 5: 5 spaces, changing lanes on steps 1 and 2, ending in the left lane');
    // Every path reads differently.
    expect(new Set(labels).size).toBe(labels.length);
    expect(client.actionTarget!(moving, 0, { type: 'path', to: [12, 13, 14, 15, 16] })).toBe(16);
  });

  it('warns of the unusable points a path leaves', () => {
    const s = scene(graph, [{ space: 4 }, { space: L + 20 }]);
    const m: MssState = { ...s, turn: { ...s.turn!, phase: 'move', plan: [{ die: 'white1', side: 'top', value: 3, low: true }, { die: 'red', side: 'top', value: 2, low: false }], die: 0 } };
    expect(client.actionLabel(m, 0, { type: 'path', to: [5] })).toBe('Drive 1 space straight on, then stop: 4 points unusable (a severe error)');
  });

  it('tells the HUD the lap, the position and the flags, and the log each event', () => {
    const s = scene(graph, [{ space: 11, black: true, box: 3, pending: ['yellow'] }, { space: L + 20 }]);
    const status = client.seatStatus(s, 0);
    expect(status[0]).toBe('Lap 1 of 3');
    expect(status).toContain('Black flag: must pit this lap');
    expect(status).toContain('Yellow flag beside the car: moves last in the next round');
    const names = ['Ada', 'Ben'];
    const ev: MssEvent[] = [
      { type: 'error', car: 0, points: 6, severity: 'severe', place: 'curve', space: 6 },
      { type: 'flag', car: 1, flag: 'black' },
      { type: 'rolled', car: 0, white: 1, faces: { red: { top: 3, bottom: 1 }, white1: { top: 5, bottom: 2 } } },
    ];
    expect(ev.map((e) => client.eventText(s, e, names))).toEqual([
      'Ada cannot drive 6 points: a severe driving error in the curve.',
      'Ben has the black flag and must pit this lap.',
      'Ada rolls: red die 3 (1 below), white die 5 (2 below).',
    ]);
  });

  it('explains every game term it uses', () => {
    const terms = client.glossary.map((g) => g.term);
    for (const t of ['Fast lane', 'Drafting', 'Max gear', 'Driving error', 'Yellow flag', 'Red flag', 'Black flag', 'Pit lane', 'White flag', 'Blue flag', 'Red die']) expect(terms).toContain(t);
    expect(client.howToPlay.length).toBeGreaterThan(3);
  });
});
