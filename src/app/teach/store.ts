/**
 * The teaching view's store: the position shown (position.ts), the moves
 * played "to show what else could have happened" with an Undo, files in and
 * out (scenario version 2), and the autosave. Every move goes through the
 * shell's `applyMove`, so through the game's `apply`; a refusal is said,
 * never applied. A file that does not open leaves the position as it was.
 */
import { create } from 'zustand';
import { GAME_TITLES, type GameId, type Seat } from '../../rules/core';
import { gameById } from '../../rules/registry';
import { parseJsonText } from '../../track';
import { loadText, saveText } from '../storage';
import { useAppStore } from '../store';
import type { PlaySession } from '../play/session';
import { useLearnGame } from './choice';
import { branch, laterMoves, openScenario, openSetup, scenarioFileOf, scenarioOfFrames, seekTo, shownFrame, type TeachPosition } from './position';
import type { GameLesson } from './lesson';

/** The lesson open in the teaching view: its frames (a move the teacher plays makes new ones) and the step shown. */
export interface OpenLesson {
  readonly id: string;
  readonly lesson: GameLesson;
  readonly frames: TeachPosition['frames'];
  readonly index: number;
}

/** The lesson step the table shows, or null when the teacher has changed the position or moved off the step. */
export function lessonStepShown(lesson: OpenLesson | null, position: TeachPosition | null): number | null {
  if (!lesson || !position || position.frames !== lesson.frames) return null;
  return lesson.lesson.steps[lesson.index]?.at === position.step ? lesson.index : null;
}

export const TEACH_AUTOSAVE_PREFIX = 'chicane.teach.autosave.';
const AUTOSAVE_FORMAT = 'chicane-teach-autosave';
/** How many positions Undo can go back through. */
export const UNDO_LIMIT = 30;

export interface TeachStore {
  readonly position: TeachPosition | null;
  /** The positions before each move played or file opened, newest last. */
  readonly history: readonly TeachPosition[];
  /** What the last change did, in a sentence (shown beside Undo). */
  readonly notice: string | null;
  readonly error: string | null;
  readonly saveNote: string | null;
  /** The lesson being taught, if any. */
  readonly lesson: OpenLesson | null;
  /** Opens a lesson at its first step. */
  openLesson(id: string, lesson: GameLesson): boolean;
  /** Shows step `index` of the lesson (back on the lesson's own moves if the teacher had changed them). */
  lessonStep(index: number): void;
  closeLesson(): void;
  /** A game's set-up on its first example table. */
  openGame(id: GameId): boolean;
  /** A scenario file's text; a bad file is one line in `error` and the position stays. */
  openFile(text: string, name: string): boolean;
  /** A replay's frames, at step `k` ("Teach from here"). */
  teachFrom(frames: readonly PlaySession[], k: number, title: string): boolean;
  seek(step: number): void;
  stepBy(delta: number): void;
  /** Plays a legal action at the step shown; the later moves are dropped (Undo brings them back). */
  play(seat: Seat, action: { readonly type: string }): boolean;
  undo(): void;
  dismiss(): void;
  /** The position as a scenario file's text. */
  fileText(): string | null;
}

const withHistory = (history: readonly TeachPosition[], p: TeachPosition | null) => (p ? [...history, p].slice(-UNDO_LIMIT) : history);

