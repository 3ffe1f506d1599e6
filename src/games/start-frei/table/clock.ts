/** The animation clock of one shown action, and where the cars are drawn: what Start Frei's table objects move by. */
import type { Clip } from './choreography';

/** The animation clock of one action: `t` in ms at 1× since the action began (Infinity: done). */
export interface ActionClock {
  readonly seq: number;
  readonly clips: readonly Clip[];
  readonly duration: number;
  t: number;
}

/** Where each car is drawn this frame (written by the cars, read by dice, tokens and cameras). */
export interface DrawnCarRef {
  readonly current: { x: number; z: number; heading: number }[];
}
