import { beforeEach, describe, expect, it } from 'vitest';
import { emptyLesson, resolveTrack, shownCaption, spacesToChicane, stripSpace, useLearnStore, type LessonFile } from '../../../../src/games/start-frei/lessons';

const spec = { length: 24, chicanes: [[0, 12, 'normal']] as [number, number, 'normal'][], switches: [[0, 10]] as [number, number][] };
const track = { strip: { ...spec } };
const t = resolveTrack(track);
if (!t.ok) throw new Error(t.error);
const graph = t.graph;
const at = (lane: number, pos: number) => stripSpace(spec, lane, pos);

function lesson(): LessonFile {
  const l = emptyLesson(track, graph);
  return {
    ...l,
    summary: 'Red is three spaces before the chicane in orange gear.',
    notes: ['Red rolls exactly into the chicane.'],
    position: { cars: [{ name: 'Red', space: at(0, 9), gear: 'orange', coins: 2 }, { name: 'Yellow', space: at(1, 14) }], turn: { player: 0, card: 4 } },
    actions: [{ type: 'roll' }],
    dice: [3],
  } as LessonFile;
}

const caption = () => shownCaption(useLearnStore.getState());

describe('Learn: the caption follows what the teacher changed', () => {
  beforeEach(() => {
    expect(useLearnStore.getState().open(lesson(), 'test')).toBe(true);
  });

  it('before an edit, the lesson’s own words', () => {
    expect(caption()!.text).toBe('Red is three spaces before the chicane in orange gear. Red is to move.');
    useLearnStore.getState().setStep(1);
    expect(caption()!.note).toBe('Red rolls exactly into the chicane.');
  });

  it('a change of gear: what changed, which die that means, who is to move; the stale summary and notes are gone', () => {
    useLearnStore.getState().editCar(0, { gear: 'red' });
    const c = caption()!;
    expect(c.rule).toBe('You changed the position');
    expect(c.text).toMatch(/^You put Red in red gear \(was orange\): Red now rolls the red die \([\d, ]+\)\. Red is to move\.$/);
    expect(c.text).not.toContain('three spaces before');
    // A move recorded after the edit is captioned by the rules core, with no note of the old lesson.
    useLearnStore.getState().perform({ type: 'roll' });
    const st = useLearnStore.getState();
    expect(st.session!.lesson.actions).toHaveLength(1);
    expect(st.step).toBeGreaterThan(0);
    expect(caption()!.rule).toMatch(/^Rule: “/);
    expect(caption()!.note).toBeNull();
  });

  it('a moved car: where it now stands, and how far the next chicane is', () => {
    useLearnStore.getState().moveCar(0, at(0, 6));
    const ahead = spacesToChicane(graph, at(0, 6));
    expect(ahead).toBe(6);
    expect(caption()!.text).toBe(`You moved Red to the left lane, ${ahead} spaces before the next chicane. Red is to move.`);
  });

  it('whose turn, and a car added; opening a lesson again brings back its own words', () => {
    useLearnStore.getState().setTurn({ player: 1, card: 4 });
    expect(caption()!.text).toBe('Now Yellow is to move (was Red).');
    useLearnStore.getState().addCar();
    expect(caption()!.text).toMatch(/^You added \w+, in the (left|right) lane/);
    useLearnStore.getState().open(lesson(), 'test');
    expect(caption()!.text).toBe('Red is three spaces before the chicane in orange gear. Red is to move.');
  });
});
