import { describe, expect, it } from 'vitest';
import { createBuilderStore, importTrackText, layoutToJson, restoreSession, serialiseSession } from '../../../src/app/builder';
import { loadPreset } from '../../../src/track';

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
