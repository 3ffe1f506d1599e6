/**
 * Preset layouts. The files live in public/tracks/ (served to the browser as
 * static files too); importing them here lets the app bundle and the CLI use
 * the very same files. Each file goes through the schema like any other.
 */
import { parseTrackFile, type ParseResult } from './parse';
import { PRESET_NAMES, type PresetName } from './preset-names';
import theOval from '../../public/tracks/the-oval.json';
import triangle from '../../public/tracks/triangle.json';
import twoSquaresOneDot from '../../public/tracks/two-squares-one-dot.json';
import track10 from '../../public/tracks/track-10.json';
import track12 from '../../public/tracks/track-12.json';
import track14Top from '../../public/tracks/track-14-top.json';
import track14Bottom from '../../public/tracks/track-14-bottom.json';
import formula1Circuit from '../../public/tracks/formula-1-circuit.json';
import formula1SprintRing from '../../public/tracks/formula-1-sprint-ring.json';
import formula1Hairpins from '../../public/tracks/formula-1-hairpins.json';
import formula1FastRing from '../../public/tracks/formula-1-fast-ring.json';
import formula1KinkCircuit from '../../public/tracks/formula-1-kink-circuit.json';
import motorsportspielRing from '../../public/tracks/motorsportspiel-ring.json';

/** Raw preset files by name (the file name without `.json`), one for each of `PRESET_NAMES`. */
export const presets: Readonly<Record<PresetName, unknown>> & Readonly<Record<string, unknown>> = {
  'the-oval': theOval,
  triangle,
  'two-squares-one-dot': twoSquaresOneDot,
  'track-10': track10,
  'track-12': track12,
  'track-14-top': track14Top,
  'track-14-bottom': track14Bottom,
  'formula-1-circuit': formula1Circuit,
  'formula-1-sprint-ring': formula1SprintRing,
  'formula-1-hairpins': formula1Hairpins,
  'formula-1-fast-ring': formula1FastRing,
  'formula-1-kink-circuit': formula1KinkCircuit,
  'motorsportspiel-ring': motorsportspielRing,
};

export const presetNames: readonly string[] = PRESET_NAMES;

/** Path of a preset file relative to the repository root (for the CLI). */
export function presetPath(name: string): string {
  return `public/tracks/${name}.json`;
}

/** A preset, parsed and migrated like a user file. */
export function loadPreset(name: string): ParseResult {
  const raw = presets[name];
  if (raw === undefined) return { ok: false, error: `no preset named '${name}' (try one of: ${presetNames.join(', ')})` };
  return parseTrackFile(raw);
}
