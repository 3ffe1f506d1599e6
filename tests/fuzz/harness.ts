/**
 * Fuzzing the shared loaders (issue 13): hostile mutations of the shipped
 * files, truncations and random bytes, fed to each loader through its public
 * parse function. The property: a loader returns a valid result or a one-line
 * error under MAX_ERROR_CHARS; it never throws. Work is bounded by bounding
 * the inputs (a mutated shipped file), never by timed assertions.
 *
 * Used by the bounded run in `npm test` (tests/fuzz/*.test.ts) and the long
 * run `npm run fuzz` (scripts/fuzz.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { layoutSchema, parseTrackFile, parseTrackText, TRACK_LIMITS, validateLayout } from '../../src/track';
import { DEFAULT_CHOICE, learnView, openSession, parseLessonText } from '../../src/games/start-frei/lessons';
import { restoreSession, serialiseSession } from '../../src/app/builder/session';
import { createBuilderStore } from '../../src/app/builder/store';
import { parseJsonText } from '../../src/track';
import { GAMES } from '../../src/rules';
import { boardCodec, gameReplayFile, loadGameReplay, runGame, runGameScenario, scenarioOf, verifyGameReplay, type GameLog } from '../../src/sim';
import { germanyMap, parseRailMapText, railMapText, validateRailMap } from '../../src/rail';
import { entryProblem, LIBRARY_FORMAT, LIBRARY_VERSION, parseLibraryText } from '../../src/app/library';

/** Longest error a loader may give (one line). */
export const MAX_ERROR_CHARS = 400;

export interface Shipped {
  readonly name: string;
  readonly text: string;
}

function shipped(dir: string, skip: readonly string[] = []): Shipped[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !skip.includes(f))
    .sort()
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
}

/** An autosave of the oval with a few edits (a remove, a rename, an undo). */
function autosave(): Shipped {
  const track = parseTrackText(readFileSync('public/tracks/the-oval.json', 'utf8'));
  if (!track.ok) throw new Error(track.error);
  const store = createBuilderStore(track.layout);
  store.getState().run({ kind: 'remove', id: 'p4' });
  store.getState().run({ kind: 'rename', name: 'Fuzzed' });
  store.getState().run({ kind: 'inventory', inventory: 'custom' });
  store.getState().undo();
  return { name: 'autosave of the-oval', text: serialiseSession(store.getState().history, { position: [1, 2, 3], target: [0, 0, 0] }) };
}

export type Outcome = { ok: true } | { ok: false; error: string };

/** A loader under test: text in, a result or an error out; it must not throw. */
export interface Loader {
  readonly kind: string;
  readonly files: readonly Shipped[];
  load(text: string): Outcome;
}

/** A problem a case found (a thrown exception, a bad message, a wrong acceptance). */
export class Finding extends Error {}

function checkMessage(where: string, message: unknown): void {
  if (typeof message !== 'string') throw new Finding(`${where}: the error is not text`);
  if (/[\n\r\u2028\u2029]/.test(message)) throw new Finding(`${where}: the error has more than one line: ${JSON.stringify(message.slice(0, 200))}`);
  if (message.length > MAX_ERROR_CHARS) throw new Finding(`${where}: the error is ${message.length} characters long: ${JSON.stringify(message.slice(0, 120))}…`);
}

/** A parsed layout must hold only what the schema allows: finite, bounded numbers. */
function checkLayoutAccepted(layout: unknown): void {
  const again = layoutSchema.safeParse(layout);
  if (!again.success) throw new Finding('an accepted layout fails its own schema');
  const l = again.data;
  if (l.pieces.length > TRACK_LIMITS.pieces) throw new Finding(`an accepted layout has ${l.pieces.length} pieces`);
  for (const p of l.pieces) {
    for (const v of [p.x, p.z, p.rotation]) if (!Number.isFinite(v)) throw new Finding(`piece ${p.id}: a position that is not a finite number was accepted`);
  }
  const report = validateLayout(l);
  for (const e of [...report.errors, ...report.warnings]) checkMessage(`validate (${e.code})`, e.message);
  if (report.errors.length + report.warnings.length > 200) throw new Finding(`validate gave ${report.errors.length} problems (not grouped)`);
}

