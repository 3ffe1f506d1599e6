/**
 * Scenario files (docs/scenario-format.md): a position on a track, forced
 * dice and actions. Runs them and reports the events and the final position.
 */
import { z } from 'zod';
import { oneLine, validateLayout, type LaneGraph, type Layout } from '../../../track';
import { actionSchema, applyAction, diceSchema, positionSchema, SetupError, stateFromPosition, type GameEvent, type GameState } from '../index';
import { raceTrackFromJson, raceTrackFromPreset } from './track-source';

import { SCENARIO_FORMAT } from '../../core/file-format';

export { SCENARIO_FORMAT };

const graphSchema = z.object({
  game: z.literal('start-frei'),
  lanes: z.number().int().min(1),
  innerLane: z.number().int().min(0),
  lapLength: z.number().int().min(1),
  spaces: z.array(z.looseObject({ id: z.number().int(), lane: z.number().int(), progress: z.number(), pieceOrder: z.number().int(), features: z.looseObject({}) })),
  out: z.array(z.array(z.object({ from: z.number().int(), to: z.number().int(), kind: z.string(), crossesStart: z.boolean() }))),
  grid: z.array(z.number().int()),
}).superRefine((g, ctx) => {
  // A hand-made graph must hold together: every id, edge and grid entry names a space that exists.
  const n = g.spaces.length;
  const bad = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  if (n > MAX_GRAPH_SPACES) return bad(`at most ${MAX_GRAPH_SPACES} spaces`, ['spaces']);
  if (n === 0) return bad('a lane graph needs spaces', ['spaces']);
  for (let i = 0; i < n; i++) {
    const sp = g.spaces[i]!;
    if (sp.id !== i) return bad(`space ${i} has id ${sp.id} (ids are the spaces' positions in the list)`, ['spaces', i, 'id']);
    if (sp.lane < 0 || sp.lane >= g.lanes) return bad(`space ${i} is in lane ${sp.lane}, but the graph has ${g.lanes} lanes`, ['spaces', i, 'lane']);
    if (!Number.isFinite(sp.progress)) return bad(`space ${i} has no finite progress`, ['spaces', i, 'progress']);
  }
  if (g.innerLane >= g.lanes) bad(`the inner lane ${g.innerLane} is not one of the ${g.lanes} lanes`, ['innerLane']);
  if (g.out.length !== n) return bad(`out lists ${g.out.length} spaces' edges for ${n} spaces`, ['out']);
  g.out.forEach((edges, i) =>
    edges.forEach((e, j) => {
      if (e.from !== i) bad(`an edge listed under space ${i} leaves from ${e.from}`, ['out', i, j, 'from']);
      if (e.to < 0 || e.to >= n) bad(`an edge from space ${i} leads to space ${e.to}, which does not exist`, ['out', i, j, 'to']);
    }),
  );
  g.grid.forEach((id, i) => {
    if (id < 0 || id >= n) bad(`grid position ${i + 1} names space ${id}, which does not exist`, ['grid', i]);
  });
});

/** The largest hand-made lane graph a scenario may carry. */
export const MAX_GRAPH_SPACES = 20_000;

export const scenarioSchema = z.object({
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(1),
  ruleset: z.literal('start-frei'),
  title: z.string().optional(),
  /** A preset's name, a full track document, or a hand-made lane graph. */
  track: z.union([z.object({ preset: z.string() }), z.object({ layout: z.unknown() }), z.object({ graph: graphSchema })]),
  /**
   * A layout (or preset) goes through the same validation as any track and an
   * invalid one is refused with its problems; `true` says on purpose that the
   * scenario wants an invalid layout (e.g. an open track for a lesson).
   */
  allowInvalidLayout: z.boolean().default(false),
  position: positionSchema,
  dice: diceSchema.default([]),
  actions: z.array(actionSchema).default([]),
});

export type ScenarioFile = z.infer<typeof scenarioSchema>;

export type ScenarioRun =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; kind: 'malformed'; error: string }
  | { ok: false; kind: 'illegal'; index: number; error: string; state: GameState; events: GameEvent[] };

export function runScenario(json: unknown): ScenarioRun {
  try {
    return run(json);
  } catch (error) {
    // Every load path reports whatever a load throws as a load error, in one line.
    return { ok: false, kind: 'malformed', error: oneLine(`the scenario could not be run: ${error instanceof Error ? error.message : 'an unknown error'}`) };
  }
}

/** A version 1 scenario's file and the lane graph it plays on (with the track document it names, if any), or one line. */
export function scenarioBoard(json: unknown): { ok: true; file: ScenarioFile; graph: LaneGraph; layout?: Layout; name: string } | { ok: false; error: string } {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: oneLine(`${oneLine(issue.path.join('.'), 80) || '(root)'}: ${issue.message}`) };
  }
  const sc = parsed.data;
  if ('graph' in sc.track) return { ok: true, file: sc, graph: sc.track.graph as unknown as LaneGraph, name: sc.title ?? 'hand-made track' };
  const t = 'preset' in sc.track ? raceTrackFromPreset(sc.track.preset) : raceTrackFromJson(sc.track.layout, 'track');
  if (!t.ok) return { ok: false, error: `track: ${t.error}` };
  const report = validateLayout(t.track.layout);
  if (!report.valid && !sc.allowInvalidLayout) {
    const problems = report.errors.map((e) => `${e.code}: ${e.message}`).join('; ');
    return {
      ok: false,
      error: `track: the layout is invalid (${report.errors.length} problem${report.errors.length === 1 ? '' : 's'}: ${problems}); set "allowInvalidLayout": true to use it on purpose`,
    };
  }
  return { ok: true, file: sc, graph: t.track.graph, ...(report.valid ? { layout: t.track.layout } : {}), name: t.track.name };
}

function run(json: unknown): ScenarioRun {
  const read = scenarioBoard(json);
  if (!read.ok) return { ok: false, kind: 'malformed', error: read.error };
  const sc = read.file;
  const graph = read.graph;
  let state: GameState;
  try {
    state = stateFromPosition(graph, sc.position, sc.dice);
  } catch (error) {
    if (error instanceof SetupError) return { ok: false, kind: 'malformed', error: `position: ${error.message}` };
    throw error;
  }
  const events: GameEvent[] = [];
  for (let i = 0; i < sc.actions.length; i++) {
    const r = applyAction(state, sc.actions[i]!);
    if (!r.ok) return { ok: false, kind: 'illegal', index: i, error: `${r.code}: ${r.message}`, state, events };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events };
}
