/**
 * start-frei: "Which side and orientation the player chooses when attaching is
 * up to them" and "Switches may only be driven over in the direction of
 * travel!" — a switch laid against travel is a layout the box can build: a
 * warning, a race on it, and no move over that switch.
 */
import { describe, expect, it } from 'vitest';
import { buildLaneGraph, replacePiece, validateLayout, type Layout } from '../../../src/track';
import { boardCodec } from '../../../src/sim/boards';
import { previewMove, stateFromPosition } from '../../../src/rules/start-frei';
import { preset } from './fixtures';

/** The Oval, its switch straight p11 laid the way of travel or turned round. */
const SWITCH_PIECE = 'p11';
function loop(reversed: boolean): Layout {
  const oval = preset('the-oval');
  if (!reversed) return oval;
  const r = replacePiece(oval, SWITCH_PIECE, { type: 'sf-switch', side: 'A', reversed: true });
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}
const ROLL_ONLY = 4;

/** Red three spaces before the switch piece with coins to pay, Yellow far behind. */
function raceAt(layout: Layout) {
  const graph = buildLaneGraph(layout);
  const first = graph.spaces.find((s) => s.piece === SWITCH_PIECE && s.lane === 0 && s.index === 0)!;
  const behind = graph.spaces.filter((s) => s.lane === 0 && s.progress < first.progress - 2).sort((a, b) => b.progress - a.progress);
  const start = behind[0]!;
  const state = stateFromPosition(graph, {
    cars: [
      { name: 'Red', space: start.id, gear: 'red', coins: 3 },
      { name: 'Yellow', space: behind[behind.length - 1]!.id },
    ],
    turn: { player: 0, card: ROLL_ONLY },
  });
  return { graph, state };
}

describe('a Start Frei switch laid against the direction of travel', () => {
  it('is a warning in a sentence, not an error: the layout is valid', () => {
    const report = validateLayout(loop(true));
    expect(report.valid).toBe(true);
    expect(report.errors.map((e) => e.code)).not.toContain('switch-against-travel');
    const warning = report.warnings.find((w) => w.code === 'switch-against-travel');
    expect(warning).toBeDefined();
    expect(warning!.pieces).toEqual([SWITCH_PIECE]);
    expect(warning!.message).toMatch(/^[A-Z].*cannot .*\.$/);
    expect(validateLayout(loop(false)).warnings.map((w) => w.code)).not.toContain('switch-against-travel');
  });

  it('can be raced: a race file with the layout loads', () => {
    const read = boardCodec('lane-graph')!.read(loop(true), 'start-frei');
    expect(read.ok, read.ok ? '' : read.error).toBe(true);
  });

  it('offers no move over the switch against travel; laid the way of travel, the same roll may change lanes there', () => {
    const against = raceAt(loop(true));
    expect(against.graph.out.flat().filter((e) => e.kind === 'switch' && against.graph.spaces[e.from]!.piece === SWITCH_PIECE)).toEqual([]);
    for (const roll of [3, 4, 5, 6]) {
      const options = previewMove(against.state, roll);
      expect(options.length).toBeGreaterThan(0);
      expect(options.every((o) => o.switches.length === 0)).toBe(true);
    }
    const along = raceAt(loop(false));
    const usedThere = [3, 4, 5, 6].some((roll) => previewMove(along.state, roll).some((o) => o.switches.some((id) => along.graph.spaces[id]!.piece === SWITCH_PIECE)));
    expect(usedThere).toBe(true);
  });
});
