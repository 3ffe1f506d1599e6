/**
 * Track format version 4: Start Frei's laying plan and laid count are in the
 * layout's `meta`. A version 3 layout (plan and laid at the top level) still
 * opens with both through every entry point: a file, a share link, a library
 * entry, the builder's autosave and a game in progress; and its rating's
 * fingerprint is the one it was made with.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builderStore, importTrackText, restoreSession } from '../../../src/app/builder';
import { readSharedTrack } from '../../../src/app/builder/share';
import { encodeShare } from '../../../src/app/share-link';
import { entryProblem, LIBRARY_FORMAT, LIBRARY_VERSION, useLibrary } from '../../../src/app/library';
import { PLAY_SAVE_FORMAT, PLAY_SAVE_VERSION, restorePlay } from '../../../src/app/play/autosave';
import { storedRating } from '../../../src/app/rating/stored';
import { layoutFingerprint, ratingFits } from '../../../src/rating';
import { parseReplay, raceTrackFromJson, verifyReplay } from '../../../src/rules/start-frei/files';
import { migrate, parseTrackFile, TRACK_VERSION, validateLayout, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';

/** The Oval as version 3 wrote it, 12 of its 20 planned pieces laid, rated by that version (its `rating.madeFor`). */
const V3_TEXT = readFileSync('tests/unit/track/v3/the-oval-partly-laid.json', 'utf8');
const v3 = (): Record<string, unknown> & { plan: string[]; laid: number; rating: { madeFor: string } } => JSON.parse(V3_TEXT);

function expectPlanAndLaid(layout: Layout): void {
  expect(layout.version).toBe(TRACK_VERSION);
  expect(layout.meta.plan).toEqual(v3().plan);
  expect(layout.meta.laid).toBe(12);
  expect(layout.meta.aCards).toBe(8);
  expect(layout).not.toHaveProperty('plan');
  expect(layout).not.toHaveProperty('laid');
}

