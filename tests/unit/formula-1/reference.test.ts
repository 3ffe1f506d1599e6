/**
 * The engine's legal actions against a straightforward reference, on many
 * positions of seeded races (every preset, 2–6 players, 1–3 laps, random and
 * heuristic drivers, and a loop short enough to come round again): the walk
 * of `reach` with sets, the speeds from it and from the paths, and the paths
 * by a plain depth-first walk in edge order that keeps, of the paths with the
 * same target and the same safe-speed squares, the first it meets.
 */
import { describe, expect, it } from 'vitest';
import { boardInfo, formula1Game, heuristicBot, movePaths, pitAllowed, randomBot, reach, speedChangeCost, speedChoices, SPEEDS, squaresAt, type Formula1State } from '../../../src/rules/formula-1';
import { movesAt, nodePath, searchOf, throwsAt } from '../../../src/rules/formula-1/paths';
import { throwPlan } from '../../../src/rules/formula-1/throws';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { position, sq, straightGraph } from './helpers';

const DRIVE = new Set(['forward', 'diagonal', 'switch', 'pit-exit']);

function occupied(s: Formula1State, ci: number): Set<number> {
  return new Set(s.cars.filter((c, i) => i !== ci && !c.off).map((c) => c.space));
}

/** The walk without the search's rules: squares reachable after k steps, and the fewest steps into the pit. */
function refReach(s: Formula1State, ci: number, max: number): { exact: boolean[]; pitAfter: number } {
  const car = s.cars[ci]!;
  const occ = occupied(s, ci);
  const pit = pitAllowed(boardInfo(s.graph), car, s.laps);
  const exact = [true];
  let pitAfter = Infinity;
  const pitFrom = (id: number, k: number) => {
    if (!pit) return;
    for (const e of s.graph.out[id] ?? []) if (e.kind === 'pit-entry' && !occ.has(e.to)) pitAfter = Math.min(pitAfter, k + 1);
  };
  if (!car.off) pitFrom(car.space, 0);
  let frontier = new Set<number>();
  for (const e of s.graph.out[car.space] ?? []) if (DRIVE.has(e.kind) && !(car.off && e.kind === 'pit-exit') && !occ.has(e.to)) frontier.add(e.to);
  for (let k = 1; k <= max; k++) {
    exact.push(frontier.size > 0);
    const next = new Set<number>();
    for (const id of frontier) {
      pitFrom(id, k);
      for (const e of s.graph.out[id] ?? []) if (DRIVE.has(e.kind) && !occ.has(e.to)) next.add(e.to);
    }
    frontier = next;
  }
  return { exact, pitAfter };
}

/**
 * The moves at 1 … `max` squares (index n: the moves at n squares): pit
 * entries after fewer squares (fewest first), then the paths of n squares.
 */
function refPaths(s: Formula1State, ci: number, max: number): number[][][] {
  const car = s.cars[ci]!;
  const occ = occupied(s, ci);
  const pit = pitAllowed(boardInfo(s.graph), car, s.laps);
  const safeOf = (id: number) => s.graph.spaces[id]!.features.safeSpeed ?? 0;
  const full = Array.from({ length: max + 1 }, () => new Map<string, number[]>());
  const pits: { depth: number; key: string; path: number[] }[] = [];
  const walk = (at: number, path: number[], safes: number[]) => {
    const depth = path.length;
    const key = `${safes.join(',')}|${at}`;
    if (depth > 0 && !full[depth]!.has(key)) full[depth]!.set(key, path);
    if (pit && depth < max) {
      for (const e of s.graph.out[at] ?? []) if (e.kind === 'pit-entry' && !occ.has(e.to)) pits.push({ depth, key: `${safes.join(',')}|${e.to}`, path: [...path, e.to] });
    }
    if (depth === max) return;
    for (const e of s.graph.out[at] ?? []) {
      if (!DRIVE.has(e.kind) || occ.has(e.to)) continue;
      if (depth === 0 && car.off && e.kind === 'pit-exit') continue;
      // A path never passes a square of its own twice (it may come back to the square the car left).
      if (path.includes(e.to)) continue;
      walk(e.to, [...path, e.to], safeOf(e.to) > 0 ? [...safes, e.to] : safes);
    }
  };
  walk(car.space, [], []);
  // The depth-first walk meets the pit entries in path order; the fewest squares come first, and one per target and safe squares.
  const byDepth = [...pits].sort((a, b) => a.depth - b.depth);
  return full.map((layer, n) => {
    const firstPits = new Map<string, number[]>();
    for (const p of byDepth) if (p.depth < n && !firstPits.has(p.key)) firstPits.set(p.key, p.path);
    return n === 0 ? [] : [...firstPits.values(), ...layer.values()];
  });
}

