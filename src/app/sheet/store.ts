/**
 * The build sheet's and the box check's state: whether the sheet is open,
 * whether it carries the 1:1 template, and what the player owns per game
 * (kept in this browser through a schema, so a damaged save is ignored).
 */
import { z } from 'zod';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { TRACK_GAME_IDS, parseJsonText, type GameId } from '../../track';
import { loadText, saveText } from '../storage';
import { ownedSchema, type Owned } from './parts';

export const OWNED_KEY = 'chicane.boxes';

const savedSchema = z.object({ version: z.literal(1), owned: z.partialRecord(z.enum(TRACK_GAME_IDS), ownedSchema) });

export interface SheetState {
  readonly open: boolean;
  readonly template: boolean;
  readonly owned: Partial<Record<GameId, Owned>>;
  /** Why the saved boxes were not restored or could not be saved; null when all is well. */
  readonly storageNote: string | null;
  setOpen(open: boolean): void;
  setTemplate(on: boolean): void;
  setOwned(game: GameId, owned: Owned): void;
}

function restore(): { owned: Partial<Record<GameId, Owned>>; note: string | null } {
  const saved = loadText(OWNED_KEY);
  if (!saved.ok || saved.value === null) return { owned: {}, note: null };
  const json = parseJsonText(saved.value, 'the saved boxes');
  const parsed = json.ok ? savedSchema.safeParse(json.value) : null;
  if (!parsed?.success) return { owned: {}, note: 'The boxes saved in this browser could not be read: starting from one box.' };
  return { owned: parsed.data.owned, note: null };
}

const start = typeof window === 'undefined' ? { owned: {}, note: null } : restore();

export const sheetStore = createStore<SheetState>()((set, get) => ({
  open: false,
  template: false,
  owned: start.owned,
  storageNote: start.note,
  setOpen(open) {
    set({ open });
  },
  setTemplate(template) {
    set({ template });
  },
  setOwned(game, owned) {
    const checked = ownedSchema.safeParse(owned);
    if (!checked.success) return;
    const all = { ...get().owned, [game]: checked.data };
    const r = saveText(OWNED_KEY, JSON.stringify({ version: 1, owned: all }));
    set({ owned: all, storageNote: r.ok ? null : r.message });
  },
}));

export function useSheet<T>(selector: (s: SheetState) => T): T {
  return useStore(sheetStore, selector);
}

/** What the player owns for a game: one box unless they said otherwise. */
export function ownedFor(owned: Partial<Record<GameId, Owned>>, game: GameId): Owned {
  return owned[game] ?? { kind: 'boxes', boxes: 1 };
}
