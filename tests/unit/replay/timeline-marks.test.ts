import { describe, expect, it } from 'vitest';
import { groupByRoom, MARK_ROOM } from '../../../src/ui/broadcast/mark-room';

// The marks under the shell's replay slider (src/ui/play/PlaybackMarks.tsx) group the moments this way, for every game.
const m = (incident: boolean, step: number) => ({ incident, step, text: `${incident ? 'incident' : 'moment'} at ${step}` });

describe('the timeline groups marks by the room they take on the bar', () => {
  it('keeps marks apart that have room, of any kind', () => {
    const g = groupByRoom([m(false, 0), m(true, 50), m(true, 100)], 100, 1000);
    expect(g.map((x) => x.step)).toEqual([0, 50, 100]);
  });

  it('draws marks too close together as one, with every moment in it', () => {
    const g = groupByRoom([m(false, 10), m(true, 11), m(true, 12), m(false, 100)], 100, 200);
    expect(g.map((x) => x.items.length)).toEqual([3, 1]);
    expect(g[0]!.items.map((x) => x.text)).toEqual(['moment at 10', 'incident at 11', 'incident at 12']);
    expect(g[0]!.step).toBe(10);
  });

  it('leaves at least MARK_ROOM pixels between the middles of any two marks drawn, on a short bar', () => {
    const marks = Array.from({ length: 300 }, (_, i) => m(i % 3 === 0, i * 1.6));
    const width = 250;
    const g = groupByRoom(marks, 479, width);
    const px = g.map((x) => (x.step / 479) * width);
    for (let i = 1; i < px.length; i++) expect(px[i]! - px[i - 1]!).toBeGreaterThanOrEqual(MARK_ROOM);
    expect(g.reduce((n, x) => n + x.items.length, 0)).toBe(300);
  });
});
