/**
 * The preset layouts (their files in public/tracks/, named without `.json`),
 * in the order the app lists them: each game's rulebook tracks in the
 * rulebook's order, with each file's own title. Names and titles only, so a
 * screen can list the presets without loading their files (presets.ts holds
 * the files; a unit test keeps each title equal to its file's `name`).
 */
export const PRESET_LIST = [
  { name: 'the-oval', title: 'The Oval' },
  { name: 'triangle', title: 'Triangle track' },
  { name: 'two-squares-one-dot', title: 'Track with 2 squares, 1 dot' },
  { name: 'track-10', title: 'Track 10' },
  { name: 'track-12', title: 'Track 12' },
  { name: 'track-14-top', title: 'Track 14 (top left of page)' },
  { name: 'track-14-bottom', title: 'Track 14 (bottom left of page)' },
  { name: 'formula-1-circuit', title: 'Formuła 1 circuit' },
  { name: 'formula-1-sprint-ring', title: 'Sprint ring' },
  { name: 'formula-1-hairpins', title: 'Hairpin park' },
  { name: 'formula-1-fast-ring', title: 'Fast ring' },
  { name: 'formula-1-kink-circuit', title: 'Kink circuit' },
  { name: 'motorsportspiel-ring', title: 'Motorsportspiel ring' },
] as const;

export type PresetName = (typeof PRESET_LIST)[number]['name'];

export const PRESET_NAMES: readonly PresetName[] = PRESET_LIST.map((p) => p.name);

/** A preset's title (the name itself for a name that is not a preset). */
export function presetTitle(name: string): string {
  return PRESET_LIST.find((p) => p.name === name)?.title ?? name;
}
