/**
 * What a teacher's edit of a Start Frei lesson changed, and what it now means,
 * in plain sentences: the caption says it instead of the lesson's own words,
 * which were written for the position before the edit. Compares the rules
 * core's starting states before and after; decides nothing.
 */
import { GEAR_DICE } from '../../../rules/start-frei';
import type { GameState } from '../../../rules/start-frei';
import type { LaneGraph } from '../../../track';
import { gearName, plural } from './rules-text';

/** Spaces straight ahead to the next chicane (null when none within `limit`). */
export function spacesToChicane(graph: LaneGraph, from: number, limit = 12): number | null {
  let at = from;
  for (let n = 1; n <= limit; n++) {
    const next = graph.out[at]?.find((e) => e.kind === 'forward') ?? graph.out[at]?.[0];
    if (!next) return null;
    at = next.to;
    if (graph.spaces[at]?.features.chicane) return n;
  }
  return null;
}

function where(graph: LaneGraph, space: number): string {
  const s = graph.spaces[space];
  if (!s) return `space ${space}`;
  const lane = s.lane === 0 ? 'the left lane' : s.lane === 1 ? 'the right lane' : `lane ${s.lane + 1}`;
  const chicane = s.features.chicane ? ', on a chicane' : '';
  const ahead = spacesToChicane(graph, space);
  return `${lane}${chicane}${ahead === null ? '' : `, ${plural(ahead, 'space')} before the next chicane`}`;
}

const dieOf = (gear: number) => {
  const faces = [...new Set(GEAR_DICE[gear] ?? [])].sort((a, b) => a - b);
  return faces.length === 0 || (faces.length === 1 && faces[0] === 0) ? 'rolls no die' : `rolls the ${gearName(gear)} die (${faces.join(', ')})`;
};

/** The edit from `before` to `after` as sentences (empty when nothing the table shows changed). */
export function describeChange(graph: LaneGraph, before: GameState, after: GameState): string {
  const out: string[] = [];
  const n = Math.max(before.players.length, after.players.length);
  for (let i = 0; i < n; i++) {
    const a = before.players[i];
    const b = after.players[i];
    const name = after.names[i] ?? before.names[i] ?? `Car ${i + 1}`;
    if (!a && b) {
      out.push(`You added ${name}, in ${where(graph, b.space)}.`);
      continue;
    }
    if (a && !b) {
      out.push(`You took ${before.names[i] ?? name} off the table.`);
      continue;
    }
    if (!a || !b) continue;
    if (before.names[i] !== after.names[i]) out.push(`You renamed ${before.names[i]} to ${name}.`);
    if (a.space !== b.space) out.push(`You moved ${name} to ${where(graph, b.space)}.`);
    if (a.gear !== b.gear) out.push(`You put ${name} in ${gearName(b.gear)} gear (was ${gearName(a.gear)}): ${name} now ${dieOf(b.gear)}.`);
    if (a.coins !== b.coins) out.push(`${name} now has ${plural(b.coins, 'Carrera Coin')} (was ${a.coins}).`);
    if (a.drs.length !== b.drs.length) out.push(`${name} now holds ${plural(b.drs.length, 'DRS marker')} (was ${a.drs.length}).`);
  }
  const ta = before.turn?.player ?? null;
  const tb = after.turn?.player ?? null;
  if (ta !== tb) out.push(tb === null ? 'No car is to move now.' : `Now ${after.names[tb]} is to move${ta === null ? '' : ` (was ${before.names[ta]})`}.`);
  return out.join(' ');
}