function refSpeeds(s: Formula1State, ci: number, paths = refPaths(s, ci, 8)): number[] {
  const car = s.cars[ci]!;
  const r = refReach(s, ci, squaresAt(SPEEDS[SPEEDS.length - 1]!));
  return SPEEDS.filter((kmh) => {
    if (speedChangeCost(car.speed, kmh) > car.tyres) return false;
    const n = squaresAt(kmh);
    return n === 0 || paths[n]!.length > 0 || r.exact[n] === true || r.pitAfter <= n;
  });
}

function graphOf(preset: string): LaneGraph {
  const l = loadPreset(preset);
  if (!l.ok) throw new Error(l.error);
  return buildLaneGraph(l.layout);
}

/** Positions of seeded races on `graph`, every `every`-th action. */
function positions(graph: LaneGraph, players: number, laps: number, kind: string, seed: number, every: number): Formula1State[] {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind }));
  let s = formula1Game.setup({ graph }, { laps }, seats, seed);
  const bots = seats.map((_, i) => (kind === 'random' ? randomBot : heuristicBot)(seed * 10 + i));
  const out: Formula1State[] = [];
  for (let step = 0; formula1Game.actors(s).length > 0; step++) {
    const seat = formula1Game.actors(s)[0]!;
    const legal = formula1Game.legalActions(s, seat);
    if (step % every === 0) out.push(s);
    const r = formula1Game.apply(s, seat, bots[seat]!.choose(s, seat, legal));
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return out;
}

const PRESETS = ['formula-1-circuit', 'formula-1-sprint-ring', 'formula-1-hairpins', 'formula-1-fast-ring', 'formula-1-kink-circuit'];

function allPositions(): Formula1State[] {
  const out: Formula1State[] = [];
  PRESETS.forEach((preset, p) => {
    const graph = graphOf(preset);
    for (const kind of ['random', 'heuristic']) {
      for (let seed = 0; seed < 2; seed++) out.push(...positions(graph, 2 + ((p + seed) % 5), 1 + ((p + seed) % 3), kind, seed + p * 7, 4));
    }
  });
  return out;
}

