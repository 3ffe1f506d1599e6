/**
 * Learn mode's store: the lesson being shown or edited, the step on screen and
 * the teacher's "what if" roll. Every change goes through the lesson file and
 * is re-run by the rules core; nothing here decides a rule.
 */
import { loadLearn, saveLearn } from './autosave';
import { create } from 'zustand';
import type { GameState } from '../../../rules/start-frei';
import type { SpaceId } from '../../../track';
import { appendAction, emptyLesson, placeCar, recordMove, undoAction, withCar, withPosition, addCar, removeCar, type Car } from './lesson-build';
import { LESSON_SUMMARY_CHARS, LESSON_TITLE_CHARS, type LessonFile } from './lesson-schema';
import type { RollChoice } from './reach';
import { resolveTrack } from './lesson-track';
import { diceUsedBy, openSession, thrown, type Session } from './session';
import { describeChange } from './change';
import type { Action, Position } from '../../../rules/start-frei';

export interface LearnState {
  readonly session: Session | null;
  /** Index into the run's frames. */
  readonly step: number;
  readonly choice: RollChoice;
  /** Where the lesson came from (a shipped lesson id, a file, a link, or "new"). */
  readonly source: string;
  /** A load that was refused (shown with role="alert"); the current lesson stays. */
  readonly error: string | null;
  /** A change the core refused, or what just happened (shown with role="status"). */
  readonly notice: string | null;
  /** What the teacher's last edit of the position changed and what it means now (the caption says it in place of the lesson's words). */
  readonly changed: string | null;
  /** The position was edited since the lesson was opened: the lesson's own notes no longer fit it. */
  readonly edited: boolean;
  open(lesson: LessonFile, source: string): boolean;
  refuse(message: string): void;
  newLesson(preset: string): void;
  setStep(step: number): void;
  stepBy(delta: number): void;
  setChoice(change: Partial<RollChoice>): void;
  editCar(index: number, change: Partial<Car>): void;
  moveCar(index: number, space: SpaceId): void;
  addCar(): void;
  removeCar(index: number): void;
  setTurn(turn: Position['turn']): void;
  setMeta(meta: { title?: string; summary?: string }): void;
  play(switches: readonly SpaceId[]): void;
  perform(action: Action): void;
  undo(): void;
  fromStep(): void;
  dismiss(): void;
}

export const DEFAULT_CHOICE: RollChoice = { die: 2, plan: null, boost: 1 };

/** The state after all recorded actions (what the next roll starts from). */
export function endState(session: Session | null): GameState | null {
  if (!session) return null;
  const r = session.run;
  return r.ok ? r.end : (r.start ?? null);
}

