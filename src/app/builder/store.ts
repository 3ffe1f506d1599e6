/**
 * The builder store (zustand): the undo history of the layout, its
 * validation, the chosen palette piece (the "tool"), the selection, the open
 * port being aimed at, camera requests and the announcement line. Views read
 * it and call its actions; they never change the layout themselves.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { TRACK_GAME_IDS, validateLayout, type GameId, type Layout, type PortRef, type ValidationReport } from '../../track';
import { GAME_TITLES } from '../../rules/core';
import { canRedo, canUndo, createHistory, current, execute, redo, undo } from '../history';
import { applyCommand, describeCommand, type BuilderCommand } from './commands';
import type { BuilderHistory, CameraPose } from './session';

export interface Tool {
  readonly type: string;
  readonly side: 'A' | 'B';
  /** Laid against its printing (entered at port 1). */
  readonly reversed: boolean;
}

export interface Message {
  readonly text: string;
  readonly tone: 'info' | 'error';
  /** Changes with every message so the same text is announced again. */
  readonly seq: number;
}

export type CameraRequest =
  | { readonly kind: 'frame'; readonly pieces: readonly string[]; readonly seq: number }
  | { readonly kind: 'top'; readonly seq: number }
  | { readonly kind: 'restore'; readonly pose: CameraPose; readonly seq: number };

export interface BuilderState {
  readonly history: BuilderHistory;
  readonly layout: Layout;
  readonly report: ValidationReport;
  readonly tool: Tool | null;
  readonly selected: string | null;
  /** The open port a click or Enter attaches to (the end the user is building from). */
  readonly active: PortRef | null;
  /** The port under the pointer or keyboard focus: the ghost preview is drawn there. */
  readonly hover: PortRef | null;
  readonly message: Message | null;
  /** What an older file lost when it was migrated on load; stays until dismissed or another layout is loaded. */
  readonly notice: string | null;
  readonly storageError: string | null;
  /** What the autosave had to leave out to fit (the layout itself is saved); null when it kept everything. */
  readonly storageNote: string | null;
  readonly camera: CameraPose | null;
  readonly cameraRequest: CameraRequest | null;
  readonly topDown: boolean;
  readonly helpOpen: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** A toast offering to undo a change that replaced the whole table (game switch, preset, shared link); gone after the next edit. */
  readonly toast: Toast | null;
  /** The last share link made for this layout (shown for copying); gone after the next edit. */
  readonly shareLink: string | null;
}

export interface Toast {
  readonly text: string;
  readonly seq: number;
}

export interface BuilderActions {
  run(command: BuilderCommand, after?: Partial<Pick<BuilderState, 'selected' | 'active'>>): boolean;
  undo(): void;
  redo(): void;
  say(text: string, tone?: Message['tone']): void;
  setNotice(text: string | null): void;
  setTool(tool: Tool | null): void;
  select(id: string | null): void;
  setActive(port: PortRef | null): void;
  setHover(port: PortRef | null): void;
  frame(pieces?: readonly string[]): void;
  toggleTopDown(): void;
  setCamera(pose: CameraPose): void;
  setHelp(open: boolean): void;
  setStorageError(message: string | null): void;
  setStorageNote(message: string | null): void;
  reset(history: BuilderHistory, camera: CameraPose | null, message?: string): void;
  /** Shows a toast with "Undo" for the change just made (the last step of the history). */
  offerUndo(text: string): void;
  /** The toast's "Undo": undoes the change it offered, once. */
  undoFromToast(): void;
  dismissToast(): void;
}

export type BuilderStore = BuilderState & BuilderActions;

let seq = 0;
const next = () => ++seq;

function derived(history: BuilderHistory) {
  const layout = current(history);
  return { history, layout, report: validateLayout(layout), canUndo: canUndo(history), canRedo: canRedo(history) };
}

