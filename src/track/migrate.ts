/**
 * Migrations from older track files to the current version. Each step takes
 * the raw JSON of version n and returns the raw JSON of version n + 1, so an
 * old file is carried forward one step at a time and then schema-checked.
 */
import { TRACK_FORMAT, TRACK_VERSION } from './layout-schema';

type Raw = Record<string, unknown>;

/**
 * Version 1 (the first builder prototype) had no explicit connections: each
 * piece joined the next one in the list, port 1 to port 0, and the last one
 * joined the first. Rotations were radians in `heading`.
 */
function v1ToV2(doc: Raw): Raw {
  const pieces = Array.isArray(doc.pieces) ? (doc.pieces as unknown[]) : [];
  const ids = pieces.map((p) => (isRecord(p) ? p.id : undefined));
  const connections = pieces.length > 1
    ? ids.map((from, i) => ({ a: { piece: from, port: 1 }, b: { piece: ids[(i + 1) % ids.length], port: 0 } }))
    : [];
  return {
    ...doc,
    version: 2,
    pieces: pieces.map((p) => {
      if (!isRecord(p)) return p;
      const { heading, ...rest } = p;
      return { ...rest, rotation: typeof heading === 'number' ? (heading * 180) / Math.PI : heading };
    }),
    connections,
  };
}

const STEPS: Readonly<Record<number, (doc: Raw) => Raw>> = { 1: v1ToV2 };

function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Brings a raw track document to the current version. Returns the document
 * unchanged when it is current, or an error for an unknown or future version.
 */
export function migrate(json: unknown): { ok: true; doc: unknown } | { ok: false; error: string } {
  if (!isRecord(json)) return { ok: false, error: 'a track file is a JSON object' };
  if (json.format !== TRACK_FORMAT) {
    return { ok: false, error: `format: expected "${TRACK_FORMAT}", got ${JSON.stringify(json.format) ?? 'nothing'}` };
  }
  let doc: Raw = json;
  const declared = doc.version;
  if (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 1) {
    return { ok: false, error: `version: expected an integer 1..${TRACK_VERSION}, got ${JSON.stringify(declared) ?? 'nothing'}` };
  }
  let version: number = declared;
  if (version > TRACK_VERSION) {
    return { ok: false, error: `version: ${version} is newer than this app understands (${TRACK_VERSION})` };
  }
  while (version < TRACK_VERSION) {
    const step = STEPS[version];
    if (!step) return { ok: false, error: `version: no migration from version ${version}` };
    doc = step(doc);
    version = doc.version as number;
  }
  return { ok: true, doc };
}
