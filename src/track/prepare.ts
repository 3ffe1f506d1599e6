/**
 * Resolves a layout document into index-based tables shared by validation and
 * the graph builder: catalog definitions per piece and a port-to-port map.
 * Structural problems (unknown pieces, broken connections) are collected here.
 */
import { catalogFor, type Catalog, type PieceDef, type ResolvedSide } from './catalog';
import { issue, type TrackErrorCode, type TrackIssue } from './issues';
import type { Connection, Layout } from './layout-schema';
import { capital, pieceNumber } from './piece-names';
import { portCount, portLanes, sideOf } from './ports';

/** Ports per piece in the flat port map (the most any piece has). */
export const PORT_SLOTS = 3;

export interface Prepared {
  readonly layout: Layout;
  readonly catalog: Catalog;
  /** Per layout piece: its definition and side up, or undefined when unknown. */
  readonly defs: readonly (PieceDef | undefined)[];
  readonly sides: readonly (ResolvedSide | undefined)[];
  readonly indexOf: ReadonlyMap<string, number>;
  /** link[piece * PORT_SLOTS + port] = the joined port's slot, or -1 when open. */
  readonly link: Int32Array;
  readonly problems: TrackIssue<TrackErrorCode>[];
}

/** A piece as people name it, by its index in the layout ("curve 3"). */
export function nameAt(prep: Prepared, i: number): string {
  const p = prep.layout.pieces[i]!;
  return `${prep.defs[i]?.name ?? 'piece'} ${pieceNumber(p.id)}`;
}

/** A piece as people name it, by its id (the first piece with that id). */
export function nameOf(prep: Prepared, id: string): string {
  const i = prep.indexOf.get(id);
  return i === undefined ? `piece ${pieceNumber(id)}` : nameAt(prep, i);
}

export function prepare(layout: Layout): Prepared {
  const catalog = catalogFor(layout.game);
  const n = layout.pieces.length;
  const problems: TrackIssue<TrackErrorCode>[] = [];
  const defs: (PieceDef | undefined)[] = new Array(n);
  const sides: (ResolvedSide | undefined)[] = new Array(n);
  const indexOf = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const p = layout.pieces[i]!;
    if (indexOf.has(p.id)) problems.push(issue('duplicate-id', `Two pieces have the same id, ${pieceNumber(p.id)}: each piece needs its own.`, [p.id]));
    else indexOf.set(p.id, i);
    const def = catalog.byId.get(p.type);
    if (!def) {
      problems.push(issue('unknown-piece', `Piece ${pieceNumber(p.id)} is a “${p.type.slice(0, 40)}”, which is not a piece of this game.`, [p.id]));
      continue;
    }
    const side = sideOf(def, p.side);
    if (!side) {
      problems.push(issue('missing-side', `${capital(def.name)} ${pieceNumber(p.id)} has no side ${p.side}.`, [p.id]));
      continue;
    }
    defs[i] = def;
    sides[i] = side;
  }
  const link = new Int32Array(n * PORT_SLOTS).fill(-1);
  for (const c of layout.connections) {
    const a = indexOf.get(c.a.piece);
    const b = indexOf.get(c.b.piece);
    if (a === undefined || b === undefined) {
      problems.push(connectionIssue('bad-connection', c, indexOf, defs, 'names a piece that is not in the layout'));
      continue;
    }
    const da = defs[a];
    const db = defs[b];
    if (!da || !db) continue; // already reported as unknown
    if (c.a.port >= portCount(da) || c.b.port >= portCount(db) || (a === b && c.a.port === c.b.port)) {
      problems.push(connectionIssue('bad-connection', c, indexOf, defs, 'names an end the piece does not have'));
      continue;
    }
    const ka = a * PORT_SLOTS + c.a.port;
    const kb = b * PORT_SLOTS + c.b.port;
    if (link[ka] !== -1 || link[kb] !== -1) {
      problems.push(connectionIssue('port-reused', c, indexOf, defs, 'joins an end that is already joined to another piece'));
      continue;
    }
    if (portLanes(da, c.a.port) !== portLanes(db, c.b.port)) {
      problems.push(connectionIssue('lane-mismatch', c, indexOf, defs, `joins ${lanes(portLanes(da, c.a.port))} to ${lanes(portLanes(db, c.b.port))}`));
      continue;
    }
    link[ka] = kb;
    link[kb] = ka;
  }
  return { layout, catalog, defs, sides, indexOf, link, problems };
}

/** Built only when there is a problem: naming every connection up front cost a string per joint. */
function connectionIssue(code: TrackErrorCode, c: Connection, indexOf: ReadonlyMap<string, number>, defs: readonly (PieceDef | undefined)[], what: string): TrackIssue<TrackErrorCode> {
  const name = (id: string) => {
    const i = indexOf.get(id);
    return `${(i === undefined ? undefined : defs[i]?.name) ?? 'piece'} ${pieceNumber(id)}`;
  };
  return issue(code, `The join of ${name(c.a.piece)} and ${name(c.b.piece)} ${what}.`, [c.a.piece, c.b.piece]);
}

const lanes = (n: number) => (n === 1 ? 'one lane' : `${n} lanes`);
