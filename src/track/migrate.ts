/**
 * Migrations from older track files to the current version. Each step takes
 * the raw JSON of version n and returns the raw JSON of version n + 1, so an
 * old file is carried forward one step at a time and then schema-checked.
 */
import { layoutSchema, TRACK_FORMAT, TRACK_VERSION, type Layout } from './layout-schema';
import { relayAlongJoints } from './relay';
import { describeValue } from './describe-value';

type Raw = Record<string, unknown>;

/** A step's result: the next version's raw document and, in plain words, what the layout lost. */
interface Stepped {
  readonly doc: Raw;
  readonly notes: readonly string[];
}

/**
 * Version 1 (the first builder prototype) had no explicit connections: each
 * piece joined the next one in the list, port 1 to port 0, and the last one
 * joined the first. Rotations were radians in `heading`.
 */
function v1ToV2(doc: Raw): Stepped {
  const pieces = Array.isArray(doc.pieces) ? (doc.pieces as unknown[]) : [];
  const ids = pieces.map((p) => (isRecord(p) ? p.id : undefined));
  const connections = pieces.length > 1
    ? ids.map((from, i) => ({ a: { piece: from, port: 1 }, b: { piece: ids[(i + 1) % ids.length], port: 0 } }))
    : [];
  const next = {
    ...doc,
    version: 2,
    pieces: pieces.map((p) => {
      if (!isRecord(p)) return p;
      const { heading, ...rest } = p;
      return { ...rest, rotation: typeof heading === 'number' ? (heading * 180) / Math.PI : heading };
    }),
    connections,
  };
  return { doc: next, notes: [] };
}

/** The version 2 Start Frei catalog's connecting piece: a straight of 1 space per lane. */
const OLD_CONNECTOR = 'sf-connector';

type End = { piece: string; port: number };

/**
 * Version 2 laid Start Frei's 27 connecting pieces as track (`sf-connector`,
 * a straight of 1 space per lane). They are the clips between the tiles:
 * version 3 counts one per join and has no such piece. The step takes them
 * out, joins the tiles on either side of each run of them directly, slides
 * the pieces behind up (re-laid along the joints from the start piece) and
 * leaves open ends where tiles cannot be joined or the loop no longer closes.
 */
function v2ToV3(doc: Raw): Stepped {
  const pieces = Array.isArray(doc.pieces) ? (doc.pieces as unknown[]) : [];
  const dropped = new Set<string>();
  for (const p of pieces) if (isRecord(p) && p.type === OLD_CONNECTOR && typeof p.id === 'string' && p.id.length <= 64) dropped.add(p.id);
  if (doc.game !== 'start-frei' || dropped.size === 0) return { doc: { ...doc, version: 3 }, notes: [] };

  const raw = Array.isArray(doc.connections) ? (doc.connections as unknown[]) : [];
  const partner = new Map<string, End>();
  const key = (e: End) => `${e.piece}:${e.port}`;
  for (const c of raw) {
    const a = end(isRecord(c) ? c.a : undefined);
    const b = end(isRecord(c) ? c.b : undefined);
    if (!a || !b) continue;
    partner.set(key(a), b);
    partner.set(key(b), a);
  }
  // From a tile's port into a run of connectors: the tile port at the far end, or none (the run leads nowhere).
  const across = (from: End): End | undefined => {
    let at = partner.get(key(from));
    const seen = new Set<string>();
    while (at && dropped.has(at.piece)) {
      if (seen.has(at.piece)) return undefined;
      seen.add(at.piece);
      at = partner.get(key({ piece: at.piece, port: at.port === 0 ? 1 : 0 }));
    }
    return at;
  };
  const joins: { a: End; b: End }[] = [];
  const open: End[] = [];
  const done = new Set<string>();
  for (const c of raw) {
    for (const side of ['a', 'b'] as const) {
      const from = end(isRecord(c) ? c[side] : undefined);
      const into = end(isRecord(c) ? c[side === 'a' ? 'b' : 'a'] : undefined);
      if (!from || !into || dropped.has(from.piece) || !dropped.has(into.piece) || done.has(key(from))) continue;
      done.add(key(from));
      const far = across(from);
      if (far) done.add(key(far));
      if (far && far.piece !== from.piece) joins.push({ a: from, b: far });
      else open.push(from);
    }
  }
  const kept = raw.filter((c) => {
    const a = end(isRecord(c) ? c.a : undefined);
    const b = end(isRecord(c) ? c.b : undefined);
    return !(a && dropped.has(a.piece)) && !(b && dropped.has(b.piece));
  });
  const plan = Array.isArray(doc.plan) ? (doc.plan as unknown[]) : undefined;
  const laid = typeof doc.laid === 'number' && plan ? doc.laid - plan.slice(0, doc.laid).filter((id) => typeof id === 'string' && dropped.has(id)).length : doc.laid;
  let next: Raw = {
    ...doc,
    version: 3,
    pieces: pieces.filter((p) => !(isRecord(p) && typeof p.id === 'string' && dropped.has(p.id))),
    connections: [...kept, ...joins],
    ...(plan ? { plan: plan.filter((id) => !(typeof id === 'string' && dropped.has(id))) } : {}),
    ...(laid !== undefined ? { laid } : {}),
  };

  const ids = [...dropped];
  const n = ids.length;
  const notes = [
    `Connecting pieces are the clips between the tiles now, not track: the ${n} connecting piece${n === 1 ? '' : 's'} laid as track ` +
      `(${ids.slice(0, 6).join(', ')}${n > 6 ? ', …' : ''}) ${n === 1 ? 'was' : 'were'} taken out, with the ${n} space${n === 1 ? '' : 's'} per lane ${n === 1 ? 'it' : 'they'} carried` +
      (joins.length > 0 ? `; the tiles on either side were joined directly and the pieces behind moved up.` : '.'),
  ];
  if (open.length > 0) {
    const named = open.slice(0, 6).map((e) => `${e.piece} port ${e.port}`).join(', ') + (open.length > 6 ? `, … (${open.length} in all)` : '');
    notes.push(`${named} ${open.length === 1 ? 'is' : 'are'} left open: no tile to join on the other side.`);
  }
  const checked = piecesAndJoins(next);
  if (checked) {
    const relaid = relayAlongJoints(checked);
    next = { ...next, pieces: relaid.layout.pieces, connections: relaid.layout.connections };
    for (const c of relaid.cut.slice(0, 3)) {
      notes.push(`The loop no longer closes: ${c.connection.a.piece} and ${c.connection.b.piece} are ${c.gap.toFixed(1)} units apart and were left open (close it again with Close the loop).`);
    }
    if (relaid.cut.length > 3) notes.push(`${relaid.cut.length - 3} more joints no longer meet and were left open.`);
  }
  return { doc: next, notes };
}

