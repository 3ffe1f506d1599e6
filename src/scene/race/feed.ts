/** What Race and Replay modes hand the scene: a state, the events that led to it, and how to show them. */
import type { GameEvent, GameState } from '../../rules/start-frei';
import type { Clip } from './choreography';

export interface SceneFeed {
  readonly state: GameState;
  /** Events of the action that produced `state` (empty after a seek). */
  readonly events: readonly GameEvent[];
  /** Changes at every new state; a new value restarts the animation clock. */
  readonly seq: number;
  /** Play the events (true) or show `state` at once (false: seeking, skipping). */
  readonly animate: boolean;
  readonly speed: number;
}

export type CameraMode = 'orbit' | 'follow' | 'bird' | 'tv';

/** The animation clock of one action: `t` in ms at 1× since the action began (Infinity: done). */
export interface ActionClock {
  readonly seq: number;
  readonly clips: readonly Clip[];
  readonly duration: number;
  t: number;
}

export { CAR_COLORS } from '../car-colours';

/** Where each car is drawn this frame (written by the cars, read by dice, tokens and cameras). */
export interface DrawnCarRef {
  readonly current: { x: number; z: number; heading: number }[];
}
