/**
 * Scenario files (docs/scenario-format.md): a position on a track, forced
 * dice and actions. Runs them and reports the events and the final position.
 */
import { z } from 'zod';
import { validateLayout, type LaneGraph } from '../track';
import { actionSchema, applyAction, diceSchema, positionSchema, SetupError, stateFromPosition, type GameEvent, type GameState } from '../rules/start-frei';
import { raceTrackFromJson, raceTrackFromPreset } from './track-source';

export const SCENARIO_FORMAT = 'chicane-scenario';

const graphSchema = z.object({
  game: z.literal('start-frei'),
  lanes: z.number().int().min(1),
  innerLane: z.number().int().min(0),
  lapLength: z.number().int().min(1),
  spaces: z.array(z.looseObject({ id: z.number().int(), lane: z.number().int(), progress: z.number(), pieceOrder: z.number().int(), features: z.looseObject({}) })),
  out: z.array(z.array(z.object({ from: z.number().int(), to: z.number().int(), kind: z.string(), crossesStart: z.boolean() }))),
  grid: z.array(z.number().int()),
});

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
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, kind: 'malformed', error: `${issue.path.join('.') || '(root)'}: ${issue.message}` };
  }
  const sc = parsed.data;
  let graph: LaneGraph;
  if ('graph' in sc.track) graph = sc.track.graph as unknown as LaneGraph;
  else {
    const t = 'preset' in sc.track ? raceTrackFromPreset(sc.track.preset) : raceTrackFromJson(sc.track.layout, 'track');
    if (!t.ok) return { ok: false, kind: 'malformed', error: `track: ${t.error}` };
    const report = validateLayout(t.track.layout);
    if (!report.valid && !sc.allowInvalidLayout) {
      const problems = report.errors.map((e) => `${e.code}: ${e.message}`).join('; ');
      return {
        ok: false,
        kind: 'malformed',
        error: `track: the layout is invalid (${report.errors.length} problem${report.errors.length === 1 ? '' : 's'}: ${problems}); set "allowInvalidLayout": true to use it on purpose`,
      };
    }
    graph = t.track.graph;
  }
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