export const useLearnStore = create<LearnState>()((set, get) => {
  /** Replaces the lesson; shows the last step when `toEnd`, else the first. */
  const replace = (lesson: LessonFile, toEnd: boolean | number, notice: string | null = null): boolean => {
    const r = openSession(lesson);
    if (!r.ok) {
      set({ notice: `Not possible: ${r.error}` });
      return false;
    }
    const frames = r.session.run.frames ?? [];
    // A number: show the step just before that action's first step.
    const step = typeof toEnd === 'number' ? Math.max(0, frames.findIndex((f) => f.action >= toEnd) - 1) : toEnd ? frames.length - 1 : 0;
    set({ session: r.session, step: Math.max(0, step), notice: r.session.run.ok ? notice : `This lesson stops early: ${r.session.run.error}` });
    return true;
  };
  const lesson = (): LessonFile | null => get().session?.lesson ?? null;
  /** An edit of the position: replaced, then the caption says what changed. */
  const edit = (next: LessonFile): void => {
    const before = get().session;
    if (!replace(next, false) || !before) return;
    const after = get().session!;
    const a = before.run.start;
    const b = after.run.start;
    if (!a || !b) return;
    let text = '';
    try {
      text = describeChange(after.graph, a, b);
    } catch {
      text = '';
    }
    if (text) set({ changed: text, edited: true });
  };
  return {
    session: null,
    step: 0,
    choice: DEFAULT_CHOICE,
    source: '',
    error: null,
    notice: null,
    changed: null,
    edited: false,
    open(l, source) {
      const r = openSession(l);
      if (!r.ok) {
        set({ error: `The lesson was not opened: ${r.error}` });
        return false;
      }
      set({ session: r.session, step: 0, source, error: null, notice: r.session.run.ok ? null : `This lesson stops early: ${r.session.run.error}`, choice: DEFAULT_CHOICE, changed: null, edited: false });
      return true;
    },
    refuse(message) {
      set({ error: message });
    },
    newLesson(preset) {
      const track = { preset };
      let t: ReturnType<typeof resolveTrack>;
      try {
        t = resolveTrack(track);
      } catch (error) {
        t = { ok: false, error: thrown(error) };
      }
      if (!t.ok) {
        set({ error: `The track was not opened: ${t.error}` });
        return;
      }
      get().open(emptyLesson(track, t.graph), 'new');
    },
    setStep(step) {
      const n = get().session?.run.frames?.length ?? 1;
      set({ step: Math.max(0, Math.min(n - 1, step)) });
    },
    stepBy(delta) {
      get().setStep(get().step + delta);
    },
    setChoice(change) {
      set({ choice: { ...get().choice, ...change } });
    },
    editCar(index, change) {
      const l = lesson();
      if (l) edit(withCar(l, index, change));
    },
    moveCar(index, space) {
      const l = lesson();
      if (l) edit(placeCar(l, index, space));
    },
    addCar() {
      const l = lesson();
      const s = get().session;
      if (l && s) edit(addCar(l, s.graph));
    },
    removeCar(index) {
      const l = lesson();
      if (l) edit(removeCar(l, index));
    },
    setTurn(turn) {
      const l = lesson();
      if (!l) return;
      const { turn: _old, ...rest } = l.position;
      edit(withPosition(l, turn ? { ...rest, turn } : rest));
    },
    setMeta(meta) {
      const s = get().session;
      if (!s) return;
      // Bounded as the lesson schema is, so a saved lesson always opens again.
      const bounded = {
        ...(meta.title !== undefined ? { title: meta.title.slice(0, LESSON_TITLE_CHARS) || 'Lesson' } : {}),
        ...(meta.summary !== undefined ? { summary: meta.summary.slice(0, LESSON_SUMMARY_CHARS) } : {}),
      };
      set({ session: { ...s, lesson: { ...s.lesson, ...bounded } } });
    },
    play(switches) {
      const s = get().session;
      const end = endState(s);
      if (!s || !end) return;
      const r = recordMove(s.lesson, end, get().choice, switches);
      if (!r.ok) set({ notice: `Not possible: ${r.error}` });
      else replace(r.lesson, s.lesson.actions.length);
    },
    perform(action) {
      const s = get().session;
      const end = endState(s);
      if (!s || !end) return;
      const r = appendAction(s.lesson, end, action);
      if (!r.ok) set({ notice: `Not possible: ${r.error}` });
      else replace(r.lesson, true);
    },
    undo() {
      const s = get().session;
      if (!s || s.lesson.actions.length === 0) return;
      replace(undoAction(s.lesson, (actions) => diceUsedBy(s, actions.length)), true);
    },
    fromStep() {
      const s = get().session;
      const frame = s?.run.frames?.[get().step];
      if (!s || !frame) return;
      const shown = get().step;
      const cars = s.lesson.position.cars.map((c, i) => {
        const v = frame.cars[i]!;
        return { ...c, space: v.space, lane: undefined, gear: v.gear, coins: v.coins, drs: v.drs.slice() };
      });
      if (replace(withPosition(s.lesson, { ...s.lesson.position, cars, drsPile: undefined }), false, 'The position of this step is now the starting position.')) set({ changed: `You made the position of step ${shown + 1} the start.`, edited: true });
    },
    dismiss() {
      set({ error: null, notice: null });
    },
  };
});

// Every change of the lesson or of the step shown is kept (autosave.ts).
useLearnStore.subscribe((s, prev) => {
  if (!s.session || (s.session === prev.session && s.step === prev.step && s.source === prev.source)) return;
  const failed = saveLearn({ lesson: s.session.lesson, source: s.source, step: s.step });
  if (failed && failed !== s.notice) useLearnStore.setState({ notice: failed });
});

/** Opens the lesson saved last (after a reload); false when there is none or it no longer opens. */
export function restoreLearn(): boolean {
  const saved = loadLearn();
  if (!saved) return false;
  const st = useLearnStore.getState();
  if (!st.open(saved.lesson, saved.source)) {
    useLearnStore.setState({ error: null });
    return false;
  }
  const frames = useLearnStore.getState().session?.run.frames ?? [];
  useLearnStore.setState({ step: Math.min(saved.step, Math.max(0, frames.length - 1)) });
  return true;
}

/** The caption on screen: the rule, the words and the teacher's note, or, at the start of a position the teacher changed, what changed and who is to move. */
export function shownCaption(s: Pick<LearnState, 'session' | 'step' | 'changed' | 'edited'>): { rule: string; text: string; note: string | null } | null {
  const frame = s.session?.run.frames?.[s.step];
  if (!s.session || !frame) return null;
  const note = s.edited ? null : (s.session.lesson.notes[frame.action] ?? null);
  if (frame.action === -1 && s.changed) {
    const start = s.session.run.start;
    const t = start?.turn;
    const who = !start ? '' : t ? ` ${start.names[t.player]} is to move.` : ' No car is to move.';
    // A change of turn has said who is to move already.
    return { rule: 'You changed the position', text: s.changed.includes(who.trim().replace(/\.$/, '')) ? s.changed : `${s.changed}${who}`, note: null };
  }
  return { rule: frame.rule ? `Rule: “${frame.rule}”` : 'The position', text: frame.caption, note };
}
