import { create } from 'zustand';
import { debugFromSearch, drawFromSearch, modeFromSearch, renderQualityFromSearch, type Draw, type Mode, type RenderQuality } from './mode';

export interface AppState {
  readonly mode: Mode;
  readonly debug: boolean;
  readonly quality: RenderQuality;
  /** `?draw=always` keeps Build drawing every frame (the frame-time benchmark). */
  readonly draw: Draw;
  /** The library drawer (src/ui/library) is open; it loads when first opened. */
  readonly libraryOpen: boolean;
  /** The presentation view for a class (`?present`): no side panel, large type, stepping with a clicker's keys. */
  readonly presenting: boolean;
  setPresenting(on: boolean): void;
  setMode(mode: Mode): void;
  setLibraryOpen(open: boolean): void;
  /** "How to play" and the glossary of every game (src/ui/help), loaded when first opened. */
  readonly helpOpen: boolean;
  setHelpOpen(open: boolean): void;
}

const search = typeof window === 'undefined' ? '' : window.location.search;

/** App-wide state that joins the layers: which mode is shown, debug switches. */
export const useAppStore = create<AppState>()((set) => ({
  mode: modeFromSearch(search),
  debug: debugFromSearch(search),
  quality: renderQualityFromSearch(search),
  draw: drawFromSearch(search),
  libraryOpen: false,
  presenting: typeof window !== 'undefined' && new URLSearchParams(search).has('present'),
  setPresenting(on) {
    set({ presenting: on });
  },
  setLibraryOpen(open) {
    set({ libraryOpen: open, ...(open ? { helpOpen: false } : {}) });
  },
  helpOpen: false,
  setHelpOpen(open) {
    set({ helpOpen: open, ...(open ? { libraryOpen: false } : {}) });
  },
  setMode(mode) {
    set({ mode });
    if (typeof window !== 'undefined') {
      // Keep the mode in the URL so a reload (or a shared link) opens the same mode.
      const url = new URL(window.location.href);
      url.searchParams.set('mode', mode);
      window.history.replaceState(null, '', url);
    }
  },
}));
