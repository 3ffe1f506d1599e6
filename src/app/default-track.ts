import { loadPreset, type Layout } from '../track';

/** The layout a newcomer sees first: the rulebook's track for the first game. */
export const DEFAULT_PRESET = 'the-oval';

export function defaultLayout(): Layout {
  const r = loadPreset(DEFAULT_PRESET);
  if (!r.ok) throw new Error(`the default preset does not load: ${r.error}`);
  return r.layout;
}