describe('version 3 to 4: the laying plan moves into meta', () => {
  it('the fixture is a version 3 file with its plan at the top level', () => {
    const raw = v3();
    expect(raw.version).toBe(3);
    expect(raw.plan).toHaveLength(20);
    expect(raw.laid).toBe(12);
  });

  it('a file opens with its plan and laid count, says it lost nothing, and validates as before', () => {
    const r = parseTrackFile(v3());
    if (!r.ok) throw new Error(r.error);
    expectPlanAndLaid(r.layout);
    expect(r.migrated).toBeUndefined();
    expect(validateLayout(r.layout).warnings.map((w) => w.code)).toContain('partly-laid');
  });

  it('keeps the fingerprint: the rating made by version 3 still fits the migrated layout', () => {
    const r = parseTrackFile(v3());
    if (!r.ok) throw new Error(r.error);
    expect(layoutFingerprint(r.layout)).toBe(v3().rating.madeFor);
    expect(ratingFits(r.layout.rating!, r.layout)).toBe(true);
    expect(storedRating(r.layout)?.stale).toBe(false);
  });

  it('every shipped preset has its plan in meta and no game field at the top level', () => {
    const oval = loadPreset('the-oval');
    if (!oval.ok) throw new Error(oval.error);
    expect(oval.layout.meta.plan).toHaveLength(20);
    const raw = JSON.parse(readFileSync('public/tracks/the-oval.json', 'utf8')) as Record<string, unknown>;
    expect(raw.version).toBe(TRACK_VERSION);
    expect(raw).not.toHaveProperty('plan');
    expect(raw).not.toHaveProperty('laid');
  });

  it('a layout without a plan, or without meta, gains nothing; a bad meta is named by the schema', () => {
    const { plan: _p, laid: _l, meta: _m, rating: _r, ...bare } = v3();
    const m = migrate(bare);
    expect(m.ok && m.doc).toMatchObject({ version: TRACK_VERSION });
    expect(m.ok && (m.doc as Record<string, unknown>).meta).toBeUndefined();
    const onlyLaid = parseTrackFile({ ...bare, laid: 3 });
    expect(onlyLaid.ok && onlyLaid.layout.meta).toEqual({ laid: 3 });
    const badMeta = parseTrackFile({ ...v3(), meta: 'printed' });
    expect(badMeta.ok).toBe(false);
    if (!badMeta.ok) expect(badMeta.error).toMatch(/^meta: /);
  });

  it('a version 4 file with the plan at the top level is refused with the field named', () => {
    const r = parseTrackFile({ ...v3(), version: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/Unrecognized keys: "plan", "laid"/);
  });
});

describe('every way a saved layout comes back', () => {
  it('a file imported in the builder', () => {
    const r = importTrackText(V3_TEXT, 'the-oval-partly-laid.json');
    if (!r.ok) throw new Error(r.error);
    expectPlanAndLaid(r.layout);
  });

  it('a share link made by version 3', async () => {
    const enc = await encodeShare(v3());
    if (!enc.ok) throw new Error(enc.message);
    const r = await readSharedTrack(`#track=${enc.text}`);
    if (!r.ok) throw new Error(r.error);
    expectPlanAndLaid(r.layout);
  });

  it('a library entry saved by version 3 opens in the builder', async () => {
    const entry = { id: 'old-oval', kind: 'layout', name: 'The Oval, partly laid', game: 'start-frei', created: 1, updated: 1, summary: '20 pieces', thumbnail: '', data: v3() };
    expect(entryProblem(entry as Parameters<typeof entryProblem>[0])).toBeNull();
    await useLibrary.getState().importText(JSON.stringify({ format: LIBRARY_FORMAT, version: LIBRARY_VERSION, entries: [entry] }), 'old-library.json');
    expect(useLibrary.getState().status?.error).toBe(false);
    const kept = useLibrary.getState().entries.find((e) => e.name === entry.name);
    expect(kept).toBeDefined();
    useLibrary.getState().openEntry(kept!.id);
    expectPlanAndLaid(builderStore.getState().layout);
  });

  it('the builder autosave of version 3, its base and a load command', () => {
    const load = { kind: 'load', label: 'opened a file', layout: v3() };
    const r = restoreSession(JSON.stringify({ version: 1, base: v3(), commands: [load], index: 1, camera: null }));
    if (!r.ok) throw new Error(r.message);
    expectPlanAndLaid(r.history.base);
    const command = r.history.commands[0]!;
    expect(command.kind).toBe('load');
    if (command.kind === 'load') expectPlanAndLaid(command.layout);
  });

  it('a game in progress on a version 3 layout resumes with the pieces laid as the box plays', () => {
    const save = {
      format: PLAY_SAVE_FORMAT,
      version: PLAY_SAVE_VERSION,
      savedAt: '2026-01-01T00:00:00.000Z',
      game: 'start-frei',
      board: { kind: 'layout', layout: v3(), name: 'The Oval, partly laid', from: 'builder' },
      config: { laid: 3 },
      seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bo', kind: 'human' }],
      seed: 4,
      moves: [],
      standIns: [],
    };
    const r = restorePlay(JSON.stringify(save));
    if (!r.ok) throw new Error(r.message);
    const source = r.session.prepared.source;
    expect(source.kind).toBe('layout');
    if (source.kind === 'layout') expectPlanAndLaid(source.layout);
  });

  it('a Start Frei track read for a race or lesson takes the laid count from meta', () => {
    const t = raceTrackFromJson(v3(), 'old');
    if (!t.ok) throw new Error(t.error);
    expect(t.track.laid).toBe(12);
    expectPlanAndLaid(t.track.layout);
  });
});

describe('replays embedding a version 3 board', () => {
  it('the demo replay as shipped before version 4 still verifies, to the result the shipped one has', () => {
    const read = (path: string) => {
      const load = parseReplay(JSON.parse(readFileSync(path, 'utf8')));
      if (!load.ok) throw new Error(load.error);
      const check = verifyReplay(load.replay, load.track);
      if (!check.ok) throw new Error(check.reason);
      return { load, check };
    };
    const before = read('tests/unit/replay/fixtures/the-oval-seed-1.board-v3.json');
    const now = read('public/replays/the-oval-seed-1.json');
    expect((before.load.replay.track.layout as { version: number }).version).toBe(3);
    expect((now.load.replay.track.layout as { version: number }).version).toBe(TRACK_VERSION);
    expect(before.check.result).toEqual(now.check.result);
    expect(before.load.replay.checkpoints).toEqual(now.load.replay.checkpoints);
    expect(before.load.track.layout.meta.plan).toEqual(now.load.track.layout.meta.plan);
  });
});
