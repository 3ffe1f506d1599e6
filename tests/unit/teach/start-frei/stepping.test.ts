import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, previewMove, applyAction, type GameState } from '../../../../src/rules/start-frei';
import { boostOdds, emptyLesson, endState, learnView, overtakeOdds, resolveTrack, stripSpace, useLearnStore, type LessonFile } from '../../../../src/games/start-frei/lessons';

const spec = { length: 24, chicanes: [[0, 12, 'normal']] as [number, number, 'normal'][], switches: [[0, 10]] as [number, number][] };
const track = { strip: { ...spec } };
const t = resolveTrack(track);
if (!t.ok) throw new Error(t.error);
const graph = t.graph;
const at = (lane: number, pos: number) => stripSpace(spec, lane, pos);

function lesson(): LessonFile {
  const l = emptyLesson(track, graph);
  return { ...l, position: { cars: [{ name: 'Red', space: at(0, 9), gear: 'orange', coins: 2 }, { name: 'Yellow', space: at(1, 14) }], turn: { player: 0, card: 4 } } };
}

describe('Learn store: stepping and recording', () => {
  beforeEach(() => {
    expect(useLearnStore.getState().open(lesson(), 'test')).toBe(true);
  });

  it('highlights exactly the ends of the legal moves for the chosen roll', () => {
    useLearnStore.getState().setChoice({ die: 4, plan: null });
    const st = useLearnStore.getState();
    const view = learnView(st.session, st.choice);
    const start = endState(st.session)!;
    const rolled = applyAction({ ...start, forced: [4] } as GameState, { type: 'roll' });
    if (!rolled.ok) throw new Error(rolled.message);
    const legal = legalActions(rolled.state).filter((a) => a.type === 'move');
    expect(view.reach.map((r) => r.option.switches)).toEqual(legal.map((a) => (a.type === 'move' ? a.switches : [])));
    expect(view.reach.map((r) => r.end).sort()).toEqual(previewMove(start, 4).map((o) => o.end).sort());
    // Straight on: too fast into the normal chicane; over the switch: 1 coin.
    expect(view.reach.find((r) => r.option.switches.length === 0)!.label).toBe('stop ↓1');
    expect(view.reach.find((r) => r.option.switches.length === 1)!.label).toBe('−1c');
  });

  it('records a move, steps forward and back one space at a time, and undoes', () => {
    const s = useLearnStore.getState();
    s.setChoice({ die: 3, plan: null });
    s.play([at(0, 10)]);
    const after = useLearnStore.getState();
    expect(after.session!.lesson.actions).toEqual([{ type: 'roll' }, { type: 'move', switches: [at(0, 10)] }]);
    expect(after.session!.lesson.dice).toEqual([3]);
    const frames = after.session!.run.frames!;
    after.setStep(0);
    after.stepBy(1);
    after.stepBy(1);
    expect(useLearnStore.getState().step).toBe(2);
    expect(frames[2]!.cars[0]!.space).toBe(at(0, 10));
    after.stepBy(-5);
    expect(useLearnStore.getState().step).toBe(0);
    after.stepBy(99);
    expect(useLearnStore.getState().step).toBe(frames.length - 1);
    expect(frames.at(-1)!.cars[0]!.space).toBe(at(1, 12));
    useLearnStore.getState().undo();
    useLearnStore.getState().undo();
    expect(useLearnStore.getState().session!.lesson.actions).toEqual([]);
    expect(useLearnStore.getState().session!.lesson.dice).toEqual([]);
  });

  it('dragging a car onto a taken space swaps them and clears recorded moves', () => {
    const s = useLearnStore.getState();
    s.play([]);
    s.moveCar(0, at(1, 14));
    const cars = useLearnStore.getState().session!.lesson.position.cars;
    expect(cars.map((c) => c.space)).toEqual([at(1, 14), at(0, 9)]);
    expect(useLearnStore.getState().session!.lesson.actions).toEqual([]);
  });

  it('keeps the lesson when a position cannot exist', () => {
    const before = useLearnStore.getState().session;
    useLearnStore.getState().editCar(0, { coins: 500 });
    expect(useLearnStore.getState().session).toBe(before);
    expect(useLearnStore.getState().notice).toMatch(/coins/);
  });

  it('gives overtaking chances that add up, from the dice data', () => {
    const st = useLearnStore.getState();
    st.editCar(0, { gear: 'red' });
    const view = learnView(useLearnStore.getState().session, useLearnStore.getState().choice);
    expect(view.plans.length).toBeGreaterThan(0);
    const odds = overtakeOdds(view.end!, 0, view.plans[0]!);
    expect(odds.reduce((n, o) => n + o.ways, 0)).toBe(36);
    const boost = boostOdds(view.end!, 0, view.plans[0]!, 4);
    expect(boost.reduce((n, o) => n + o.ways, 0)).toBe(6);
  });
});
