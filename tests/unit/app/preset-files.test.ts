import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPresetFile, PRESET_NAMES, presetTitle } from '../../../src/app/preset-files';
import { defaultLayout, DEFAULT_PRESET } from '../../../src/app/default-track';
import { loadPreset, presets } from '../../../src/track/presets';

describe("the app's preset list (names and titles without the files)", () => {
  it('names every file in public/tracks once, and nothing else', () => {
    const files = readdirSync('public/tracks').filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect([...PRESET_NAMES].sort()).toEqual(files.sort());
    expect(new Set(PRESET_NAMES).size).toBe(PRESET_NAMES.length);
    expect(Object.keys(presets)).toEqual([...PRESET_NAMES]);
  });

  it.each([...PRESET_NAMES])("%s: the listed title is the file's own name", (name) => {
    expect(presetTitle(name)).toBe((presets[name] as { name: string }).name);
  });

  it.each([...PRESET_NAMES])('%s: the lazily loaded file is the same layout the CLI loads', async (name) => {
    const lazy = await loadPresetFile(name);
    const eager = loadPreset(name);
    expect(lazy.ok && eager.ok).toBe(true);
    if (lazy.ok && eager.ok) expect(lazy.layout).toEqual(eager.layout);
  });

  it('an unknown name is refused with the names it knows', async () => {
    const r = await loadPresetFile('no-such-track');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^no preset named 'no-such-track' \(try one of: the-oval, /);
  });

  it('the default table is the default preset, at once', () => {
    const r = loadPreset(DEFAULT_PRESET);
    expect(r.ok).toBe(true);
    if (r.ok) expect(defaultLayout()).toEqual(r.layout);
  });
});
