import { describe, expect, it } from 'vitest';
import { createBuilderStore, importTrackText, layoutToJson, restoreSession, serialiseSession } from '../../../src/app/builder';
import { readFileSync } from 'node:fs';
import { loadPreset } from '../../../src/track/presets';

/** Track 10 as version 2 saved it: 4 connecting pieces laid as track between its tiles. */
const oldTrack10 = (): unknown => JSON.parse(readFileSync('tests/unit/track/v2/track-10.json', 'utf8'));

function oval() {
  const r = loadPreset('the-oval');
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

describe('autosave and restore', () => {
  it('restores the layout, the undo position and the camera', () => {
    const store = createBuilderStore(oval());
    store.getState().run({ kind: 'remove', id: 'p4' });
    store.getState().run({ kind: 'rename', name: 'Renamed' });
    store.getState().undo();
    const camera = { position: [1, 2, 3] as [number, number, number], target: [0, 0, 0] as [number, number, number] };
    const text = serialiseSession(store.getState().history, camera);
    const r = restoreSession(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.camera).toEqual(camera);
    expect(r.history.index).toBe(1);
    expect(r.history.commands).toHaveLength(2);
    const restored = createBuilderStore(oval());
    restored.getState().reset(r.history, r.camera);
    expect(restored.getState().layout).toEqual(store.getState().layout);
    restored.getState().redo();
    expect(restored.getState().layout.name).toBe('Renamed');
  });

  const bad: [string, string, RegExp][] = [
    ['not JSON', '{', /not JSON/],
    ['another version', JSON.stringify({ version: 99 }), /another version/],
    ['a base that fails the schema', JSON.stringify({ version: 1, base: { format: 'x' }, commands: [], index: 0, camera: null }), /does not load/],
  ];
  for (const [name, text, message] of bad) {
    it(`refuses ${name} with a message`, () => {
      const r = restoreSession(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    });
  }

  it('drops commands that no longer apply and keeps the rest', () => {
    const store = createBuilderStore(oval());
    store.getState().run({ kind: 'remove', id: 'p4' });
    const saved = JSON.parse(serialiseSession(store.getState().history, null)) as { commands: unknown[]; index: number };
    saved.commands.push({ kind: 'remove', id: 'p4' });
    saved.index = 2;
    const r = restoreSession(JSON.stringify(saved));
    expect(r.ok && r.dropped).toBe(1);
  });
});

describe('layouts from version 2, with connecting pieces laid as track', () => {
  it('an autosave whose base is such a layout is restored migrated, with what it lost', () => {
    const text = JSON.stringify({ version: 1, base: oldTrack10(), commands: [], index: 0, camera: null });
    const r = restoreSession(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.history.base.pieces.some((p) => p.type === 'sf-connector')).toBe(false);
    expect(r.migrated?.join(' ')).toMatch(/4 connecting pieces laid as track/);
  });

  it('an autosaved load command with such a layout still restores', () => {
    const text = JSON.stringify({ version: 1, base: oval(), commands: [{ kind: 'load', label: 'opened the preset Track 10', layout: oldTrack10() }], index: 1, camera: null });
    const r = restoreSession(text);
    expect(r.ok && r.dropped).toBe(0);
    if (r.ok) expect(r.history.docs[0]!.pieces).toHaveLength(22);
  });

  it('importing one keeps a notice of what it lost until another layout is loaded', async () => {
    const { edits, fileActions } = await import('../../../src/app/builder');
    const store = createBuilderStore(oval());
    fileActions.importText(store, JSON.stringify(oldTrack10()), 'track-10.json');
    expect(store.getState().layout.pieces).toHaveLength(22);
    expect(store.getState().report.valid).toBe(true);
    expect(store.getState().notice).toMatch(/^track-10\.json was made with an older version of Chicane and was brought up to date\. Connecting pieces are the clips between the tiles now, not track: the 4 connecting pieces/);
    store.getState().run({ kind: 'rename', name: 'Kept' });
    expect(store.getState().notice).not.toBeNull();
    await edits.openPreset(store, 'the-oval');
    expect(store.getState().notice).toBeNull();
  });
});

describe('import', () => {
  it('round-trips an exported layout', () => {
    const r = importTrackText(layoutToJson(oval()), 'oval.json');
    expect(r.ok && r.layout).toEqual(oval());
  });

  const cases: [string, string, RegExp][] = [
    ['malformed JSON', '{"format":', /bad.json was not loaded: not JSON/],
    ['a wrong field', JSON.stringify({ ...oval(), pieces: [{ ...oval().pieces[0], side: 'C' }] }), /pieces\[0\]\.side/],
    ['another kind of file', JSON.stringify({ hello: 1 }), /bad.json was not loaded/],
  ];
  for (const [name, text, message] of cases) {
    it(`names the problem in ${name}`, () => {
      const r = importTrackText(text, 'bad.json');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(message);
    });
  }

  it('an import that fails leaves the store untouched', async () => {
    const { fileActions } = await import('../../../src/app/builder');
    const store = createBuilderStore(oval());
    const before = store.getState().layout;
    fileActions.importText(store, '{"nope":1}', 'x.json');
    expect(store.getState().layout).toBe(before);
    expect(store.getState().message?.tone).toBe('error');
    expect(store.getState().message?.text).toMatch(/unchanged/);
  });
});
