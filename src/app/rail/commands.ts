/**
 * The rail-map editor's commands (in the manner of the builder's): each edit
 * is a small serialisable object, applied by a pure function over the map, so
 * undo/redo and autosave come from the shared history (src/app/history.ts).
 */
import { z } from 'zod';
import { addRoute, addStation, moveStation, railMapSchema, removeRoute, removeStation, renameStation, routeSchema, setExpress, setHub, setRouteSpaces, SPACE_COLOURS, stationSchema, type RailMap } from '../../rail';
import type { ApplyResult } from '../history';

const id = stationSchema.shape.id;
const coordinate = stationSchema.shape.x;
const spaces = routeSchema.shape.spaces;

export const railCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add-station'), station: stationSchema }).strict(),
  z.object({ kind: z.literal('move-station'), id, x: coordinate, y: coordinate }).strict(),
  z.object({ kind: z.literal('rename-station'), id, name: stationSchema.shape.name }).strict(),
  z.object({ kind: z.literal('set-hub'), id, hub: z.boolean() }).strict(),
  z.object({ kind: z.literal('remove-station'), id }).strict(),
  z.object({ kind: z.literal('add-route'), from: id, to: id, spaces, express: z.boolean() }).strict(),
  z.object({ kind: z.literal('remove-route'), id }).strict(),
  z.object({ kind: z.literal('set-express'), id, express: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-spaces'), id, spaces: z.array(z.enum(SPACE_COLOURS)).max(30) }).strict(),
  /** A whole map replaces the one on the table (a new map, an import, a shared link). */
  z.object({ kind: z.literal('load'), label: z.string().max(200), map: railMapSchema }).strict(),
]);

export type RailCommand = z.infer<typeof railCommandSchema>;

export function applyRailCommand(map: RailMap, c: RailCommand): ApplyResult<RailMap> {
  const r = run(map, c);
  return r.ok ? { ok: true, doc: r.map } : { ok: false, message: r.error };
}

function run(map: RailMap, c: RailCommand) {
  switch (c.kind) {
    case 'add-station':
      return addStation(map, c.station);
    case 'move-station':
      return moveStation(map, c.id, Math.round(c.x), Math.round(c.y));
    case 'rename-station':
      return renameStation(map, c.id, c.name);
    case 'set-hub':
      return setHub(map, c.id, c.hub);
    case 'remove-station':
      return removeStation(map, c.id);
    case 'add-route':
      return addRoute(map, { from: c.from, to: c.to, spaces: c.spaces, express: c.express });
    case 'remove-route':
      return removeRoute(map, c.id);
    case 'set-express':
      return setExpress(map, c.id, c.express);
    case 'set-spaces':
      return setRouteSpaces(map, c.id, c.spaces);
    case 'load':
      return { ok: true as const, map: c.map };
  }
}

const stationName = (map: RailMap, id: string) => map.stations.find((s) => s.id === id)?.name ?? id;
const routeName = (map: RailMap, id: string) => {
  const r = map.routes.find((x) => x.id === id);
  return r ? `${stationName(map, r.from)}–${stationName(map, r.to)}` : id;
};

/** The command in words, for the undo and redo buttons ("Undo: move Kassel"); `map` is the map before it. */
export function describeRailCommand(map: RailMap, c: RailCommand): string {
  switch (c.kind) {
    case 'add-station':
      return `add the station ${c.station.name}`;
    case 'move-station':
      return `move ${stationName(map, c.id)}`;
    case 'rename-station':
      return `rename ${stationName(map, c.id)} to ${c.name}`;
    case 'set-hub':
      return c.hub ? `make ${stationName(map, c.id)} a red station` : `make ${stationName(map, c.id)} a black station`;
    case 'remove-station':
      return `delete the station ${stationName(map, c.id)}`;
    case 'add-route':
      return `join ${stationName(map, c.from)} and ${stationName(map, c.to)}`;
    case 'remove-route':
      return `delete the route ${routeName(map, c.id)}`;
    case 'set-express':
      return c.express ? `make ${routeName(map, c.id)} an express route` : `make ${routeName(map, c.id)} an ordinary route`;
    case 'set-spaces':
      return `change the spaces of ${routeName(map, c.id)}`;
    case 'load':
      return c.label;
  }
}
