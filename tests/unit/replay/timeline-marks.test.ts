import { describe, expect, it } from 'vitest';
import { groupMarks } from '../../../src/ui/replay/Timeline';
import { MARK_ROOM } from '../../../src/ui/broadcast/mark-room';

const m = (kind: 'overtake' | 'chicane' | 'lap' | 'finish', step: number) => ({ kind, step, label: `${kind} at ${step}` });

describe('the timeline groups marks by the room they take on the bar', () => {
  it('keeps marks apart that have room, of any kind', () => {
    const g = groupMarks([m('lap', 0), m('chicane', 50), m('overtake', 100)], 100, 1000);
    expect(g.map((x) => [x.kind, x.step])).toEqual([
      ['lap', 0],
      ['chicane', 50],
      ['overtake', 100],
    ]);
  });

  it('draws marks of different kinds too close together as one, the incident before the lap, with every label', () => {
    const g = groupMarks([m('lap', 10), m('overtake', 11), m('chicane', 12), m('finish', 100)], 100, 200);
    expect(g.map((x) => x.kind)).toEqual(['overtake', 'finish']);
    expect(g[0]!.labels).toEqual(['lap at 10', 'overtake at 11', 'chicane at 12']);
    expect(g[0]!.step).toBe(10);
  });

  it('leaves at least MARK_ROOM pixels between the middles of any two marks drawn, on a short bar', () => {
    const marks = Array.from({ length: 300 }, (_, i) => m(i % 3 === 0 ? 'chicane' : 'overtake', i * 1.6));
    const width = 250;
    const g = groupMarks(marks, 479, width);
    const px = g.map((x) => (x.step / 479) * width);
    for (let i = 1; i < px.length; i++) expect(px[i]! - px[i - 1]!).toBeGreaterThanOrEqual(MARK_ROOM);
    expect(g.reduce((n, x) => n + x.labels.length, 0)).toBe(300);
  });
});
