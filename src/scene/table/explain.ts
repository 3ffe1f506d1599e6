/**
 * What the table explains: a table object names the glossary term it shows (or, for a car, its own words), a tap on
 * it opens one explanation bubble in the shell's HTML overlay and a mouse over it shows the same as a tooltip. This
 * file holds the one shared store of what is explained now, and the pure parts (the words, where the bubble stands).
 */
import { useSyncExternalStore } from 'react';
import type { GlossaryEntry } from '../../games/client';
import { CAR_PALETTE } from '../car-colours';

/** What a table object explains: a glossary term, or its own words under a bold name (a car: its driver and colour). */
export type Explained = { readonly term: string } | { readonly name: string; readonly words: string };

/** An explanation shown at a point of the page (CSS pixels from the viewport's top left). */
export interface ExplainShown {
  readonly what: Explained;
  readonly x: number;
  readonly y: number;
}

interface ExplainState {
  /** The bubble opened by a tap (one at a time), or null. */
  readonly open: ExplainShown | null;
  /** The tooltip under the mouse, or null. */
  readonly hover: ExplainShown | null;
}

let state: ExplainState = { open: null, hover: null };
const listeners = new Set<() => void>();
const set = (next: Partial<ExplainState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};
/** The event that opened the bubble: the nearest object hit by a tap opens it, the ones behind it say nothing. */
let openedBy: Event | null = null;

export const explainStore = {
  get: (): ExplainState => state,
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Opens the bubble for `what` at a tap; a second object hit by the same tap (behind the first) changes nothing. */
  open(what: Explained, x: number, y: number, by?: Event): void {
    if (by && by === openedBy) return;
    openedBy = by ?? null;
    set({ open: { what, x, y }, hover: null });
  },
  close(): void {
    if (state.open || state.hover) set({ open: null, hover: null });
  },
  hover(what: Explained, x: number, y: number): void {
    set({ hover: { what, x, y } });
  },
  /** The mouse left `what`'s object (a tooltip of another object stays). */
  unhover(what: Explained): void {
    if (state.hover && sameExplained(state.hover.what, what)) set({ hover: null });
  },
};

export function useExplain(): ExplainState {
  return useSyncExternalStore(explainStore.subscribe, explainStore.get, explainStore.get);
}

export function sameExplained(a: Explained, b: Explained): boolean {
  return 'term' in a ? 'term' in b && a.term === b.term : 'name' in b && a.name === b.name && a.words === b.words;
}

/** The words a bubble shows for `what`: the name in bold and its explanation from `glossary`; null if the glossary holds no such term. */
export function explainWords(glossary: readonly GlossaryEntry[], what: Explained): { readonly name: string; readonly words: string } | null {
  if ('name' in what) return { name: what.name, words: what.words };
  const t = what.term.toLowerCase();
  const entry = glossary.find((e) => e.term.toLowerCase() === t);
  return entry ? { name: entry.term, words: entry.explanation } : null;
}

/** A colour's name for people ("red"): the palette's name of the nearest car colour. */
export function colourName(hex: string): string {
  const rgb = (h: string) => {
    const m = /^#?([0-9a-f]{6})$/i.exec(h.trim());
    const n = m ? parseInt(m[1]!, 16) : 0;
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
  };
  const [r, g, b] = rgb(hex);
  let best = CAR_PALETTE[0]!;
  let bestD = Infinity;
  for (const c of CAR_PALETTE) {
    const [cr, cg, cb] = rgb(c.hex);
    const d = (cr - r) ** 2 + (cg - g) ** 2 + (cb - b) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best.name.toLowerCase();
}

/** What a car on the table says of itself: who drives it (its label on the table) and its colour. */
export function carExplained(label: string, colour: string): Explained {
  return { name: label, words: `The ${colourName(colour)} car on the table, driven by ${label}.` };
}

/**
 * Where a bubble of `width` × `height` stands for a tap at (`x`, `y`) in a viewport of `vw` × `vh` (CSS pixels): over
 * the point and centred on it when there is room, else under it; always whole inside the viewport, `margin` from its
 * edges (a bubble wider than the viewport starts at the margin).
 */
export function clampBubble(x: number, y: number, width: number, height: number, vw: number, vh: number, margin = 8, gap = 12): { left: number; top: number } {
  const left = Math.max(margin, Math.min(x - width / 2, vw - margin - width));
  const above = y - gap - height;
  const below = y + gap;
  const top = above >= margin ? above : below + height <= vh - margin ? below : Math.max(margin, vh - margin - height);
  return { left, top };
}

/** Whether a pointer that went down and came up `delta` CSS pixels apart was a tap, not a drag of the camera. */
export function isTap(delta: number): boolean {
  return delta <= 8;
}

/** With ?debug: where each explaining object is drawn on the canvas (CSS pixels), by the object, for browser tests. */
export const explainProbe = new Map<string, readonly { readonly term: string; readonly x: number; readonly y: number; readonly inside: boolean }[]>();
