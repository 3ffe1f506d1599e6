/** Keyboard shortcuts of the builder: one list drives both the handler and the help overlay. */
import { builderStore, edits } from '../../app/builder';

export interface Shortcut {
  readonly keys: string;
  readonly what: string;
  readonly match: (e: KeyboardEvent) => boolean;
  readonly run: () => void;
}

const ctrl = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;
const key = (e: KeyboardEvent, k: string) => e.key.toLowerCase() === k;
const api = builderStore;

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Ctrl+Z', what: 'Undo', match: (e) => ctrl(e) && !e.shiftKey && key(e, 'z'), run: () => api.getState().undo() },
  { keys: 'Ctrl+Shift+Z / Ctrl+Y', what: 'Redo', match: (e) => ctrl(e) && ((e.shiftKey && key(e, 'z')) || key(e, 'y')), run: () => api.getState().redo() },
  { keys: 'F', what: 'Flip the selected piece (or the palette piece) to its other side', match: (e) => !ctrl(e) && key(e, 'f'), run: () => edits.flip(api) },
  { keys: 'R', what: 'Turn the selected piece (or the palette piece) end for end; a loose piece turns 15°', match: (e) => !ctrl(e) && key(e, 'r'), run: () => edits.rotate(api) },
  { keys: 'Delete / Backspace', what: 'Delete the selected piece', match: (e) => e.key === 'Delete' || e.key === 'Backspace', run: () => edits.removeSelected(api) },
  { keys: 'Enter / A', what: 'Attach the palette piece at the active open end', match: (e) => (e.key === 'Enter' && !(e.target instanceof HTMLButtonElement)) || (!ctrl(e) && key(e, 'a')), run: () => edits.attach(api) },
  { keys: 'Arrow keys', what: 'Move the selected piece and everything joined to it', match: (e) => e.key.startsWith('Arrow'), run: () => undefined },
  { keys: 'Q / E', what: 'Turn the selected group 15° left / right', match: (e) => !ctrl(e) && (key(e, 'q') || key(e, 'e')), run: () => undefined },
  { keys: 'L', what: 'Close the loop with the pieces that fit', match: (e) => !ctrl(e) && key(e, 'l'), run: () => void edits.closeLoop(api) },
  { keys: 'T', what: 'Top-down view on / off', match: (e) => !ctrl(e) && key(e, 't'), run: () => api.getState().toggleTopDown() },
  { keys: 'Home / 0', what: 'Frame the whole layout', match: (e) => e.key === 'Home' || e.key === '0', run: () => api.getState().frame() },
  { keys: 'Escape', what: 'Clear the selection and the palette piece; close this help', match: (e) => e.key === 'Escape', run: () => undefined },
  { keys: '?', what: 'Show this help', match: (e) => e.key === '?', run: () => api.getState().setHelp(true) },
];

const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** Handles a key press on the page; ignores typing in form fields. */
export function handleShortcut(e: KeyboardEvent): void {
  const t = e.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
  if (t instanceof HTMLElement && t.closest('[role="tablist"]') && e.key.startsWith('Arrow')) return;
  if (e.altKey) return;
  const s = api.getState();
  if (e.key === 'Escape') {
    if (s.helpOpen) s.setHelp(false);
    else {
      s.select(null);
      s.setTool(null);
      s.setHover(null);
    }
    return;
  }
  const arrow = ARROWS[e.key];
  if (arrow) {
    if (!s.selected) return;
    e.preventDefault();
    edits.nudge(api, arrow[0], arrow[1], 0);
    return;
  }
  if (!ctrl(e) && (key(e, 'q') || key(e, 'e'))) {
    edits.nudge(api, 0, 0, key(e, 'q') ? 15 : -15);
    return;
  }
  const hit = SHORTCUTS.find((sc) => sc.match(e));
  if (!hit) return;
  if ((e.key === 'Backspace' || e.key === 'Delete') && !s.selected) return;
  e.preventDefault();
  hit.run();
}
