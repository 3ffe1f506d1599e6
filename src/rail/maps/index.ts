/** The rail maps that ship with Chicane. */
import germanyData from './germany.json';
import { parseRailMapFile } from '../parse';
import type { RailMap } from '../schema';

let germany: RailMap | null = null;

/** The default Bahn Frei board: the German long-distance network (see docs/assumptions.md, Bahn Frei). */
export function germanyMap(): RailMap {
  if (germany) return germany;
  const parsed = parseRailMapFile(germanyData);
  if (!parsed.ok) throw new Error(`the Germany rail map does not load: ${parsed.error}`);
  germany = parsed.map;
  return germany;
}

export const RAIL_MAPS: Readonly<Record<string, () => RailMap>> = { germany: germanyMap };
