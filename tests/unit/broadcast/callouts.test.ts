import { describe, expect, it } from 'vitest';
import { calloutsOf } from '../../../src/scene/race/callouts';
import { choreograph } from '../../../src/games/start-frei/table/choreography';
import type { GameEvent } from '../../../src/rules/start-frei';

const names = ['Ann', 'Bo', 'Cy'];

describe('callouts on the table', () => {
  it('calls an overtake when the car arrives, and names the overtaken', () => {
    const events: GameEvent[] = [
      { type: 'DiceRolled', player: 1, gear: 1, die: 3, boost: null },
      { type: 'CarMoved', player: 1, from: 0, path: [1, 2, 3] },
      { type: 'OvertakeResolved', player: 1, outcome: 'made-it', overtaken: [0, 2] },
    ];
    const { clips } = choreograph(events);
    const move = clips.find((c) => c.kind === 'move')!;
    expect(calloutsOf(events, clips, names)).toEqual([{ car: 1, text: 'Overtakes Ann and Cy!', tone: 'good', at: move.start + move.duration }]);
  });

  it.each<[GameEvent, string, 'good' | 'bad']>([
    [{ type: 'ChicaneHit', player: 0, space: 4, kind: 'dangerous', exact: false }, 'Too fast into the dangerous chicane: stop, shift down', 'bad'],
    [{ type: 'ChicaneHit', player: 0, space: 4, kind: 'normal', exact: true }, 'Chicane hit exactly: +1 coin', 'good'],
    [{ type: 'Braked', player: 0, behind: 2 }, 'Brakes behind Cy', 'bad'],
    [{ type: 'DrsDrawn', player: 0, marker: 1 }, 'DRS marker gained', 'good'],
    [{ type: 'WallReached', player: 0, space: 9 }, 'End of the laid track', 'bad'],
  ])('calls %j', (event, text, tone) => {
    expect(calloutsOf([event], [], names)).toEqual([{ car: 0, text, tone, at: 0 }]);
  });

  it('says nothing of the routine', () => {
    expect(calloutsOf([{ type: 'CoinsChanged', player: 0, delta: 1, reason: 'card' } as GameEvent, { type: 'TurnEnded', player: 0 }], [], names)).toEqual([]);
  });
});
