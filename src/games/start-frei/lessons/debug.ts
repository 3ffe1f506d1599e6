/**
 * With `?debug`, Learn mode publishes what it shows on `window.__chicane.learn`
 * (browser tests compare it with the rules core).
 */
import type { CarView, Frame } from './frame-types';
import type { Reach } from './reach';

export interface LearnDebug {
  lessonTitle: string;
  /** Where the lesson came from: a shipped lesson's id, `new`, `link`, `file:<name>`, or `replay:<step>` ("Teach from here" at that step of the replay). */
  source: string;
  step: number;
  steps: number;
  frame: { rule: string | null; caption: string; cars: readonly CarView[] } | null;
  highlighted: { end: number; switches: readonly number[]; label: string }[];
  /** Where each car is drawn on the table (x, z), by player. */
  carPoses: { x: number; z: number }[];
}

type Published = { stats: { calls: number; triangles: number; frames: number; geometries: number; textures: number }; learn?: LearnDebug };

function root(): Published {
  const w = window as unknown as { __chicane?: Published };
  // The renderer statistics live on the same object; never replace it.
  return (w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } });
}

export function learnDebug(): LearnDebug | undefined {
  return typeof window === 'undefined' ? undefined : root().learn;
}

export function publishLearn(title: string, source: string, step: number, frames: readonly Frame[], reach: readonly Reach[]): void {
  if (typeof window === 'undefined') return;
  const f = frames[step] ?? null;
  const r = root();
  const prev = r.learn;
  r.learn = {
    lessonTitle: title,
    source,
    step,
    steps: frames.length,
    frame: f ? { rule: f.rule, caption: f.caption, cars: f.cars } : null,
    highlighted: reach.map((r) => ({ end: r.end, switches: r.option.switches, label: r.label })),
    carPoses: prev?.carPoses ?? [],
  };
}

/** The scene registers how a space maps to page pixels and whether it is in view (tests drag cars with it). */
export function publishScreen(fn: (space: number) => { x: number; y: number; inside: boolean } | null): void {
  if (typeof window === 'undefined') return;
  (root() as Published & { learnScreen?: typeof fn }).learnScreen = fn;
}
