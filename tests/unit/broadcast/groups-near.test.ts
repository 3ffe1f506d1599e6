import { describe, expect, it } from 'vitest';
import { groupsNear } from '../../../src/scene/broadcast/story';

describe("the director's battles for any game: tokens near one another on the table", () => {
  it('groups tokens within reach of each other (a chain counts), the tightest group first, and leaves lone tokens out', () => {
    const points = [
      { x: 0, z: 0 },
      { x: 1.5, z: 0 },
      { x: 3, z: 0 },
      { x: 20, z: 0 },
      { x: 10, z: 0 },
      { x: 10.5, z: 0 },
    ];
    expect(groupsNear(points, 2)).toEqual([
      [4, 5],
      [0, 1, 2],
    ]);
  });

  it('finds no battle when every token stands alone', () => {
    expect(groupsNear([{ x: 0, z: 0 }, { x: 5, z: 5 }], 2)).toEqual([]);
  });
});
