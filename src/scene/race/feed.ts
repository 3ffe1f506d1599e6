/** What Race and Replay modes hand the scene: a state, the events that led to it, and how to show them. */
import type { GameEvent, GameState } from '../../rules/start-frei';

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

export { CAR_COLORS } from '../car-colours';

export type { ActionClock, DrawnCarRef } from '../../games/start-frei/table/clock';