export const trackLoader: Loader = {
  kind: 'track',
  files: shipped('public/tracks'),
  load(text) {
    const r = parseTrackText(text);
    if (!r.ok) return r;
    checkLayoutAccepted(r.layout);
    for (const note of r.migrated ?? []) checkMessage('migration note', note);
    return { ok: true };
  },
};

export const lessonLoader: Loader = {
  kind: 'lesson',
  files: shipped('public/lessons', ['index.json']),
  load(text) {
    const p = parseLessonText(text);
    if (!p.ok) return p;
    const s = openSession(p.lesson);
    if (!s.ok) return s;
    if (!s.session.run.ok) checkMessage('lesson run', s.session.run.error);
    const v = learnView(s.session, DEFAULT_CHOICE);
    if (v.error !== undefined) checkMessage('lesson view', v.error);
    return { ok: true };
  },
};

export const autosaveLoader: Loader = {
  kind: 'autosave',
  files: [autosave()],
  load(text) {
    const r = restoreSession(text);
    if (!r.ok) return { ok: false, error: r.message };
    checkLayoutAccepted(r.history.base);
    return { ok: true };
  },
};

/** Also through an object (not text): values JSON cannot spell (NaN, Infinity, undefined, -0) reach parseTrackFile this way. */
export const trackObjectLoader = {
  kind: 'track (object)',
  files: shipped('public/tracks'),
  load(value: unknown): Outcome {
    const r = parseTrackFile(value);
    if (!r.ok) return r;
    checkLayoutAccepted(r.layout);
    return { ok: true };
  },
};

export const OWN_LOADERS: readonly Loader[] = [trackLoader, lessonLoader, autosaveLoader];