export const useTeachStore = create<TeachStore>()((set, get) => ({
  position: null,
  history: [],
  notice: null,
  error: null,
  saveNote: null,
  lesson: null,
  openLesson(id, lesson) {
    const first = lesson.steps[0]!;
    const r = openScenario({ ...lesson.scenario, position: first.at });
    if (!r.ok) {
      set({ error: `The lesson “${lesson.title}” does not open: ${r.message}` });
      return false;
    }
    const { position, history } = get();
    set({ position: r.value, history: withHistory(history, position), error: null, notice: null, lesson: { id, lesson, frames: r.value.frames, index: 0 } });
    return true;
  },
  lessonStep(index) {
    const { lesson, position } = get();
    if (!lesson || !position) return;
    const i = Math.max(0, Math.min(lesson.lesson.steps.length - 1, index));
    const at = lesson.lesson.steps[i]!.at;
    const back = position.frames !== lesson.frames;
    set({ lesson: { ...lesson, index: i }, position: { ...position, frames: lesson.frames, step: at }, ...(back ? { notice: 'Back to the lesson.', error: null } : {}) });
  },
  closeLesson() {
    set({ lesson: null, notice: null });
  },
  openGame(id) {
    let game;
    try {
      game = gameById(id);
    } catch {
      set({ error: `${GAME_TITLES[id]} cannot be taught yet.` });
      return false;
    }
    const r = openSetup(game);
    if (!r.ok) {
      set({ error: r.message });
      return false;
    }
    const { position, history } = get();
    set({ position: r.value, history: withHistory(history, position), error: null, lesson: null, notice: position ? `${game.title} from its set-up.` : null });
    return true;
  },
  openFile(text, name) {
    const json = parseJsonText(text, 'the position file');
    const r = json.ok ? openScenario(json.value) : { ok: false as const, message: json.error };
    if (!r.ok) {
      set({ error: `“${name}” was not opened: ${r.message}` });
      return false;
    }
    const { position, history } = get();
    set({ position: r.value, history: withHistory(history, position), error: null, lesson: null, notice: `Opened “${name}”.` });
    return true;
  },
  teachFrom(frames, k, title) {
    const s = scenarioOfFrames(frames, k, title);
    const r = s.ok ? openScenario(s.value) : s;
    if (!r.ok) {
      set({ error: `This replay cannot be taught from: ${r.message}` });
      return false;
    }
    const { position, history } = get();
    set({ position: r.value, history: withHistory(history, position), error: null, lesson: null, notice: `From the replay, ${k === 0 ? 'at the start' : `after move ${k}`}.` });
    return true;
  },
  seek(step) {
    const { position: p, lesson } = get();
    if (!p) return;
    const next = seekTo(p, step);
    // On the lesson's own moves, a step of the lesson at that move becomes the one shown.
    const i = lesson && next.frames === lesson.frames ? lesson.lesson.steps.findIndex((s, k) => s.at === next.step && k >= (lesson.lesson.steps[lesson.index]!.at === next.step ? lesson.index : 0)) : -1;
    set({ position: next, ...(lesson && i >= 0 ? { lesson: { ...lesson, index: i } } : {}) });
  },
  stepBy(delta) {
    const { position: p, lesson } = get();
    if (!p) return;
    // In a lesson the keys step through its steps (as Start Frei's lessons and Replay do); after a change of the teacher's, through the moves.
    if (lesson && p.frames === lesson.frames) {
      const shown = lessonStepShown(lesson, p);
      if (shown === null) {
        // Between steps (the timeline was moved): the nearest step in that direction.
        const steps = lesson.lesson.steps;
        const i = delta > 0 ? steps.findIndex((s) => s.at > p.step) : steps.map((s) => s.at < p.step).lastIndexOf(true);
        if (i >= 0) get().lessonStep(i);
        return;
      }
      get().lessonStep(shown + delta);
      return;
    }
    set({ position: seekTo(p, p.step + delta) });
  },
  play(seat, action) {
    const p = get().position;
    if (!p) return false;
    const r = branch(p, seat, action);
    if (!r.ok) {
      set({ error: r.message });
      return false;
    }
    const dropped = laterMoves(p);
    const f = shownFrame(p);
    const name = f.seats[seat]?.name ?? `Seat ${seat + 1}`;
    let label = 'a move';
    try {
      label = f.client?.actionLabel(f.state, seat, action) ?? label;
    } catch {
      // The plain words stay.
    }
    const inLesson = get().lesson !== null && p.frames === get().lesson?.frames;
    const notice = `${inLesson ? 'You changed the lesson: ' : ''}Played for ${name}: ${label}${dropped > 0 ? `; the ${dropped === 1 ? 'later move was' : `${dropped} later moves were`} dropped` : ''}.`;
    set({ position: r.value, history: withHistory(get().history, p), error: null, notice });
    return true;
  },
  undo() {
    const { history } = get();
    const prev = history[history.length - 1];
    if (!prev) return;
    set({ position: prev, history: history.slice(0, -1), error: null, notice: 'Undone.' });
  },
  dismiss() {
    set({ error: null });
  },
  fileText() {
    const p = get().position;
    return p ? JSON.stringify(scenarioFileOf(p), null, 1) : null;
  },
}));

/** The autosave's text for a position. */
export function serialiseTeach(p: TeachPosition): string {
  return JSON.stringify({ format: AUTOSAVE_FORMAT, v: 1, scenario: scenarioFileOf(p) });
}

/** A position from the autosave's text, or null when there is none that opens. */
export function restoreTeach(text: string | null): TeachPosition | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as { format?: unknown; scenario?: unknown };
    if (v.format !== AUTOSAVE_FORMAT) return null;
    const r = openScenario(v.scenario);
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

/** The position of `game` saved in this browser, or its set-up. */
export function openSavedOrSetup(game: GameId): void {
  const t = loadText(TEACH_AUTOSAVE_PREFIX + game);
  const saved = t.ok ? restoreTeach(t.value) : null;
  if (saved && saved.frames[0]!.game.id === game) useTeachStore.setState({ position: saved, history: [], error: null, notice: null });
  else useTeachStore.getState().openGame(game);
}

/** "Teach from here" of a replay in the shell: opens the teaching view at step `k`, in Learn mode; else the reason, in a sentence. */
export function teachFromHere(frames: readonly PlaySession[], k: number, title: string): string | null {
  const game = frames[0]?.game.id;
  if (!game) return 'There is no game to teach from.';
  if (!useTeachStore.getState().teachFrom(frames, k, title)) {
    const why = useTeachStore.getState().error;
    useTeachStore.setState({ error: null });
    return why ?? 'This replay cannot be taught from.';
  }
  useLearnGame.getState().choose(game, true);
  useAppStore.getState().setMode('learn');
  return null;
}

let saved: TeachPosition | null = null;

/** Autosave: at every change of the position (a step, a move, a file), per game. */
useTeachStore.subscribe((s) => {
  const p = s.position;
  if (!p || p === saved || typeof window === 'undefined') return;
  saved = p;
  const r = saveText(TEACH_AUTOSAVE_PREFIX + p.frames[0]!.game.id, serialiseTeach(p));
  const note = r.ok ? null : `This position is not being saved: ${r.message}.`;
  if (note !== s.saveNote) useTeachStore.setState({ saveNote: note });
});