/**
 * The pieces and joins of a raw document checked as a layout of today's
 * version, all `relayAlongJoints` reads (null when they do not pass the
 * schema: the file is then refused after the last step anyway).
 */
function piecesAndJoins(doc: Raw): Layout | null {
  const skeleton = { format: TRACK_FORMAT, version: TRACK_VERSION, game: doc.game, name: 'migrating', pieces: doc.pieces, connections: doc.connections };
  const checked = layoutSchema.safeParse(skeleton);
  return checked.success ? checked.data : null;
}

/**
 * Version 3 kept Start Frei's laying plan at the top level of the document
 * (`plan`, `laid`) while its A-cards, duration and difficulty were in `meta`.
 * Version 4 keeps every game's own data in `meta`: the step moves the two
 * fields there, values unchanged (so a rating's fingerprint stays the same).
 * A `meta` that is not an object is left for the schema to name.
 */
function v3ToV4(doc: Raw): Stepped {
  const { plan, laid, ...rest } = doc;
  if (plan === undefined && laid === undefined) return { doc: { ...rest, version: 4 }, notes: [] };
  const meta = doc.meta === undefined ? {} : doc.meta;
  if (!isRecord(meta)) return { doc: { ...doc, version: 4 }, notes: [] };
  const moved = { ...meta, ...(plan !== undefined ? { plan } : {}), ...(laid !== undefined ? { laid } : {}) };
  return { doc: { ...rest, version: 4, meta: moved }, notes: [] };
}

function end(v: unknown): End | undefined {
  return isRecord(v) && typeof v.piece === 'string' && typeof v.port === 'number' ? { piece: v.piece, port: v.port } : undefined;
}

const STEPS: Readonly<Record<number, (doc: Raw) => Stepped>> = { 1: v1ToV2, 2: v2ToV3, 3: v3ToV4 };

function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Brings a raw track document to the current version. Returns the document
 * unchanged when it is current, or an error for an unknown or future version;
 * `notes` say in plain words what a migrated layout lost (empty when nothing).
 */
export function migrate(json: unknown): { ok: true; doc: unknown; notes: readonly string[] } | { ok: false; error: string } {
  if (!isRecord(json)) return { ok: false, error: 'a track file is a JSON object' };
  if (json.format !== TRACK_FORMAT) {
    return { ok: false, error: `format: expected "${TRACK_FORMAT}", got ${describeValue(json.format)}` };
  }
  let doc: Raw = json;
  const declared = doc.version;
  if (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 1) {
    return { ok: false, error: `version: expected an integer 1..${TRACK_VERSION}, got ${describeValue(declared)}` };
  }
  let version: number = declared;
  if (version > TRACK_VERSION) {
    return { ok: false, error: `version: ${version} is newer than this app understands (${TRACK_VERSION})` };
  }
  const notes: string[] = [];
  while (version < TRACK_VERSION) {
    const step = STEPS[version];
    if (!step) return { ok: false, error: `version: no migration from version ${version}` };
    const r = step(doc);
    doc = r.doc;
    notes.push(...r.notes);
    version = doc.version as number;
  }
  return { ok: true, doc, notes };
}
