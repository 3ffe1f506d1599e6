/**
 * How a Bahn Frei game is shown in the shell: the 3D table or the flat map
 * (an SVG, easier to read on a phone). Wide screens start on the table,
 * narrow ones on the flat map; the choice is remembered.
 */
import { z } from 'zod';
import { create } from 'zustand';
import { loadText, saveText } from '../storage';

export const RAIL_VIEW_KEY = 'chicane.bahn.view';
const viewSchema = z.enum(['table', 'map']);
export type RailView = z.infer<typeof viewSchema>;

function initial(): RailView {
  if (typeof window === 'undefined') return 'map';
  const t = loadText(RAIL_VIEW_KEY);
  const r = viewSchema.safeParse(t.ok ? t.value : null);
  if (r.success) return r.data;
  return window.innerWidth > 720 ? 'table' : 'map';
}

export const useRailView = create<{ view: RailView; setView(view: RailView): void }>()((set) => ({
  view: initial(),
  setView(view) {
    saveText(RAIL_VIEW_KEY, view);
    set({ view });
  },
}));
