/**
 * The TV director: which car to show and from where. It follows the action
 * (the car moving or rolling now), holds a shot for a while, and cuts between
 * a trackside, a chase and a high shot. Pure, so it can be tested.
 */
import type { Clip } from './choreography';

export type Shot = 'trackside' | 'chase' | 'high';
const SHOTS: readonly Shot[] = ['trackside', 'chase', 'high'];

export interface DirectorState {
  focus: number;
  shot: Shot;
  /** Time (s) since the last cut. */
  held: number;
  cuts: number;
}

export const MIN_HOLD = 1.6;
export const MAX_HOLD = 5;

/** The car the action is about at `t` (ms into the clips), or null. */
export function actionCar(clips: readonly Clip[], t: number): number | null {
  let best: number | null = null;
  for (const c of clips) {
    if (c.kind !== 'move' && c.kind !== 'dice' && c.kind !== 'jolt' && c.kind !== 'pit') continue;
    if (t >= c.start - 100 && t <= c.start + c.duration + 400) best = c.player;
  }
  return best;
}

/** Advances the director by `dt` seconds; returns true when it cut. */
export function direct(d: DirectorState, wanted: number | null, dt: number): boolean {
  d.held += dt;
  const changeCar = wanted !== null && wanted !== d.focus && d.held >= MIN_HOLD;
  const stale = d.held >= MAX_HOLD;
  if (!changeCar && !stale) return false;
  if (changeCar) d.focus = wanted!;
  d.cuts += 1;
  d.shot = SHOTS[d.cuts % SHOTS.length]!;
  d.held = 0;
  return true;
}
