import { describe, expect, it } from 'vitest';
import { choreograph, TIMING } from '../../../src/games/start-frei/table/choreography';
import { easeInOut, poseAlong } from '../../../src/scene/play/car-path';
import { raceTrackFromPreset } from '../../../src/rules/start-frei/files';

describe('choreography', () => {
  it('plays dice before the move, and the move takes a time per space', () => {
    const c = choreograph([
      { type: 'DiceRolled', player: 1, gear: 2, die: 3, boost: null },
      { type: 'CarMoved', player: 1, from: 0, path: [1, 2, 3] },
      { type: 'CoinsChanged', player: 1, delta: 1, reason: 'chicane' },
    ]);
    const [dice, move, coins] = c.clips;
    expect(dice!.kind).toBe('dice');
    expect(move!.start).toBe(TIMING.dice);
    expect(move!.duration).toBe(3 * TIMING.perSpace);
    expect(coins!.start).toBe(move!.start + move!.duration);
    expect(c.duration).toBe(coins!.start + TIMING.coins);
  });

  it('a card choice is short but not zero', () => {
    expect(choreograph([{ type: 'CardChosen', player: 0 }]).duration).toBe(TIMING.choose);
  });
});

describe('car paths', () => {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  const g = t.track.graph;
  const start = g.grid[0]!;
  const path = [g.out[start]!.find((e) => e.kind === 'forward')!.to];
  path.push(g.out[path[0]!]!.find((e) => e.kind === 'forward')!.to);

  it('starts on the first space and ends on the last, passing through the middle one', () => {
    const pose = { x: 0, z: 0, heading: 0 };
    poseAlong(g, start, path, 0, pose);
    expect([pose.x, pose.z]).toEqual([g.spaces[start]!.x, g.spaces[start]!.z]);
    poseAlong(g, start, path, 0.5, pose);
    expect(Math.hypot(pose.x - g.spaces[path[0]!]!.x, pose.z - g.spaces[path[0]!]!.z)).toBeLessThan(1e-9);
    poseAlong(g, start, path, 1, pose);
    expect(pose.heading).toBe(g.spaces[path[1]!]!.heading);
  });

  it('eases in and out', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
  });
});
