/**
 * The quality choice (Auto, High, Medium, Low) and the level drawn now, kept
 * in browser storage so a reload keeps both the choice and where Auto
 * settled (the next visit starts there instead of at High again).
 */
import { create } from 'zustand';
import { z } from 'zod';
import { QUALITY_CHOICES, QUALITY_LEVELS, type QualityChoice, type QualityLevel } from '../../scene/quality/levels';
import { loadText, saveText } from '../storage';

export const QUALITY_STORAGE_KEY = 'chicane.quality';

export const SavedQualitySchema = z.object({
  version: z.literal(1),
  choice: z.enum(QUALITY_CHOICES),
  autoLevel: z.enum(QUALITY_LEVELS),
  /** Auto has seen this machine draw High fast, so its canvas is made with antialiasing (absent: not yet). */
  smooth: z.boolean().optional(),
});
export type SavedQuality = z.infer<typeof SavedQualitySchema>;

export const DEFAULT_QUALITY: SavedQuality = { version: 1, choice: 'auto', autoLevel: 'high' };

/** Reads the saved choice; anything unreadable gives the default and says so in one line. */
export function readSavedQuality(text: string | null): { saved: SavedQuality; note: string | null } {
  if (text === null) return { saved: DEFAULT_QUALITY, note: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { saved: DEFAULT_QUALITY, note: 'The saved quality choice was not readable, so Auto is used.' };
  }
  const parsed = SavedQualitySchema.safeParse(value);
  return parsed.success ? { saved: parsed.data, note: null } : { saved: DEFAULT_QUALITY, note: 'The saved quality choice was not one Chicane knows, so Auto is used.' };
}

export interface QualityState {
  readonly choice: QualityChoice;
  /** Where Auto starts: where it settled last. */
  readonly autoLevel: QualityLevel;
  /** Auto may make its canvas with antialiasing: it has seen this machine draw High fast (and not fall back to Low since). */
  readonly smooth: boolean;
  /** The level drawn now (told by the stage). */
  readonly level: QualityLevel;
  /** A problem reading or saving the choice, in one plain line. */
  readonly note: string | null;
  choose(choice: QualityChoice): void;
  /** The stage tells the level it draws at; under Auto it is remembered for the next visit (unless `remember` is false: `?render=low`). */
  drawnAt(level: QualityLevel, remember?: boolean): void;
  /** Auto drew High fast: antialiasing from now on (remembered). */
  provedSmooth(): void;
}

function save(state: Pick<QualityState, 'choice' | 'autoLevel' | 'smooth'>): string | null {
  const r = saveText(QUALITY_STORAGE_KEY, JSON.stringify({ version: 1, choice: state.choice, autoLevel: state.autoLevel, smooth: state.smooth } satisfies SavedQuality));
  return r.ok ? null : `The quality choice is kept until the page is closed: ${r.message}.`;
}

export function createQualityStore() {
  const loaded = loadText(QUALITY_STORAGE_KEY);
  const { saved, note } = readSavedQuality(loaded.ok ? loaded.value : null);
  return create<QualityState>()((set, get) => ({
    choice: saved.choice,
    autoLevel: saved.autoLevel,
    smooth: saved.smooth ?? false,
    level: saved.choice === 'auto' ? saved.autoLevel : saved.choice,
    note,
    choose(choice) {
      const next = { choice, autoLevel: get().autoLevel, smooth: get().smooth };
      set({ ...next, note: save(next) });
    },
    drawnAt(level, remember = true) {
      const s = get();
      if (s.choice !== 'auto' || !remember || s.autoLevel === level) {
        if (s.level !== level) set({ level });
        return;
      }
      // Falling back to Low: this machine cannot afford antialiasing after all (the next visit's canvas goes without).
      const next = { choice: s.choice, autoLevel: level, smooth: s.smooth && level !== 'low' };
      set({ level, autoLevel: level, smooth: next.smooth, note: save(next) });
    },
    provedSmooth() {
      const s = get();
      if (s.smooth) return;
      const next = { choice: s.choice, autoLevel: s.autoLevel, smooth: true };
      set({ smooth: true, note: save(next) });
    },
  }));
}

export const useQualityStore = createQualityStore();