/** Runs a loader on one input and checks the property; a Finding says what went wrong. */
export function check(loader: Pick<Loader, 'kind' | 'load'>, text: string): Outcome {
  let r: Outcome;
  try {
    r = loader.load(text);
  } catch (error) {
    if (error instanceof Finding) throw error;
    throw new Finding(`${loader.kind}: threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 160)}` : typeof error}`);
  }
  if (!r.ok) checkMessage(loader.kind, r.error);
  return r;
}

// ---- Mutations ----

/** Raw JSON text of hostile values, spliced in where a subtree was. */
const HUGE = 'h'.repeat(300_000);
export const HOSTILE_TEXT: readonly (readonly [string, string])[] = [
  ['1e17', '1e17'],
  ['1e308', '1e308'],
  ['-1e308', '-1e308'],
  ['1e999 (Infinity)', '1e999'],
  ['-0', '-0'],
  ['2^53 + 1', '9007199254740993'],
  ['5e-324', '5e-324'],
  ['-1', '-1'],
  ['a huge string with newlines', JSON.stringify(`${HUGE}\n${HUGE}`)],
  ['a string with a newline', JSON.stringify('two\nlines')],
  ['"__proto__" keys', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
  ['a "__proto__" string', '"__proto__"'],
  ['null', 'null'],
  ['true', 'true'],
  ['empty text', '""'],
  ['empty list', '[]'],
  ['empty object', '{}'],
  ['a list of 5,000 zeros', `[${new Array(5000).fill('0').join(',')}]`],
];

/** Nested lists or objects `depth` levels deep, as text. */
export function deepText(depth: number, objects: boolean): string {
  return objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

const PLACEHOLDER = '\u0000fuzz\u0000';

/** Paths to the subtrees of a document (root first), at most `max`. */
export function subtreePaths(doc: unknown, max = 5000): (string | number)[][] {
  const out: (string | number)[][] = [];
  const queue: [unknown, (string | number)[]][] = [[doc, []]];
  while (queue.length > 0 && out.length < max) {
    const [v, path] = queue.shift()!;
    out.push(path);
    if (Array.isArray(v)) v.forEach((c, i) => queue.push([c, [...path, i]]));
    else if (v !== null && typeof v === 'object') for (const [k, c] of Object.entries(v)) queue.push([c, [...path, k]]);
  }
  return out;
}

function replaced(doc: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(doc)) return doc.map((c, i) => (i === head ? replaced(c, rest, value) : c));
  const o = doc as Record<string, unknown>;
  return { ...o, [head!]: replaced(o[head!], rest, value) };
}

export interface Mutant {
  readonly text: string;
  /** What was done, in a short line (for reports). */
  readonly note: string;
}

/** The document's text with the subtree at `path` replaced by raw JSON text (which may not survive a parse/stringify round trip). */
export function spliced(doc: unknown, path: readonly (string | number)[], raw: string): string {
  return JSON.stringify(replaced(doc, path, PLACEHOLDER), null, 1).replace(JSON.stringify(PLACEHOLDER), raw);
}

const pathText = (p: readonly (string | number)[]) => (p.length === 0 ? '(root)' : p.join('.'));

/** Mutants of a shipped file: a hostile subtree, a truncation, random bytes, a key renamed to "__proto__". */
export function mutants(file: Shipped): fc.Arbitrary<Mutant> {
  const doc = JSON.parse(file.text) as unknown;
  const paths = subtreePaths(doc);
  const path = fc.constantFrom(...paths);
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.tuple(fc.integer({ min: 2, max: 20_000 }), fc.boolean()).map(([d, o]) => [`${o ? 'objects' : 'lists'} nested ${d} deep`, deepText(d, o)] as const),
    fc.jsonValue({ maxDepth: 3 }).map((v) => [`the value ${JSON.stringify(v).slice(0, 40)}`, JSON.stringify(v)] as const),
  );
  const subtree = fc.tuple(path, hostile).map(([p, [what, raw]]) => ({ text: spliced(doc, p, raw), note: `${file.name}: ${pathText(p)} := ${what}` }));
  const truncation = fc.integer({ min: 0, max: Math.max(0, file.text.length - 1) }).map((n) => ({ text: file.text.slice(0, n), note: `${file.name}: cut after ${n} characters` }));
  const bytes = fc
    .tuple(fc.integer({ min: 0, max: file.text.length }), fc.uint8Array({ minLength: 1, maxLength: 64 }))
    .map(([at, b]) => ({ text: file.text.slice(0, at) + new TextDecoder().decode(b) + file.text.slice(at), note: `${file.name}: ${b.length} random bytes at ${at}` }));
  const randomText = fc.uint8Array({ maxLength: 512 }).map((b) => ({ text: new TextDecoder().decode(b), note: `${b.length} random bytes` }));
  const bom = fc.constant({ text: `\uFEFF${file.text}`, note: `${file.name} with a byte-order mark` });
  const protoKey = fc.constantFrom(...paths.filter((p) => typeof p.at(-1) === 'string')).map((p) => ({
    text: spliced(replaced(doc, p, undefined), p.slice(0, -1).concat(['__proto__']), '{"polluted":1}'),
    note: `${file.name}: ${pathText(p)} renamed to __proto__`,
  }));
  const kinds: fc.Arbitrary<Mutant>[] = [subtree, subtree, subtree, truncation, bytes, randomText, bom];
  if (paths.some((p) => typeof p.at(-1) === 'string')) kinds.push(protoKey);
  return fc.oneof(...kinds);
}

/** Values JSON cannot spell, for the object path. */
export const HOSTILE_VALUES: readonly (readonly [string, unknown])[] = [
  ['NaN', Number.NaN],
  ['Infinity', Infinity],
  ['-Infinity', -Infinity],
  ['-0', -0],
  ['undefined', undefined],
  ['1e308', 1e308],
  ['a big number', 10n],
  ['a function', () => 1],
  ['a symbol', Symbol('fuzz')],
];

export function objectMutants(file: Shipped): fc.Arbitrary<{ value: unknown; note: string }> {
  const doc = JSON.parse(file.text) as unknown;
  return fc.tuple(fc.constantFrom(...subtreePaths(doc)), fc.constantFrom(...HOSTILE_VALUES)).map(([p, [what, v]]) => ({ value: replaced(doc, p, v), note: `${file.name}: ${pathText(p)} := ${what}` }));
}

/** A replay (version 3) and a half-way scenario (version 2) of every registered game, played by its bots. */
function gameFiles(): { replays: Shipped[]; scenarios: Shipped[] } {
  const replays: Shipped[] = [];
  const scenarios: Shipped[] = [];
  for (const game of GAMES) {
    const example = game.examples[0]!;
    const { board, config } = example.load();
    const kinds = Object.keys(game.bots);
    const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: kinds[i % kinds.length]! }));
    const run = runGame(game, board, config, seats, 5, example.maxActions);
    const log: GameLog = { game, board, boardName: example.name, config, seats, seed: 5, moves: run.moves };
    replays.push({ name: `${game.id} replay`, text: JSON.stringify(gameReplayFile(log)) });
    scenarios.push({ name: `${game.id} scenario`, text: JSON.stringify(scenarioOf(log, { board: boardCodec(game.board)!.write(board) }, Math.floor(run.moves.length / 2))) });
  }
  return { replays, scenarios };
}

const GAME_FILES = gameFiles();

export const gameReplayLoader: Loader = {
  kind: 'game replay',
  files: GAME_FILES.replays,
  load(text) {
    const r = loadGameReplay(text);
    if (!r.ok) return r;
    const v = verifyGameReplay(r);
    if (!v.ok) checkMessage('replay verdict', v.reason);
    return { ok: true };
  },
};

export const gameScenarioLoader: Loader = {
  kind: 'game scenario',
  files: GAME_FILES.scenarios,
  load(text) {
    const json = parseJsonText(text, 'the scenario file');
    if (!json.ok) return json;
    const r = runGameScenario(json.value);
    if (!r.ok && r.kind === 'illegal') checkMessage('scenario move', r.error);
    return r.ok || r.kind === 'illegal' ? { ok: true } : { ok: false, error: r.error };
  },
};

export const railMapLoader: Loader = {
  kind: 'rail map',
  files: [{ name: 'the Germany map', text: railMapText(germanyMap()) }],
  load(text) {
    const r = parseRailMapText(text);
    if (!r.ok) return r;
    for (const p of validateRailMap(r.map)) checkMessage('rail map problem', p);
    return { ok: true };
  },
};

/** The two smallest recorded games of each game's fixture corpus (tests/fixtures/<game>/games/), as mutation seeds. */
function corpusFiles(): Shipped[] {
  const out: Shipped[] = [];
  for (const game of GAMES) {
    const dir = `tests/fixtures/${game.id}/games`;
    const all = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => ({ name: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
    out.push(...all.sort((a, b) => a.text.length - b.text.length || (a.name < b.name ? -1 : 1)).slice(0, 2));
  }
  return out;
}

/** Mutants of the fixture corpus, through the same loader and verdict as the bots' replays. */
export const corpusReplayLoader: Loader = { ...gameReplayLoader, kind: 'corpus replay', files: corpusFiles() };

/** A library export as the Library saves one: a layout, a race of every registered game and a lesson. */
function libraryExport(): Shipped {
  const entry = (id: string, kind: string, name: string, game: string, data: unknown) => ({ id, kind, name, game, created: 1, updated: 2, summary: name, thumbnail: '', data });
  const oval = JSON.parse(readFileSync('public/tracks/the-oval.json', 'utf8')) as unknown;
  const lesson = shipped('public/lessons', ['index.json'])[0]!;
  const entries = [
    entry('layout-1', 'layout', 'The Oval', 'start-frei', oval),
    ...GAME_FILES.replays.map((r, i) => entry(`race-${i + 1}`, 'race', r.name, GAMES[i]!.id, JSON.parse(r.text) as unknown)),
    entry('lesson-1', 'lesson', 'A lesson', 'start-frei', JSON.parse(lesson.text) as unknown),
  ];
  return { name: 'a library export', text: JSON.stringify({ format: LIBRARY_FORMAT, version: LIBRARY_VERSION, entries }) };
}

/**
 * The Library's import: a file it takes is taken entry by entry, each one it keeps is an entry of a game Chicane
 * knows whose data is that game's and loads (a wrong acceptance is a finding), each one it leaves out or renames is
 * said in one line, and no two kept entries share an id.
 */
export const libraryLoader: Loader = {
  kind: 'library export',
  files: [libraryExport()],
  load(text) {
    const r = parseLibraryText(text);
    if (!r.ok) return r;
    for (const line of [...r.skipped, ...r.renamed]) checkMessage('library import note', line);
    for (const e of r.entries) {
      const problem = entryProblem(e);
      if (problem !== null) throw new Finding(`library import kept an entry it should have left out: ${problem.slice(0, 160)}`);
    }
    if (new Set(r.entries.map((e) => e.id)).size !== r.entries.length) throw new Finding('library import kept two entries with one id');
    return { ok: true };
  },
};

export const GAME_LOADERS: readonly Loader[] = [gameReplayLoader, corpusReplayLoader, gameScenarioLoader, railMapLoader, libraryLoader];
