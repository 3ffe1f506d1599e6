import { describe, expect, it } from 'vitest';
import { emptyLesson, parseLesson, parseLessonText, resolveTrack, serializeLesson } from '../../../../src/games/start-frei/lessons';

const track = { strip: { length: 24, chicanes: [], switches: [] } };
const graph = (() => {
  const t = resolveTrack(track);
  if (!t.ok) throw new Error(t.error);
  return t.graph;
})();

describe('lesson file schema', () => {
  it('round-trips a lesson through its text', () => {
    const lesson = emptyLesson(track, graph);
    const r = parseLessonText(serializeLesson(lesson));
    expect(r).toEqual({ ok: true, lesson });
  });

  it.each([
    ['not JSON', '{"format":', /not JSON/],
    ['another format', JSON.stringify({ format: 'chicane-track', version: 1 }), /^format/],
    ['a future version', JSON.stringify({ ...emptyLesson(track, graph), version: 2 }), /^version/],
    ['one car', JSON.stringify({ ...emptyLesson(track, graph), position: { cars: [{ name: 'Red', space: 1 }] } }), /^position\.cars/],
    ['an unknown action', JSON.stringify({ ...emptyLesson(track, graph), actions: [{ type: 'teleport' }] }), /^actions\.0/],
    ['a bad die', JSON.stringify({ ...emptyLesson(track, graph), dice: ['seven'] }), /^dice\.0/],
    ['a strip without length', JSON.stringify({ ...emptyLesson(track, graph), track: { strip: {} } }), /^track/],
  ])('refuses %s and says where', (_name, text, where) => {
    const r = parseLessonText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(where);
  });

  it('defaults dice, actions and notes', () => {
    const { dice: _d, actions: _a, notes: _n, summary: _s, ...bare } = emptyLesson(track, graph);
    const r = parseLesson(bare);
    expect(r.ok && [r.lesson.dice, r.lesson.actions, r.lesson.notes, r.lesson.summary]).toEqual([[], [], [], '']);
  });
});
