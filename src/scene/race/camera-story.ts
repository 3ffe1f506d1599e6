/** What a Start Frei race offers the camera: incidents of the action shown, battles, the actor, the leader. */
import { distance, standings, type GameEvent, type GameState } from '../../rules/start-frei';
import { battlesOf } from '../broadcast/story';
import type { Story } from '../broadcast/director';
import type { Clip } from '../../games/start-frei/table/choreography';

/** Spaces between two cars that still make a battle (assumption: see docs/assumptions.md, "The broadcast director"). */
export const BATTLE_SPACES = 3;

/** Cars of the incidents in one action's events: overtakes made or failed, chicane penalties, the wall, DRS played. */
export function incidentCars(events: readonly GameEvent[]): number[] {
  const cars = new Set<number>();
  for (const e of events) {
    if (e.type === 'OvertakeResolved') [e.player, ...e.overtaken].forEach((c) => cars.add(c));
    else if (e.type === 'ChicaneHit' && !e.exact) cars.add(e.player);
    else if (e.type === 'WallReached' || e.type === 'DrsUsed') cars.add(e.player);
  }
  return [...cars];
}

/** The car the action is about at `t` (ms into the clips), or null. */
export function actionCar(clips: readonly Clip[], t: number): number | null {
  let best: number | null = null;
  for (const c of clips) {
    if (c.kind !== 'move' && c.kind !== 'dice' && c.kind !== 'jolt' && c.kind !== 'pit') continue;
    if (t >= c.start - 100 && t <= c.start + c.duration + 400) best = c.player;
  }
  return best;
}

/** True while a car is driving (the director never cuts then). */
export function moving(clips: readonly Clip[], t: number): boolean {
  return clips.some((c) => c.kind === 'move' && t >= c.start && t < c.start + c.duration);
}

export function raceStory(state: GameState, events: readonly GameEvent[], actor: number | null): Story {
  const order = state.standings ?? standings(state);
  const distances = state.players.map((_, i) => distance(state, i));
  return { incident: incidentCars(events), battles: battlesOf(distances, BATTLE_SPACES), actor, leader: order[0] ?? null };
}
