import { describe, expect, it } from 'vitest';
import { createDirector, direct, MAX_HOLD, MIN_HOLD, wantedShot, type Story } from '../../../src/scene/broadcast/director';
import { battlesOf, neighboursOf } from '../../../src/scene/broadcast/story';

const quiet: Story = { incident: [], battles: [], actor: null, leader: 0 };
const acting = (actor: number, extra: Partial<Story> = {}): Story => ({ ...quiet, actor, ...extra });

/** Runs the director for `seconds` in frames of 1/30 s; returns how many times it cut. */
function run(d: ReturnType<typeof createDirector>, story: Story, seconds: number, isMoving = false): number {
  let cuts = 0;
  for (let t = 0; t < seconds; t += 1 / 30) if (direct(d, story, isMoving, 1 / 30)) cuts++;
  return cuts;
}

describe('the TV director', () => {
  it('opens on the leader when nothing happens, and holds it', () => {
    const d = createDirector();
    expect(run(d, quiet, 1)).toBe(1);
    expect(d.shot).toMatchObject({ kind: 'leader', cars: [0] });
    expect(run(d, quiet, MAX_HOLD - 1.5)).toBe(0);
  });

  it('holds a shot at least MIN_HOLD seconds before following another car', () => {
    const d = createDirector();
    run(d, acting(1), 0.1);
    expect(d.shot.cars).toEqual([1]);
    expect(run(d, acting(2), MIN_HOLD - 0.5)).toBe(0);
    expect(d.shot.cars).toEqual([1]);
    expect(run(d, acting(2), 1)).toBe(1);
    expect(d.shot).toMatchObject({ kind: 'action', cars: [2] });
  });

  it('never cuts while a car is driving, however long the shot was held', () => {
    const d = createDirector();
    run(d, acting(1), 0.1);
    expect(run(d, acting(2, { incident: [2, 3] }), MAX_HOLD * 2, true)).toBe(0);
    expect(d.shot.cars).toEqual([1]);
    // The move over, it cuts at once.
    expect(direct(d, acting(2, { incident: [2, 3] }), false, 1 / 30)).toBe(true);
    expect(d.shot).toMatchObject({ kind: 'incident', cars: [2, 3] });
  });

  it('cuts to an incident before the hold is over', () => {
    const d = createDirector();
    run(d, acting(1), 0.1);
    run(d, acting(1), 0.5);
    expect(direct(d, acting(3, { incident: [3, 0] }), false, 1 / 30)).toBe(true);
    expect(d.shot.kind).toBe('incident');
    expect(d.held).toBe(0);
  });

  it('prefers a battle the acting car is in, then the actor, then any battle, then the leader', () => {
    expect(wantedShot(acting(2, { battles: [[0, 1], [2, 3]] }))).toEqual({ kind: 'battle', cars: [2, 3] });
    expect(wantedShot(acting(2, { battles: [[0, 1]] }))).toEqual({ kind: 'action', cars: [2] });
    expect(wantedShot({ ...quiet, battles: [[0, 1]] })).toEqual({ kind: 'battle', cars: [0, 1] });
    expect(wantedShot({ ...quiet, leader: 3 })).toEqual({ kind: 'leader', cars: [3] });
    expect(wantedShot({ ...quiet, leader: null })).toBeNull();
  });

  it('keeps a battle shot while the cars acting are in it', () => {
    const d = createDirector();
    run(d, acting(0, { battles: [[0, 1]] }), 0.1);
    expect(run(d, acting(1, { battles: [[0, 1]] }), MIN_HOLD + 1)).toBe(0);
    expect(d.shot.cars).toEqual([0, 1]);
  });

  it('changes the angle of a shot held longer than MAX_HOLD', () => {
    const d = createDirector();
    run(d, quiet, 0.1);
    const angle = d.shot.angle;
    expect(run(d, quiet, MAX_HOLD + 0.2)).toBe(1);
    expect(d.shot.cars).toEqual([0]);
    expect(d.shot.angle).not.toBe(angle);
  });
});

describe('battles and neighbours', () => {
  it('groups cars close together, the closest group first', () => {
    // Cars 0 and 3 are 1 apart; 1 and 2 are 3 apart; car 4 is alone at the back.
    expect(battlesOf([20, 10, 7, 19, 0], 3)).toEqual([[0, 3], [1, 2]]);
    expect(battlesOf([20, 10, 0], 3)).toEqual([]);
    expect(battlesOf([5, 5, 5], 0)).toEqual([[0, 1, 2]]);
  });

  it('names the cars just ahead and just behind', () => {
    expect(neighboursOf([2, 0, 1], 0)).toEqual([2, 1]);
    expect(neighboursOf([2, 0, 1], 2)).toEqual([0]);
    expect(neighboursOf([2, 0, 1], 5)).toEqual([]);
  });
});
