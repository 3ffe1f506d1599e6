/**
 * Runs in node through tsx (Playwright's loader cannot import the track's JSON
 * catalogs): asks the rules core what the browser should show and prints it.
 * Usage: tsx tests/e2e/learn-core.ts lessons | drag <lesson file> <car space> <die>
 */
import { readFileSync } from 'node:fs';
import { applyAction, legalActions, previewMove, stateFromPosition, type GameState } from '../../src/rules/start-frei';
import { carViews, parseLesson, resolveTrack, runLesson, type LessonFile } from '../../src/games/start-frei/lessons';

function load(file: string): LessonFile {
  const r = parseLesson(JSON.parse(readFileSync(`public/lessons/${file}`, 'utf8')));
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}

function graphOf(lesson: LessonFile) {
  const t = resolveTrack(lesson.track);
  if (!t.ok) throw new Error(t.error);
  return t.graph;
}

function lessons(): unknown {
  const index = JSON.parse(readFileSync('public/lessons/index.json', 'utf8')) as { lessons: { id: string; file: string; title: string }[] };
  return index.lessons.map((e) => {
    const lesson = load(e.file);
    const graph = graphOf(lesson);
    const run = runLesson(graph, lesson);
    if (!run.ok) throw new Error(run.error);
    // The final position straight from the core, independent of the steps.
    let s = stateFromPosition(graph, lesson.position, lesson.dice);
    for (const a of lesson.actions) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    return { id: e.id, title: e.title, steps: run.frames.map((f) => ({ rule: f.rule, caption: f.caption })), final: carViews(s) };
  });
}

function drag(file: string, space: number, die: number): unknown {
  const lesson = load(file);
  const graph = graphOf(lesson);
  const cars = lesson.position.cars.map((c, i) => (i === 0 ? { ...c, space } : c));
  const start = stateFromPosition(graph, { ...lesson.position, cars });
  const rolled = applyAction({ ...start, forced: [die] } as GameState, { type: 'roll' });
  if (!rolled.ok) throw new Error(rolled.message);
  return {
    legal: legalActions(rolled.state).flatMap((a) => (a.type === 'move' ? [a.switches] : [])),
    preview: previewMove(start, die).map((o) => o.end),
  };
}

const [cmd, ...args] = process.argv.slice(2);
process.stdout.write(JSON.stringify(cmd === 'drag' ? drag(args[0]!, Number(args[1]), Number(args[2])) : lessons()));
