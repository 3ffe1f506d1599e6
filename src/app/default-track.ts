import { parseTrackFile, type Layout } from '../track';
import { DEFAULT_PRESET, defaultPresetFile } from './preset-files';

export { DEFAULT_PRESET };

export function defaultLayout(): Layout {
  const r = parseTrackFile(defaultPresetFile());
  if (!r.ok) throw new Error(`the default preset does not load: ${r.error}`);
  return r.layout;
}