/** Keeps selection and aim only while they still name a piece of the layout. */
function keep(layout: Layout, s: Pick<BuilderState, 'selected' | 'active' | 'hover'>) {
  const has = (id: string | undefined) => id !== undefined && layout.pieces.some((p) => p.id === id);
  return {
    selected: s.selected !== null && has(s.selected) ? s.selected : null,
    active: s.active && has(s.active.piece) ? s.active : null,
    hover: s.hover && has(s.hover.piece) ? s.hover : null,
  };
}

export function createBuilderStore(initial: Layout, camera: CameraPose | null = null): StoreApi<BuilderStore> {
  return createStore<BuilderStore>()((set, get) => ({
    ...derived(createHistory<Layout, BuilderCommand>(initial)),
    tool: null,
    selected: null,
    active: null,
    hover: null,
    message: null,
    notice: null,
    storageError: null,
    storageNote: null,
    camera,
    cameraRequest: camera ? { kind: 'restore', pose: camera, seq: next() } : { kind: 'frame', pieces: [], seq: next() },
    topDown: false,
    helpOpen: false,
    toast: null,
    shareLink: null,

    run(command, after) {
      const before = get().layout;
      const r = execute(get().history, command, applyCommand);
      if (!r.ok) {
        get().say(`Not done: ${r.message}`, 'error');
        return false;
      }
      const d = derived(r.history);
      set({
        ...d,
        ...keep(d.layout, { ...get(), ...after }),
        ...(command.kind === 'load' ? { notice: null } : {}),
        toast: null,
        shareLink: null,
        message: { text: `${capital(describeCommand(before, command))}.`, tone: 'info', seq: next() },
      });
      return true;
    },
    undo() {
      const s = get();
      if (!s.canUndo) return s.say('Nothing to undo.');
      const command = s.history.commands[s.history.index - 1]!;
      const d = derived(undo(s.history));
      set({ ...d, ...keep(d.layout, s), toast: null, message: { text: `Undone: ${describeCommand(d.layout, command)}.`, tone: 'info', seq: next() } });
    },
    redo() {
      const s = get();
      if (!s.canRedo) return s.say('Nothing to redo.');
      const command = s.history.commands[s.history.index]!;
      const d = derived(redo(s.history));
      set({ ...d, ...keep(d.layout, s), toast: null, message: { text: `Redone: ${describeCommand(s.layout, command)}.`, tone: 'info', seq: next() } });
    },
    say(text, tone = 'info') {
      set({ message: { text, tone, seq: next() } });
    },
    setNotice(text) {
      set({ notice: text });
    },
    setTool(tool) {
      set({ tool });
    },
    select(id) {
      set({ selected: id });
    },
    setActive(port) {
      set({ active: port });
    },
    setHover(port) {
      set({ hover: port });
    },
    frame(pieces = []) {
      set({ cameraRequest: { kind: 'frame', pieces, seq: next() }, topDown: false });
    },
    toggleTopDown() {
      const topDown = !get().topDown;
      set({ topDown, cameraRequest: topDown ? { kind: 'top', seq: next() } : { kind: 'frame', pieces: [], seq: next() } });
    },
    setCamera(pose) {
      set({ camera: pose });
    },
    setHelp(open) {
      set({ helpOpen: open });
    },
    setStorageError(message) {
      set({ storageError: message });
    },
    setStorageNote(message) {
      set({ storageNote: message });
    },
    offerUndo(text) {
      set({ toast: { text, seq: next() } });
    },
    undoFromToast() {
      if (!get().toast) return;
      get().undo();
      get().frame();
    },
    dismissToast() {
      set({ toast: null });
    },
    reset(history, cam, message) {
      const d = derived(history);
      set({
        ...d,
        toast: null,
        selected: null,
        active: null,
        hover: null,
        camera: cam,
        cameraRequest: cam ? { kind: 'restore', pose: cam, seq: next() } : { kind: 'frame', pieces: [], seq: next() },
        ...(message ? { message: { text: message, tone: 'info' as const, seq: next() } } : {}),
      });
    },
  }));
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Games in palette order, with their names as players know them. */
export const GAME_NAMES: Record<GameId, string> = Object.fromEntries(TRACK_GAME_IDS.map((id) => [id, GAME_TITLES[id]])) as Record<GameId, string>;
