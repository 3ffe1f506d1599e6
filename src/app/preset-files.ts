/**
 * The preset layouts as the browser app loads them: their names and titles
 * (track/preset-names.ts) and the default table at once, the other files
 * when one of them is first opened (track/presets.ts, in a chunk of its own;
 * the CLI, the rules and the tests import that module directly). The app's
 * first screen should not carry a dozen layouts nobody opened yet.
 */
import { PRESET_NAMES, presetTitle, type ParseResult } from '../track';
import theOval from '../../public/tracks/the-oval.json';

export { PRESET_NAMES, presetTitle };

/** The layout a newcomer sees first: the rulebook's track for the first game. */
export const DEFAULT_PRESET = 'the-oval';

/** The default table, at once (it is the first screen). */
export function defaultPresetFile(): unknown {
  return theOval;
}

/** A preset, loaded with the other presets on first use, parsed and migrated like a user file. */
export async function loadPresetFile(name: string): Promise<ParseResult> {
  const { loadPreset } = await import('../track/presets');
  return loadPreset(name);
}
