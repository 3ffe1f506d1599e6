/**
 * Runs a lesson through the rules core and cuts it into steps: the starting
 * position, then for each action the steps its events produce (a move is one
 * step per space). After each action the cars are taken from the core's
 * state, so the last step is always the position the core computed.
 */
import { SetupError, applyAction, stateFromPosition, type GameState } from '../../../rules/start-frei';
import type { LaneGraph } from '../../../track';
import { eventToFrames, type Ctx } from './captions';
import type { CarView, Frame } from './frame-types';
import type { LessonFile } from './lesson-schema';
import { RULES } from './rules-text';

export function carViews(state: GameState): CarView[] {
  return state.players.map((p) => ({ space: p.space, gear: p.gear, coins: p.coins, drs: p.drs.slice() }));
}

export type LessonRun =
  | { ok: true; start: GameState; end: GameState; frames: Frame[] }
  | { ok: false; error: string; start?: GameState; frames?: Frame[] };

/** The starting state of a lesson's position (SetupError → a message). */
export function startState(graph: LaneGraph, lesson: Pick<LessonFile, 'position' | 'dice'>): { ok: true; state: GameState } | { ok: false; error: string } {
  try {
    return { ok: true, state: stateFromPosition(graph, lesson.position, lesson.dice) };
  } catch (error) {
    if (error instanceof SetupError) return { ok: false, error: `position: ${error.message}` };
    throw error;
  }
}

function startCaption(lesson: LessonFile, state: GameState): string {
  const t = state.turn;
  const who = t ? `${state.names[t.player]} is to move.` : 'No car is to move.';
  return lesson.summary ? `${lesson.summary} ${who}` : `The starting position. ${who}`;
}

export function runLesson(graph: LaneGraph, lesson: LessonFile): LessonRun {
  const s0 = startState(graph, lesson);
  if (!s0.ok) return s0;
  const names = lesson.position.cars.map((c) => c.name);
  const ctx: Ctx = { graph, names, cars: carViews(s0.state), frames: [], action: -1, points: 0, ignoreRule: RULES.drs };
  ctx.frames.push({ cars: carViews(s0.state), rule: null, caption: startCaption(lesson, s0.state), action: -1, actor: s0.state.turn?.player ?? null, from: null });
  let state = s0.state;
  for (let i = 0; i < lesson.actions.length; i++) {
    const action = lesson.actions[i]!;
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, error: `actions.${i} (${action.type}): ${r.message}`, start: s0.state, frames: ctx.frames };
    ctx.action = i;
    const ignored = new Set<number>();
    let overtaking = false;
    for (const e of r.events) {
      if (e.type === 'ChicaneIgnored') ignored.add(e.space);
      if (e.type === 'OvertakeResolved' && e.outcome === 'made-it') overtaking = true;
    }
    const before = ctx.frames.length;
    for (const e of r.events) eventToFrames(ctx, e, state, ignored, overtaking);
    state = r.state;
    // The core's state is the truth: the action's last step shows it exactly.
    const truth = carViews(state);
    ctx.cars.splice(0, ctx.cars.length, ...truth);
    if (ctx.frames.length === before) {
      ctx.frames.push({ cars: truth, rule: RULES.instructions, caption: `${names[state.turn?.player ?? 0]} carries out "${action.type}".`, action: i, actor: null, from: null });
    } else {
      const last = ctx.frames[ctx.frames.length - 1]!;
      ctx.frames[ctx.frames.length - 1] = { ...last, cars: truth };
    }
  }
  return { ok: true, start: s0.state, end: state, frames: ctx.frames };
}