describe('Formuła 1 legal actions against a straightforward reference', () => {
  const states = allPositions();

  it('the walk, the speeds and the paths of every car on many positions are the reference ones', () => {
    expect(states.length).toBeGreaterThan(500);
    let off = 0;
    let pits = 0;
    for (const s of states) {
      // The car to act and the cars beside the track (as they will be when their turn comes).
      for (let ci = 0; ci < s.cars.length; ci++) {
        const car = s.cars[ci]!;
        if (car.finished > 0 || car.inPit || !(car.off || ci === s.order[s.turn])) continue;
        if (car.off) off++;
        const paths = refPaths(s, ci, 8);
        expect(reach(s, ci, 8)).toEqual(refReach(s, ci, 8));
        expect(speedChoices(s, ci)).toEqual(refSpeeds(s, ci, paths));
        for (let n = 1; n <= 8; n++) {
          if (paths[n]!.some((p) => boardInfo(s.graph).serviceSquares.has(p.at(-1)!))) pits++;
          expect(movePaths({ ...s }, ci, n)).toEqual(paths[n]);
        }
      }
    }
    // The positions include cars beside the track and ways into the pit.
    expect(off).toBeGreaterThan(20);
    expect(pits).toBeGreaterThan(20);
  });

  it('a move lists the reference paths whether or not the speed phase searched before it', () => {
    let checked = 0;
    for (const s of states) {
      if (s.phase !== 'move') continue;
      const ci = s.order[s.turn]!;
      const seat = s.cars[ci]!.seat;
      const listed = formula1Game.legalActions(s, seat).map((a) => (a.type === 'move' ? a.path : []));
      expect(listed).toEqual(refPaths(s, ci, 8)[squaresAt(s.cars[ci]!.speed)]);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('the throws the search keeps per path are the throws of the plan, at every speed', () => {
    let fast = 0;
    let walked = 0;
    const wrong: string[] = [];
    for (const s of states) {
      const ci = s.order[s.turn]!;
      const car = s.cars[ci]!;
      if (s.phase !== 'speed' || car.finished > 0 || car.inPit) continue;
      const found = searchOf(s, ci, 8);
      const safe = boardInfo(s.graph).safe;
      for (let n = 1; n <= 8; n++) {
        for (const node of movesAt(found, n)) {
          const path = nodePath(found, node);
          for (const kmh of SPEEDS) {
            const planned = throwPlan(s, car, kmh, path).reduce((t, p) => t + p.throws, 0);
            const kept = throwsAt(found, node, kmh, safe);
            if (kept !== planned && wrong.length < 5) wrong.push(`${path.join(',')} at ${kmh} km/h: ${kept}, planned ${planned}`);
            if (path.some((id) => safe[id]! >= kmh)) walked++;
            else fast++;
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Both ways are taken: above every safe speed of the path, and at or below one of them.
    expect(fast).toBeGreaterThan(1000);
    expect(walked).toBeGreaterThan(1000);
  });

  it('the heuristic bot makes the move it makes when it scores each listed path by itself', () => {
    let checked = 0;
    let differ = 0;
    for (const s of states) {
      if (s.phase !== 'move') continue;
      const seat = s.cars[s.order[s.turn]!]!.seat;
      const listed = formula1Game.legalActions(s, seat);
      if (listed.length < 2) continue;
      // Copies of the listed actions are not the engine's lists: the bot scores them one by one.
      const copies = listed.map((a) => (a.type === 'move' ? { type: 'move' as const, path: [...a.path] } : a));
      const picked = heuristicBot(1).choose(s, seat, listed);
      const scored = heuristicBot(1).choose(s, seat, copies);
      expect(picked).toEqual(scored);
      expect(listed).toContain(picked);
      if (picked !== listed[0]) differ++;
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    // Not always the first path.
    expect(differ).toBeGreaterThan(10);
  });

  it('a search read after it stopped being kept says so instead of reading the nodes of another', () => {
    const speedStates = states.filter((s) => s.phase === 'speed' && !s.cars[s.order[s.turn]!]!.off);
    const s = speedStates[0]!;
    const ci = s.order[s.turn]!;
    const old = searchOf({ ...s }, ci, 8);
    const node = movesAt(old, 1)[0]!;
    const path = nodePath(searchOf({ ...s }, ci, 8), node);
    // Twelve searches of other states later, the old one is no longer kept and its list of nodes has gone to another search.
    for (const other of speedStates.slice(1, 13)) searchOf({ ...other }, other.order[other.turn]!, 8);
    expect(() => nodePath(old, node)).toThrow(/read after it was dropped/);
    // A search made now reads as before.
    expect(nodePath(searchOf({ ...s }, ci, 8), node)).toEqual(path);
  });

  it('on a loop of 6 squares the walk comes round, the paths do not', () => {
    const spec = { lanes: 1, length: 6 };
    const loop = straightGraph(spec);
    const s = position(loop, [{ space: sq(spec, 0, 0), speed: 0 }, { space: sq(spec, 0, 3), off: true }]);
    expect(reach(s, 0, 8)).toEqual(refReach(s, 0, 8));
    expect(speedChoices(s, 0)).toEqual(refSpeeds(s, 0));
    const paths = refPaths(s, 0, 8);
    for (let n = 1; n <= 8; n++) expect(movePaths({ ...s }, 0, n)).toEqual(paths[n]);
    expect(movePaths(s, 0, 7)).toEqual([]);
  });
});
