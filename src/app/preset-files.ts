/**
 * The preset layouts as the browser app loads them: their names and titles
 * (track/preset-names.ts) and the default table at once, every other file
 * when it is opened. `src/track/presets.ts` holds the same files for the CLI,
 * the rules and the tests, where all of them load at once; the app's first
 * screen should not carry a dozen layouts nobody opened yet.
 */
import { parseTrackFile, PRESET_NAMES, presetTitle, type ParseResult } from '../track';
import theOval from '../../public/tracks/the-oval.json';

const FILES = import.meta.glob<unknown>('../../public/tracks/*.json', { import: 'default' });

const nameOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

export { PRESET_NAMES, presetTitle };

/** The layout a newcomer sees first: the rulebook's track for the first game. */
export const DEFAULT_PRESET = 'the-oval';

/** The default table, at once (it is the first screen). */
export function defaultPresetFile(): unknown {
  return theOval;
}

/** A preset, fetched from its chunk and parsed and migrated like a user file. */
export async function loadPresetFile(name: string): Promise<ParseResult> {
  const load = Object.entries(FILES).find(([path]) => nameOf(path) === name)?.[1];
  if (!load) return { ok: false, error: `no preset named '${name}' (try one of: ${PRESET_NAMES.join(', ')})` };
  return parseTrackFile(await load());
}
