/** The station names on the rail map: none covers another name or a station, at the desktop and the phone sizes. */
import { describe, expect, it } from 'vitest';
import { germanyMap } from '../../../src/rail';
import { LABEL_SIZES, layoutLabels, overlap } from '../../../src/scene/rail/label-layout';

const map = germanyMap();

describe('Bahn Frei: the station names on the map', () => {
  for (const [size, sizes] of Object.entries(LABEL_SIZES)) {
    it(`${size}: no name covers another name or a station`, () => {
      const spots = layoutLabels(map, sizes);
      expect(spots).toHaveLength(map.stations.length);
      const meeting: string[] = [];
      for (let i = 0; i < spots.length; i++) {
        for (let j = i + 1; j < spots.length; j++) if (overlap(spots[i]!.box, spots[j]!.box) > 0) meeting.push(`${map.stations[i]!.name} / ${map.stations[j]!.name}`);
        for (const [j, s] of map.stations.entries()) {
          const r = s.hub ? 12 : 9.5;
          if (overlap(spots[i]!.box, { x0: s.x - r, y0: s.y - r, x1: s.x + r, y1: s.y + r }) > 0) meeting.push(`${map.stations[i]!.name} over the station ${map.stations[j]!.name}`);
        }
      }
      expect(meeting).toEqual([]);
    });
  }

  it('keeps a name beside its station where there is room (Kiel to the right, as the map says)', () => {
    const spots = layoutLabels(map);
    const kiel = map.stations.findIndex((s) => s.id === 'kiel');
    expect(spots[kiel]!.anchor).toBe('start');
    expect(spots[kiel]!.leader).toBeNull();
  });
});
