import { describe, expect, it } from 'vitest';
import { germanyMap, renameStation, stationIdFor, emptyRailMap } from '../../../src/rail';
import { applyRailCommand, describeRailCommand, railCommandSchema } from '../../../src/app/rail/commands';
import { createRailEditor, editedRailMap, railProblems } from '../../../src/app/rail/store';
import { freshRailHistory, restoreRailSession, serialiseRailSession } from '../../../src/app/rail/session';

describe('rail-map edits: renaming and new ids', () => {
  it('renames a station and refuses an empty or unknown one', () => {
    const map = germanyMap();
    const r = renameStation(map, 'kassel', '  Kassel-Wilhelmshöhe ');
    expect(r.ok && r.map.stations.find((s) => s.id === 'kassel')?.name).toBe('Kassel-Wilhelmshöhe');
    expect(renameStation(map, 'kassel', '   ')).toEqual({ ok: false, error: 'a station needs a name' });
    expect(renameStation(map, 'atlantis', 'X').ok).toBe(false);
  });
  it.each([
    ['Bad Homburg', 'bad-homburg'],
    ['Göttingen', 'gottingen'],
    ['Kassel', 'kassel-2'],
    ['!!!', 'station'],
  ])('makes the id of %s: %s', (name, id) => {
    expect(stationIdFor(germanyMap(), name)).toBe(id);
  });
});

describe('the editor store: commands, undo and redo', () => {
  const editor = () => createRailEditor({ history: freshRailHistory(), note: null });

  it('adds a station where a tap lands, joins it by two taps, and undoes both', () => {
    const e = editor();
    e.getState().setTool('station');
    e.getState().placeStation(300.4, 200.6);
    const added = e.getState().map.stations.at(-1)!;
    expect(added).toMatchObject({ name: 'New station 1', hub: false, x: 300, y: 201 });
    expect(e.getState().selected).toEqual({ kind: 'station', id: added.id });
    e.getState().setTool('route');
    e.getState().tapStation(added.id);
    expect(e.getState().joinFrom).toBe(added.id);
    e.getState().tapStation('kassel');
    const route = e.getState().map.routes.at(-1)!;
    expect(route).toMatchObject({ from: added.id, to: 'kassel', spaces: ['black', 'black', 'white'], express: false });
    expect(railProblems(e.getState().map)).toEqual([]);
    e.getState().undo();
    expect(e.getState().map.routes.some((r) => r.id === route.id)).toBe(false);
    e.getState().undo();
    expect(e.getState().map).toEqual(germanyMap());
    e.getState().redo();
    expect(e.getState().map.stations.at(-1)?.id).toBe(added.id);
  });

  it('a station without a route makes the network unconnected, said in plain words', () => {
    const e = editor();
    e.getState().placeStation(10, 10);
    expect(railProblems(e.getState().map)).toEqual(["the network is not connected: station 'New station 1' cannot be reached from 'Kiel'"]);
  });

  it('refuses a bad edit with a sentence and keeps the map', () => {
    const e = editor();
    const before = e.getState().map;
    expect(e.getState().run({ kind: 'add-route', from: 'kiel', to: 'hamburg', spaces: ['black'], express: false })).toBe(false);
    expect(e.getState().message).toEqual({ text: "Could not join Kiel and Hamburg: 'kiel' and 'hamburg' are already joined.", tone: 'error' });
    expect(e.getState().map).toBe(before);
  });

  it('deleting a station takes its routes and the selection with it; Race then plays on the edited map', () => {
    const e = editor();
    e.getState().select({ kind: 'station', id: 'kassel' });
    expect(e.getState().run({ kind: 'remove-station', id: 'kassel' })).toBe(true);
    expect(e.getState().selected).toBeNull();
    expect(e.getState().map.routes.some((r) => r.from === 'kassel' || r.to === 'kassel')).toBe(false);
    expect(editedRailMap(e.getState().map)).toBe(e.getState().map);
    expect(editedRailMap(germanyMap())).toBeNull();
    expect(railProblems(e.getState().map).join(' ')).toMatch(/passenger cards name a station the map lacks: Kassel$/);
  });

  it('describes each command for the undo message', () => {
    const map = germanyMap();
    expect(describeRailCommand(map, { kind: 'set-express', id: map.routes[0]!.id, express: true })).toMatch(/^make .+–.+ an express route$/);
    expect(describeRailCommand(map, { kind: 'set-hub', id: 'kassel', hub: true })).toBe('make Kassel a red station');
  });
});

describe('the autosave', () => {
  it('restores the history and its undo position exactly', () => {
    let h = freshRailHistory();
    const e = createRailEditor({ history: h, note: null });
    e.getState().run({ kind: 'move-station', id: 'kassel', x: 1, y: 2 });
    e.getState().run({ kind: 'rename-station', id: 'kassel', name: 'Cassel' });
    e.getState().undo();
    h = e.getState().history;
    const r = restoreRailSession(serialiseRailSession(h));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.history.index).toBe(1);
    expect(r.history.commands).toHaveLength(1);
    expect(r.history.docs[0]!.stations.find((s) => s.id === 'kassel')).toMatchObject({ x: 1, y: 2, name: 'Kassel' });
  });
  it.each([
    ['not json', '{', /damaged/],
    ['another format', JSON.stringify({ format: 'x' }), /another version/],
    ['a bad base', JSON.stringify({ format: 'chicane-rail-autosave', version: 1, base: { format: 1 }, commands: [], index: 0 }), /does not load \(name: /],
  ])('refuses %s with a sentence', (_what, text, message) => {
    const r = restoreRailSession(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
  it('checks every command through its schema', () => {
    expect(railCommandSchema.safeParse({ kind: 'move-station', id: 'Kassel!', x: 1, y: 2 }).success).toBe(false);
    expect(railCommandSchema.safeParse({ kind: 'load', label: 'x', map: emptyRailMap('Empty') }).success).toBe(true);
    expect(applyRailCommand(emptyRailMap('E'), { kind: 'remove-route', id: 'nope' })).toEqual({ ok: false, message: "there is no route 'nope'" });
  });
});
