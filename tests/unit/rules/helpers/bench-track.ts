/**
 * The track the benchmark and the bot tests race on until the track builder's
 * presets exist: a 48-space oval with chicanes and switches in both lanes.
 */
import type { LaneGraph } from '../../../../src/track/lane-graph-types';
import { makeOvalGraph } from './graphs';

let cached: LaneGraph | null = null;

export function benchTrack(): LaneGraph {
  cached ??= makeOvalGraph({
    lapLength: 48,
    chicanes: [
      [0, 10, 'normal'],
      [1, 10, 'normal'],
      [1, 20, 'dangerous'],
      [0, 21, 'dangerous'],
      [0, 33, 'dangerous'],
      [1, 34, 'normal'],
      [0, 42, 'normal'],
    ],
    switches: [
      [0, 6],
      [1, 6],
      [0, 15],
      [1, 14],
      [1, 25],
      [0, 28],
      [0, 38],
      [1, 39],
    ],
  });
  return cached;
}
