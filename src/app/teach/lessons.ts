/**
 * Every game's lessons: the files under `src/games/<game>/lessons/*.json`
 * (a new game gets lessons by adding files there), read through the lesson
 * schema. Bundled with the teaching view, which loads lazily, so they stay
 * out of the first load. A file that does not read is listed with its reason
 * (the lesson tests fail on it first).
 */
import type { GameId } from '../../rules/core';
import { readGameLesson, type GameLesson } from './lesson';

const FILES = import.meta.glob<unknown>('../../games/*/lessons/*.json', { eager: true, import: 'default' });

export interface LessonEntry {
  /** The file's name without folder and ".json" ("03-turn-order"). */
  readonly id: string;
  readonly lesson: GameLesson;
}

export interface LessonProblem {
  readonly id: string;
  readonly error: string;
}

const gameOfPath = (path: string) => /games\/([^/]+)\/lessons\//.exec(path)?.[1] ?? '';
const idOfPath = (path: string) => /([^/]+)\.json$/.exec(path)?.[1] ?? path;

function readAll(): { entries: LessonEntry[]; problems: LessonProblem[] } {
  const entries: LessonEntry[] = [];
  const problems: LessonProblem[] = [];
  for (const [path, json] of Object.entries(FILES)) {
    const r = readGameLesson(json);
    if (!r.ok) problems.push({ id: `${gameOfPath(path)}/${idOfPath(path)}`, error: r.error });
    else if (r.lesson.game !== gameOfPath(path)) problems.push({ id: `${gameOfPath(path)}/${idOfPath(path)}`, error: `a ${r.lesson.game} lesson in another game's folder` });
    else entries.push({ id: idOfPath(path), lesson: r.lesson });
  }
  entries.sort((a, b) => a.lesson.order - b.lesson.order || a.id.localeCompare(b.id));
  return { entries, problems };
}

let cache: ReturnType<typeof readAll> | null = null;
const all = () => (cache ??= readAll());

/** The lessons of a game, in their order. */
export function lessonsOf(game: GameId): readonly LessonEntry[] {
  return all().entries.filter((e) => e.lesson.game === game);
}

/** Every lesson of every game. */
export const allLessons = (): readonly LessonEntry[] => all().entries;

/** The files that do not read as lessons. */
export const lessonProblems = (): readonly LessonProblem[] => all().problems;
