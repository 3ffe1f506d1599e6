/**
 * The rail-map file: Bahn Frei's board as data. Stations (red hubs where
 * trains start, black others) joined by routes; a route is the row of spaces
 * between its two stations (black, white or red), and an express route is one
 * on which the Express skips white spaces. Every load path goes through
 * `parseRailMapFile` (parse.ts), which checks this schema.
 */
import { z } from 'zod';
import { PRINTABLE } from '../track/layout-schema';

/** The file format this version reads and writes. */
export const RAIL_MAP_FORMAT = 1;

/** Bounds that keep the work per file small (far above the Germany map: 38 stations, 56 routes). */
export const RAIL_LIMITS = {
  stations: 300,
  routes: 600,
  /** Spaces between two stations. */
  routeSpaces: 30,
  coordinate: 100_000,
  text: 200,
} as const;

export const SPACE_COLOURS = ['black', 'white', 'red'] as const;
export type SpaceColour = (typeof SPACE_COLOURS)[number];

const ID = /^[a-z0-9][a-z0-9-]*$/;
const id = z.string().min(1).max(64).regex(ID, 'must be lower-case letters, digits and dashes');
const text = z.string().min(1).max(RAIL_LIMITS.text).regex(PRINTABLE, 'must be one line of text');
const coordinate = z.number().finite().min(-RAIL_LIMITS.coordinate).max(RAIL_LIMITS.coordinate);

export const stationSchema = z
  .object({
    id,
    name: text,
    /** A red station: a big hub, where trains start and refuel. */
    hub: z.boolean(),
    /** Where it is drawn (map units; y grows southwards). */
    x: coordinate,
    y: coordinate,
    /** Where its name is drawn beside it (default: to the right). */
    label: z.enum(['right', 'left', 'above', 'below']).optional(),
  })
  .strict();

export const routeSchema = z
  .object({
    id,
    from: id,
    to: id,
    /** The spaces between the two stations, from `from` towards `to`. */
    spaces: z.array(z.enum(SPACE_COLOURS)).max(RAIL_LIMITS.routeSpaces),
    /** A red express route: the Express skips its white spaces. */
    express: z.boolean(),
  })
  .strict();

export const railMapSchema = z
  .object({
    format: z.literal(RAIL_MAP_FORMAT),
    name: text,
    stations: z.array(stationSchema).max(RAIL_LIMITS.stations),
    routes: z.array(routeSchema).max(RAIL_LIMITS.routes),
  })
  .strict();

export type Station = z.infer<typeof stationSchema>;
export type Route = z.infer<typeof routeSchema>;
export type RailMap = z.infer<typeof railMapSchema>;
